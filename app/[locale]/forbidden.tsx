import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors.forbidden');
  return { title: t('title'), robots: { index: false } };
}

/** Shown with a 403 when a signed-in account lacks the role a page needs (see lib/server/auth/staff.ts). */
export default async function Forbidden() {
  const t = await getTranslations('Errors.forbidden');
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('text')}</p>
      <Link href="/" className="btn">
        {t('home')}
      </Link>
    </div>
  );
}
