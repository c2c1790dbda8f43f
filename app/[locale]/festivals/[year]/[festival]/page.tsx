import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import FestivalDetail from '@/components/festivals/FestivalDetail';
import { site } from '@/lib/config/site';
import { festivalYearOf } from '@/lib/contract/festivals';
import { festivalPath } from '@/lib/festival-address';
import { localePath } from '@/lib/i18n/locales';
import { DEFAULT_PANCHANG_CITY, MAIN_CITIES } from '@/lib/places/main-cities';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { getCityFestivalYear } from '@/lib/server/services/festivals';
import { languageOf } from '../../../panchang/panchang-view';
import { longDateText } from '@/components/panchang/time-format';

// A festival's page for a year: rendered once on demand (its 20 cities' years are the costly part,
// and are kept by the service) and kept in the page cache. An unknown key or year is a 404.
export const revalidate = 86400;

type Props = { params: Promise<{ locale: string; year: string; festival: string }> };

export function generateStaticParams(): { festival: string }[] {
  return [];
}

/** The festival's days in each main city, New Delhi first; null when New Delhi has no such day that year. */
function festivalInCities(year: number, key: string) {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) || key.length > 60) return null;
  const inFirst = getCityFestivalYear(DEFAULT_PANCHANG_CITY, year).days.filter((d) => d.key === key);
  if (inFirst.length === 0) return null;
  const others = MAIN_CITIES.filter((c) => c !== DEFAULT_PANCHANG_CITY);
  return [{ city: DEFAULT_PANCHANG_CITY, days: inFirst }, ...others.map((city) => ({ city, days: getCityFestivalYear(city, year).days.filter((d) => d.key === key) }))];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, year: yearParam, festival } = await params;
  const year = festivalYearOf(yearParam);
  const lang = languageOf(locale);
  if (year === null) return {};
  const days = getCityFestivalYear(DEFAULT_PANCHANG_CITY, year).days.filter((d) => d.key === festival);
  if (days.length === 0) return {};
  const t = await getTranslations({ locale: lang, namespace: 'Festivals' });
  const name = days[0]!.name[lang];
  return pageMetadata(
    { title: t('festival.metaTitle', { name, year }), description: t('festival.metaDescription', { name, year, date: longDateText(days[0]!.date, lang) }), path: festivalPath(year, festival), type: 'article' },
    lang,
  );
}

export default async function FestivalPage({ params }: Props) {
  const { locale, year: yearParam, festival } = await params;
  const year = festivalYearOf(yearParam);
  const cities = year === null ? null : festivalInCities(year, festival);
  if (year === null || !cities) notFound();
  const lang = languageOf(locale);
  return <FestivalDetail year={year} cities={cities} lang={lang} url={absoluteUrl(localePath(festivalPath(year, festival), lang))} publisher={{ name: site.name, url: site.url }} />;
}
