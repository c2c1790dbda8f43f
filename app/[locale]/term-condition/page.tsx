import styles from '@/components/content/Content.module.scss';
import { pageMetadata } from '@/lib/seo';
import { readLegalDocument } from '@/lib/server/legal';

export const metadata = pageMetadata({
  title: 'Terms and Conditions',
  description: 'The terms for using AstroVastu Kendra’s website, apps, free tools and paid Vastu and astrology services.',
  path: '/term-condition',
});

export default async function TermsPage() {
  const { html, headings } = await readLegalDocument('terms');
  return (
    <div className="container page">
      <h1>Terms and Conditions</h1>
      <div className={styles.layout}>
        <nav className={`card ${styles.toc}`} aria-labelledby="toc-title">
          <h2 id="toc-title">Contents</h2>
          <ol>
            {headings.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.title.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </div>
  );
}
