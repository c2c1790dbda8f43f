import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import HoroscopeBoard from '@/components/horoscope/HoroscopeBoard';
import { SIGN_NAMES_HI } from '@/lib/astro/hindi';
import { catalogue } from '@/lib/i18n/catalogue';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { getHoroscopeForDay } from '@/lib/server/services/horoscope';
import { logError } from '@/lib/server/log';

type Props = { params: Promise<{ locale: string }> };
const languageOf = (locale: string): Locale => (isLocale(locale) ? locale : 'en');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Horoscope' });
  return pageMetadata({ title: t('metaTitle'), description: t('metaDescription'), path: '/horoscope' }, locale);
}

// Served from Next's page cache; the cached page also ends at midnight India time (page-cache-handler).
export const revalidate = 300;

export default async function HoroscopePage({ params }: Props) {
  const locale = languageOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Horoscope' });
  const entries = await (locale === 'hi' ? getHoroscopeForDay(undefined, 'hi') : getHoroscopeForDay()).catch((err) => {
    logError('could not load entries', err, { page: 'horoscope' });
    return undefined;
  });
  return (
    <div className="container page" {...unavailableMark(!entries)}>
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {/* The board's Hindi texts travel as props: the browser gets these few words, not the catalogue. */}
      <HoroscopeBoard initialEntries={entries} language={locale === 'hi' ? { lang: 'hi', texts: catalogue('hi').HoroscopeBoard, signNames: SIGN_NAMES_HI } : undefined} />
    </div>
  );
}
