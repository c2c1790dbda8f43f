import { pageMetadata } from '@/lib/seo';
import { readLegalDocument } from '@/lib/server/legal';

export const metadata = pageMetadata({
  title: 'About Us',
  description: 'Who we are: Vastu consultants, Vedic astrologers and numerologists in Faridabad helping Indian families and businesses without fear or superstition.',
  path: '/about-us',
});

export default async function AboutPage() {
  const { html } = await readLegalDocument('about');
  return (
    <div className="container page">
      <h1>About AstroVastu Kendra</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
