import FestivalYearView, { festivalYearMetadata } from '../../../../festival-year-view';

// A year's festivals for a chosen main city and kind of day, reached through
// /festivals/<year>?city=<slug>&kind=<filter> (rewritten in next.config.mjs). Kept in the page cache
// like the year page; unknown cities and kinds are 404s and are not kept.
export const revalidate = 86400;

type Props = { params: Promise<{ locale: string; year: string; city: string; kind: string }> };

export function generateStaticParams(): { city: string; kind: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props) {
  return festivalYearMetadata(await params);
}

export default async function FestivalCityYearPage({ params }: Props) {
  return <FestivalYearView params={await params} />;
}
