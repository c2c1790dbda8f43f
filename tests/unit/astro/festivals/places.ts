// The places the festival tests compute for.
import type { FestivalPlace } from '@/lib/astro/festivals/types';

export const NEW_DELHI: FestivalPlace = { latitude: 28.6139, longitude: 77.209, utcOffsetMinutesOn: () => 330 };

/**
 * The place of Drik Panchang's 2023 daily data quoted in Prashanthmn166/hamara-calendar (calendar.js): its
 * sunrise and sunset times (1 Jan 06:45/17:21, 21 Jun 05:10/18:53, 21 Dec 06:40/17:15) fit 25.25° N, 82.5° E
 * (near Mirzapur, on the IST meridian) to the minute over the year, not New Delhi.
 */
export const DRIK_2023_PLACE: FestivalPlace = { latitude: 25.25, longitude: 82.5, utcOffsetMinutesOn: () => 330 };

/** New York, with its daylight saving time (second Sunday of March to first Sunday of November, US rules since 2007). */
export const NEW_YORK: FestivalPlace = {
  latitude: 40.7128,
  longitude: -74.006,
  utcOffsetMinutesOn(date: string): number {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const nthSunday = (month: number, n: number) => {
      const first = new Date(Date.UTC(y, month - 1, 1)).getUTCDay();
      return 1 + ((7 - first) % 7) + (n - 1) * 7;
    };
    const start = nthSunday(3, 2);
    const end = nthSunday(11, 1);
    const summer = (m > 3 && m < 11) || (m === 3 && d >= start) || (m === 11 && d < end);
    return summer ? -240 : -300;
  },
};

/** The local wall-clock time (HH:MM) of an instant at a place on a date. */
export function localTime(ms: number, place: FestivalPlace, date: string): string {
  return new Date(ms + place.utcOffsetMinutesOn(date) * 60_000).toISOString().slice(11, 16);
}
