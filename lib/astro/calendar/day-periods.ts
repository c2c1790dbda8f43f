// The named periods of a day that almanacs print beside the panchang. The day (sunrise to sunset)
// and the night (sunset to the next sunrise) each hold 15 muhurtas of equal length (the 30
// muhurtas of the ahoratra, Muhurta Chintamani, Shubhashubha prakarana); the named ones are:
// - Brahma muhurta: the 14th muhurta of the night, the last but one before sunrise (Ashtanga
//   Hridaya, Sutrasthana 2.1: rise in the Brahma muhurta);
// - Abhijit: the 8th muhurta of the day, around local noon (computed with Rahu kaal in
//   ../muhurta.ts); almanacs leave it out on Wednesdays, when the texts bar it;
// - Vijaya: the 11th muhurta of the day;
// - Nishita: the 8th muhurta of the night, around local midnight (the time of worship at night
//   in Nirnaya Sindhu, for Shivaratri and Janmashtami);
// - Durmuhurat: muhurtas to be avoided, by weekday, in the table the almanacs print (checked
//   against Drik Panchang's daily pages, tests/unit/astro/calendar): Sunday the 14th of the day;
//   Monday the 9th and 12th; Tuesday the 4th of the day and the 7th of the night; Wednesday the
//   8th; Thursday the 6th and 12th; Friday the 4th and 9th; Saturday the 1st and 2nd.
// - Godhuli ("cow dust", the hour the herds come home): half a ghati either side of sunset, as
//   Muhurta Ganapati gives it (quoted at hindu-blog.com/2019/04/godhuli-setting-sun-period-highly.html,
//   "twelve minutes before sunset and twelve minutes after"). A ghati is a thirtieth of daytime
//   before sunset and of the night after it, as for every muhurta here, so the span is exactly
//   12 + 12 minutes only when day and night are equal. Some texts (the same page) count two ghatis
//   after half the disc has set; we follow Muhurta Ganapati because it is the one that names its
//   span around the sunset the panchang already prints (the upper limb's), with no second sunset.
//   Drik Panchang prints a different span (New Delhi, 31 December 2020: sunset 5:35 pm, Godhuli
//   5:32 to 6:00 pm), so its Godhuli and ours agree only around sunset itself.
// The Hora: the day and the night each in 12 equal horas, the first of the day ruled by the
// weekday's lord and each next one by the next graha in the Chaldean order, slowest first
// (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon): the order that names the weekdays (Surya
// Siddhanta, Bhugoladhyaya ch. 12).
// Instants are milliseconds since the Unix epoch.

import { part, type TimeSpan } from '../muhurta';
import { WEEKDAYS, type Weekday } from '../panchang';
import type { Graha } from '../zodiac';

export interface HoraSpan extends TimeSpan {
  lord: Graha;
}

export interface DayPeriods {
  brahmaMuhurta: TimeSpan;
  vijaya: TimeSpan;
  nishita: TimeSpan;
  godhuli: TimeSpan;
  durmuhurat: TimeSpan[];
  /** 24 horas: 12 of the day, then 12 of the night. */
  horas: HoraSpan[];
}

/** The weekday on which almanacs print no Abhijit muhurta. */
export const ABHIJIT_BARRED_ON: Weekday = 'Wednesday';

/** Durmuhurat by weekday (Sunday first): the muhurtas of the day and of the night, 1..15. */
const DURMUHURAT: readonly { day: readonly number[]; night: readonly number[] }[] = [
  { day: [14], night: [] },
  { day: [9, 12], night: [] },
  { day: [4], night: [7] },
  { day: [8], night: [] },
  { day: [6, 12], night: [] },
  { day: [4, 9], night: [] },
  { day: [1, 2], night: [] },
];

/** The Chaldean order, slowest first; each hora's lord follows the one before in it. */
export const CHALDEAN_ORDER: readonly Graha[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];

/** The lord of each weekday, Sunday first. */
export const WEEKDAY_LORDS: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

export function computeDayPeriods(weekday: Weekday, sunrise: number, sunset: number, nextSunrise: number): DayPeriods {
  const w = WEEKDAYS.indexOf(weekday);
  const day = (n: number) => part(sunrise, sunset, 15, n);
  const night = (n: number) => part(sunset, nextSunrise, 15, n);
  const first = CHALDEAN_ORDER.indexOf(WEEKDAY_LORDS[w]!);
  const horas = Array.from({ length: 24 }, (_, i) => ({
    lord: CHALDEAN_ORDER[(first + i) % 7]!,
    ...(i < 12 ? part(sunrise, sunset, 12, i + 1) : part(sunset, nextSunrise, 12, i - 11)),
  }));
  return {
    brahmaMuhurta: night(14),
    vijaya: day(11),
    nishita: night(8),
    // Half a ghati = a sixtieth of daytime before sunset, of the night after it.
    godhuli: { start: sunset - (sunset - sunrise) / 60, end: sunset + (nextSunrise - sunset) / 60 },
    durmuhurat: [...DURMUHURAT[w]!.day.map(day), ...DURMUHURAT[w]!.night.map(night)],
    horas,
  };
}
