import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import VastuTips from '@/components/vastu/VastuTips';
import { catalogue } from '@/lib/i18n/catalogue';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { getAllVastuTips } from '@/lib/server/services/vastu-tips';
import { logError } from '@/lib/server/log';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'VastuTips' });
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/vastu-tips' }, isLocale(locale) ? locale : DEFAULT_LOCALE);
}

// Served from Next's page cache; seeding or editing tips drops it at once (lib/server/cache.ts).
export const revalidate = 300;

export default async function VastuTipsPage() {
  const [t, locale] = await Promise.all([getTranslations('VastuTips'), getLocale()]);
  // English reads the tips as SPEC 7 answers them; Hindi each in Hindi where written.
  const lang = isLocale(locale) && locale !== DEFAULT_LOCALE ? locale : undefined;
  // Rendered with the tips when the database answers; otherwise the browser loads them itself.
  const tips = await getAllVastuTips(lang).catch((err) => {
    logError('could not load tips', err, { page: 'vastu-tips' });
    return undefined;
  });
  return (
    <div className="container page" {...unavailableMark(!tips)}>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('lead')}</p>
      {/* The island gets its one namespace as props: next-intl's client hooks are ES modules only, which the unit tests' Jest cannot load. */}
      <VastuTips initialTips={tips} lang={lang} texts={lang ? catalogue(lang).VastuTips : undefined} />
    </div>
  );
}
