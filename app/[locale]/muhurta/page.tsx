import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import ClientMessages from '@/components/i18n/ClientMessages';
import MuhurtaForm from '@/components/muhurta/MuhurtaForm';
import styles from '@/components/muhurta/Muhurta.module.scss';
import { isLocale } from '@/lib/i18n/locales';
import { DEFAULT_PANCHANG_CITY, MAIN_CITY_TIMEZONE, mainCityName } from '@/lib/places/main-cities';
import { pageMetadata } from '@/lib/seo';
import { serverEnv } from '@/lib/server/env';
import { todayIn } from '@/lib/server/services/panchang';
import { formatDuration } from '@/lib/text';

// The form's default range starts today (India time): the cached page is made again each hour.
export const revalidate = 3600;

/** The range's default end: three months on from `from` (YYYY-MM-DD), clamped to the month's last day. */
function threeMonthsOn(from: string): string {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 2, 0)).getUTCDate();
  return new Date(Date.UTC(y, m + 2, Math.min(d, last))).toISOString().slice(0, 10);
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Muhurta' });
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/muhurta' }, isLocale(locale) ? locale : 'en');
}

export default async function MuhurtaPage() {
  const [t, locale] = await Promise.all([getTranslations('Muhurta'), getLocale()]);
  const lang = isLocale(locale) ? locale : 'en';
  const from = todayIn(MAIN_CITY_TIMEZONE);
  const city = DEFAULT_PANCHANG_CITY;
  const place = { label: mainCityName(city, lang), latitude: String(city.latitude), longitude: String(city.longitude), timezone: MAIN_CITY_TIMEZONE };
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('lead')}</p>
      <ClientMessages namespaces={['BirthForm', 'MuhurtaForm']} forms>
        <MuhurtaForm from={from} to={threeMonthsOn(from)} place={place} />
      </ClientMessages>
      <section className={styles.prose}>
        <h2>{t('rulesTitle')}</h2>
        <p>{t('rulesText')}</p>
        <h2>{t('traditionTitle')}</h2>
        <p>{t('traditionText')}</p>
        <p>{t('keptText', { retention: formatDuration(serverEnv().anonymousKundliTtlMs / 1000, lang) })}</p>
      </section>
    </div>
  );
}
