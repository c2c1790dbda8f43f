import { pageMetadata } from '@/lib/seo';
import { readLegalDocument } from '@/lib/server/legal';

export const metadata = pageMetadata({
  title: 'Privacy Policy',
  description: 'How AstroVastu Kendra collects, uses, keeps and protects your personal data, including birth details, under India’s DPDP Act 2023.',
  path: '/privacy-policy',
});

export default async function PrivacyPolicyPage() {
  const { html } = await readLegalDocument('privacy-policy');
  return (
    <div className="container page">
      <h1>Privacy Policy</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
