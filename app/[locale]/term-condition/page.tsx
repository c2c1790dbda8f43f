import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import styles from '@/components/content/Content.module.scss';
import { localeOf } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { readLegalDocument } from '@/lib/server/legal';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Legal.terms' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/term-condition' }, locale);
}

export default async function TermsPage() {
  const locale = localeOf(await getLocale());
  const [t, { html, headings }] = await Promise.all([getTranslations('Legal.terms'), readLegalDocument('terms', locale)]);
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <div className={styles.layout}>
        <nav className={`card ${styles.toc}`} aria-labelledby="toc-title">
          <h2 id="toc-title">{t('contents')}</h2>
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
