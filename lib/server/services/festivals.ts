import 'server-only';
import { LRUCache } from 'lru-cache';
import { festivalsOfYear } from '@/lib/astro/festivals/year';
import { parseUtcOffset } from '@/lib/astro/time';
import { MOONRISE_LABEL, type FestivalDay, type FestivalPlace } from '@/lib/astro/festivals/types';
import { isoInZone, toFestivalData, type FestivalData, type FestivalsPlaceData, type FestivalsQuery } from '@/lib/contract/festivals';
import { site } from '@/lib/config/site';
import { writeAllDayCalendar } from '@/lib/ics';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { MAIN_CITIES, MAIN_CITY_TIMEZONE, mainCityName, type MainCity } from '@/lib/places/main-cities';
import { formatRoundedPoint, snapPoint } from '@/lib/places/snap';
import { HttpError } from '../errors';
import { placeIndex } from '../places';
import { offsetOnDate } from './panchang';

// A year of festivals costs a few hundred milliseconds of CPU, and every visitor of a city asks for
// the same one: a year is computed once per snapped place, year and zone, and kept per process, bounded.
// Points are snapped first (lib/places/snap.ts), so nearby points share one entry.
const years = new LRUCache<string, FestivalYear>({ max: 200 });

export interface FestivalYear {
  year: number;
  place: FestivalsPlaceData;
  days: FestivalDay[];
  /** The main city the point was snapped to, if any: the feed and pages name it in their language. */
  city: MainCity | undefined;
}

/** The place the engine reads, each civil date's offset that of the zone at local noon (offsetOnDate, as the panchang reads a date). */
export function festivalPlaceIn(latitude: number, longitude: number, zone: string): FestivalPlace {
  const offsets = new Map<string, number>();
  return {
    latitude,
    longitude,
    utcOffsetMinutesOn(date: string) {
      let minutes = offsets.get(date);
      if (minutes === undefined) {
        minutes = parseUtcOffset(offsetOnDate(zone, date)) ?? 0;
        offsets.set(date, minutes);
      }
      return minutes;
    },
  };
}

/** The year's festival days at a point (snapped to the nearest gazetteer place within 25 km, else to 0.01°). */
export function getFestivalYear(query: Pick<FestivalsQuery, 'year' | 'latitude' | 'longitude' | 'timezone'>): FestivalYear {
  const snapped = snapPoint(query.latitude, query.longitude, (lat, lon) => placeIndex().nearestPlace(lat, lon));
  const place: FestivalsPlaceData = {
    latitude: snapped.latitude,
    longitude: snapped.longitude,
    timezone: query.timezone,
    label: snapped.kind === 'place' ? snapped.place.label : null,
  };
  const key = `${query.year}|${place.latitude}|${place.longitude}|${place.timezone}`;
  const hit = years.get(key);
  if (hit) return hit;
  try {
    const days = festivalsOfYear(query.year, festivalPlaceIn(place.latitude, place.longitude, place.timezone));
    const city = snapped.kind === 'place' ? MAIN_CITIES.find((c) => c.placeId === snapped.place.id) : undefined;
    const entry = { year: query.year, place, days, city };
    years.set(key, entry);
    return entry;
  } catch (err) {
    if (err instanceof RangeError) throw new HttpError(400, err.message);
    throw err;
  }
}

/** A main city's year, as the festival pages show it. */
export function getCityFestivalYear(city: MainCity, year: number): FestivalYear {
  return getFestivalYear({ year, latitude: city.latitude, longitude: city.longitude, timezone: MAIN_CITY_TIMEZONE });
}

/** The `data` of GET /api/festivals in one language. */
export function listFestivals(query: FestivalsQuery, lang: Locale): { year: FestivalYear; data: FestivalData[] } {
  const year = getFestivalYear(query);
  return { year, data: year.days.map((d) => toFestivalData(d, year.place.timezone, lang)) };
}

/** "17:49" of an instant in a zone. */
const clockIn = (ms: number, zone: string) => isoInZone(ms, zone).slice(11, 16);

/** The words that name the place in the feed: a main city's own name, the gazetteer's label, or the rounded point. */
function placeWords(place: FestivalsPlaceData, city: MainCity | undefined, lang: Locale): string {
  if (city) return mainCityName(city, lang);
  return place.label ?? formatRoundedPoint(place.latitude, place.longitude);
}

/** What a feed's event says under its name: the rule, the muhurta in local time, and why this day. */
function eventDescription(day: FestivalDay, zone: string, lang: Locale): string {
  const words = catalogue(lang).Festivals.feed;
  const lines = [day.rule[lang]];
  const m = day.muhurta;
  if (m) {
    const label = m.label[lang];
    // A moment rather than a span (moonrise): one time.
    lines.push(m.end - m.start < 60_000 ? fill(words.muhurtaAt, { label, time: clockIn(m.start, zone), zone }) : fill(words.muhurta, { label, start: clockIn(m.start, zone), end: clockIn(m.end, zone), zone }));
  }
  if (day.moonrise !== undefined && day.moonrise !== m?.start) lines.push(fill(words.muhurtaAt, { label: MOONRISE_LABEL[lang], time: clockIn(day.moonrise, zone), zone }));
  if (day.why) lines.push(day.why[lang]);
  return lines.join('\n');
}

/**
 * The year's festivals as an iCalendar file of all-day events. Each UID names the rule, the date and
 * the snapped place, so a calendar that reads the feed again updates its events instead of doubling them.
 */
export function writeFestivalFeed(query: FestivalsQuery): { filename: string; body: string } {
  const { year, place, days, city } = getFestivalYear(query);
  const words = catalogue(query.lang).Festivals.feed;
  const host = new URL(site.url).host;
  const where = `${place.latitude.toFixed(2)}_${place.longitude.toFixed(2)}`;
  const body = writeAllDayCalendar({
    prodId: `-//${site.name}//Festivals//${query.lang.toUpperCase()}`,
    name: fill(words.name, { year, place: placeWords(place, city, query.lang) }),
    stamp: Date.UTC(year, 0, 1),
    events: days.map((day) => ({
      uid: `${day.key}-${day.date}-${where}-${place.timezone.replace(/\//g, '_')}@${host}`,
      date: day.date,
      lastDate: day.endDate,
      summary: day.name[query.lang],
      description: eventDescription(day, place.timezone, query.lang),
      categories: [day.kind],
    })),
  });
  return { filename: `festivals-${year}${city ? `-${city.slug}` : ''}${query.lang === 'hi' ? '-hi' : ''}.ics`, body };
}
