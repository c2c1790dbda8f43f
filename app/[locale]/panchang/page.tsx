import { redirect } from 'next/navigation';
import { parseCivilDate } from '@/lib/astro/panchang-range';
import { panchangHref } from '@/lib/panchang-address';
import { DEFAULT_PANCHANG_CITY } from '@/lib/places/main-cities';
import { choiceOfCity, resolvePanchangPlace, shownFor, todayIn } from '@/lib/server/services/panchang';
import { localePath } from '@/lib/i18n/locales';
import PanchangView, { inRange, languageOf, panchangMetadata, validMonth } from './panchang-view';

// Rendered per request: a day anywhere, or a month at a point far from every gazetteer place.
// A month at a named place is rewritten to /panchang/month/<month>/<place> (next.config.mjs) and
// kept in the page cache; a point near a place is redirected to that place's address, so nearby
// points share that copy. proxy.ts counts every request against the panchang's per-address limit.

export const generateMetadata = panchangMetadata;

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export default async function PanchangPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Search> }) {
  const [search, locale] = await Promise.all([searchParams, params.then((p) => languageOf(p.locale))]);
  const match = resolvePanchangPlace({ place: one(search.place), lat: one(search.lat), lon: one(search.lon), tz: one(search.tz), name: one(search.name) });
  const monthParam = one(search.month);
  const month = validMonth(monthParam);
  const dateParam = one(search.date);
  const parsed = dateParam ? parseCivilDate(dateParam) : null;
  const givenDate = parsed && inRange(parsed[0]) ? dateParam : undefined;

  if (match?.how === 'nearest') redirect(localePath(panchangHref(match.choice, month ? { month } : givenDate ? { date: givenDate } : {}), locale));

  const place = match?.choice ?? choiceOfCity(DEFAULT_PANCHANG_CITY);
  const date = givenDate ?? todayIn(place.timezone);
  const badAddress = Boolean((dateParam && !givenDate) || (monthParam && !month) || ((search.place || search.lat) && !match));
  return (
    <PanchangView
      place={place}
      shownFor={shownFor({ choice: place, how: match?.how ?? 'named' }, locale)}
      month={month}
      date={date}
      placeInAddress={Boolean(match)}
      badAddress={badAddress}
    />
  );
}
