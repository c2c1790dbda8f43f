import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';

// In the language of the path (/hi/... in Hindi), read from the [locale] segment by next-intl's
// request configuration; outside any language's layout (app/not-found.tsx) it is English.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors.notFound');
  return { title: t('title'), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations('Errors.notFound');
  return (
    <div className="container page" style={{ textAlign: 'center', padding: '72px 20px' }}>
      <p aria-hidden="true" style={{ fontSize: '4rem', fontWeight: 800, margin: 0, color: 'var(--color-primary)', fontFamily: 'var(--font-serif)' }}>
        404
      </p>
      <h1>{t('heading')}</h1>
      <p className="lead" style={{ margin: '0 auto 24px' }}>
        {t('text')}
      </p>
      <Link href="/" className="btn">
        {t('home')}
      </Link>
    </div>
  );
}
