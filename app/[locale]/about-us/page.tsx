import TeamList from '@/components/team/TeamList';
import Link from '@/components/ui/IntentLink';
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
      {/* The same people as on /ourexpert and under every article (content/team.ts). */}
      <section aria-labelledby="our-team">
        <h2 id="our-team">Meet our team</h2>
        <p>
          The consultants who answer your questions and write our articles. <Link href="/ourexpert">See their full profiles</Link>.
        </p>
        <TeamList />
      </section>
    </div>
  );
}
