import FestivalYearView, { festivalYearMetadata } from '../festival-year-view';

// A year's festivals in New Delhi. A year never changes: each is rendered once on demand and kept in
// the page cache (lib/server/page-cache-handler.mjs), refreshed at most daily.
export const revalidate = 86400;

type Props = { params: Promise<{ locale: string; year: string }> };

export function generateStaticParams(): { year: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props) {
  return festivalYearMetadata(await params);
}

export default async function FestivalYearPage({ params }: Props) {
  return <FestivalYearView params={await params} />;
}
