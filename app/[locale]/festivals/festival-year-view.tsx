import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import FestivalYear from '@/components/festivals/FestivalYear';
import { festivalYearOf } from '@/lib/contract/festivals';
import { festivalYearPath, isFestivalFilter, type FestivalFilter } from '@/lib/festival-address';
import { mainCityBySlug, mainCityName, DEFAULT_PANCHANG_CITY } from '@/lib/places/main-cities';
import { pageMetadata } from '@/lib/seo';
import { getCityFestivalYear } from '@/lib/server/services/festivals';
import { languageOf } from '../panchang/panchang-view';

// The year page of /festivals/<year> and of its city and kind choices (/festivals/<year>?city=&kind=,
// rendered from /festivals/<year>/in/<city>/<kind> by next.config.mjs's rewrite): one cache entry each.

export interface YearParams {
  locale: string;
  year: string;
  city?: string;
  kind?: string;
}

function choiceOf(params: YearParams) {
  const year = festivalYearOf(params.year);
  const city = params.city === undefined ? DEFAULT_PANCHANG_CITY : mainCityBySlug(params.city);
  const filter: FestivalFilter | null = params.kind === undefined ? 'all' : isFestivalFilter(params.kind) ? params.kind : null;
  return year === null || !city || filter === null ? null : { year, city, filter, lang: languageOf(params.locale) };
}

export async function festivalYearMetadata(params: YearParams): Promise<Metadata> {
  const choice = choiceOf(params);
  if (!choice) return {};
  const t = await getTranslations({ locale: choice.lang, namespace: 'Festivals' });
  const city = mainCityName(choice.city, choice.lang);
  // A city's or a kind's view is a choice on the year's page: that page is the one to index.
  return pageMetadata({ title: t('metaTitle', { year: choice.year, city }), description: t('metaDescription', { year: choice.year, city }), path: festivalYearPath(choice.year) }, choice.lang);
}

export default async function FestivalYearView({ params }: { params: YearParams }) {
  const choice = choiceOf(params);
  if (!choice) notFound();
  const { days } = getCityFestivalYear(choice.city, choice.year);
  return <FestivalYear year={choice.year} city={choice.city} filter={choice.filter} days={days} lang={choice.lang} />;
}
