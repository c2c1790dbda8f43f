// Sankranti: the instant the sidereal Sun enters a sign, and its punya kaal, the span around it
// that is holy for bathing, charity and shraddha.
//
// - The span, in ghatis of the day (a sixtieth of 24 hours, 24 minutes), depends on the sign the
//   Sun enters (Nirnaya Sindhu, pariccheda 1, "sankranti-nirnaya", and Dharmasindhu, pariccheda 1,
//   after Devi Purana's "tadyogad apy adhash cordhvam"): for Makara the 40 ghatis after the ingress,
//   for Karka the 30 before it, for every other sign 16 either side. Drik Panchang states the
//   Makara span and its night rule the same way (its Makar Sankranti page, as quoted at
//   bestastroguru.com: "the time between Makar Sankranti and 40 Ghatis from the time of Makar
//   Sankranti ... Punya Kaal"; "if Makar Sankranti happens after Sunset then all Punya Kaal
//   activities are postponed till next day Sunrise"), and its 2024 punya kaal for New Delhi, 07:15
//   to 17:46 on 15 January, is what this rule gives (tests/unit/astro/calendar/sankranti.test.ts).
//   The Karka and other spans and the midnight rule below are the texts' as they are usually
//   summarised; we could not read the texts themselves here. The texts split the other ten signs
//   finer (the Vishnupadi and Shadashiti signs take their 16 on one side only); we keep the 16
//   either side for all ten.
// - The punya kaal is kept by day only. An ingress at night moves it (the same texts): before
//   midnight, to the end of the day before; after midnight, to the start of the day after; but
//   Makara always to the day after (Uttarayana begins with the next sunrise) and Karka always to the
//   day before. Moved, it keeps its count of ghatis from that sunrise or up to that sunset. Midnight
//   is the middle of the night, as for Nishita (./day-periods.ts).
//
// Positions are the panchang's: apparent, sidereal (Lahiri). Instants are milliseconds since the
// epoch, and Julian days (UT) where they meet the ephemeris.

import { findAngle, partIndex, type Limb } from '../panchang-limbs';
import { sunMoonAt, type SunMoon } from '../sky';
import { SIGNS, type Sign } from '../zodiac';
import type { TimeSpan } from '../muhurta';

/** The Sun's sidereal sign as a limb of the panchang: twelve parts of 30°. */
export const SUN_SIGN: Limb = { angle: (s) => s.sun, speed: (s) => s.sunSpeed, span: 30, count: 12 };

/** A ghati of the punya kaal: a sixtieth of the 24-hour day. */
export const GHATI_MS = 24 * 60_000;

/** Ghatis of punya kaal before and after the ingress, by the sign the Sun enters. */
export const PUNYA_GHATIS: Readonly<Record<Sign, { before: number; after: number }>> = Object.fromEntries(
  SIGNS.map((sign) => [sign, sign === 'Capricorn' ? { before: 0, after: 40 } : sign === 'Cancer' ? { before: 30, after: 0 } : { before: 16, after: 16 }]),
) as Record<Sign, { before: number; after: number }>;

export interface Daytime {
  sunrise: number;
  sunset: number;
}

export interface PunyaKaal {
  /** The day whose daytime holds the punya kaal: the ingress's own, the one before or the one after. */
  day: 'same' | 'previous' | 'next';
  punyaKaal: TimeSpan;
}

/**
 * The punya kaal of an ingress into `sign` at `moment`, which falls in the panchang day that starts
 * at `today.sunrise` and ends at `tomorrow.sunrise`.
 */
export function sankrantiPunyaKaal(sign: Sign, moment: number, today: Daytime, tomorrow: Daytime): PunyaKaal {
  if (!(moment >= today.sunrise && moment < tomorrow.sunrise)) throw new RangeError('The ingress must fall between the two sunrises.');
  const { before, after } = PUNYA_GHATIS[sign];
  if (moment <= today.sunset) {
    return { day: 'same', punyaKaal: { start: Math.max(today.sunrise, moment - before * GHATI_MS), end: Math.min(today.sunset, moment + after * GHATI_MS) } };
  }
  const midnight = (today.sunset + tomorrow.sunrise) / 2;
  const toPrevious = sign === 'Cancer' || (sign !== 'Capricorn' && moment < midnight);
  if (toPrevious) return { day: 'previous', punyaKaal: { start: Math.max(today.sunrise, today.sunset - before * GHATI_MS), end: today.sunset } };
  return { day: 'next', punyaKaal: { start: tomorrow.sunrise, end: Math.min(tomorrow.sunset, tomorrow.sunrise + after * GHATI_MS) } };
}

/**
 * The Sun's entry into a sign between two instants (JD, UT) less than a month apart, or null. The
 * positions at either end may be passed when the caller has them.
 */
export function sunIngressBetween(fromJd: number, toJd: number, atFrom: SunMoon = sunMoonAt(fromJd), atTo: SunMoon = sunMoonAt(toJd)): { sign: Sign; jd: number } | null {
  const signFrom = partIndex(SUN_SIGN, atFrom);
  if (signFrom === partIndex(SUN_SIGN, atTo)) return null;
  const boundary = signFrom * 30;
  const jd = findAngle(SUN_SIGN, boundary % 360, fromJd + (boundary - atFrom.sun) / atFrom.sunSpeed);
  return { sign: SIGNS[signFrom % 12]!, jd };
}
