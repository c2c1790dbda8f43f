import { notFound } from 'next/navigation';
import { resolvePanchangPlace, shownFor } from '@/lib/server/services/panchang';
import PanchangView, { languageOf, panchangMetadata, validMonth } from '../../../panchang-view';

// A month of panchang at a named place (a main city's slug or a gazetteer id), reached through
// /panchang?month=<month>&place=<place> (rewritten in next.config.mjs). A month at a place never
// changes, so each is rendered once and kept in the page cache; unknown places are not kept.
export const revalidate = 86400;

type Props = { params: Promise<{ locale: string; month: string; place: string }> };

export function generateStaticParams(): { month: string; place: string }[] {
  return [];
}

export const generateMetadata = panchangMetadata;

export default async function PanchangMonthPage({ params }: Props) {
  const { locale, month: monthParam, place: placeParam } = await params;
  const month = validMonth(monthParam);
  const match = resolvePanchangPlace({ place: placeParam });
  if (!month || !match) notFound();
  return <PanchangView place={match.choice} shownFor={shownFor(match, languageOf(locale))} month={month} date={`${month}-01`} placeInAddress />;
}
