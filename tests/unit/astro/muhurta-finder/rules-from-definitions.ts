// The muhurta rules evaluated at one instant straight from their definitions, for the finder's tests:
// the Sun and Moon from sunMoonAt, the limbs by partIndex, the ascendant computed here as the kundli
// computes it, asta from the elongation of Jupiter and Venus at that instant (no root-finding), the
// lunar month from amantaMonthAt. Nothing here calls the finder.

import { ascendantAndMc, greenwichApparentSiderealTime } from '@/lib/astro/ascendant';
import { lahiriAyanamsaMean } from '@/lib/astro/ayanamsa';
import { amantaMonthAt, type AmantaMonth } from '@/lib/astro/calendar/lunar-month';
import { computeBodyPosition } from '@/lib/astro/ephemeris';
import { DEG, meanObliquity, nutation, precessionMatrix } from '@/lib/astro/frames';
import { ACTIVITY_RULES, type Activity } from '@/lib/astro/muhurta-finder/activities';
import type { FestivalPlace } from '@/lib/astro/festivals/types';
import { karanaName } from '@/lib/astro/panchang';
import { jdFromMillis, KARANA, NAKSHATRA, partIndex, TITHI } from '@/lib/astro/panchang-limbs';
import { findRiseOrSet, sunMoonAt } from '@/lib/astro/sky';
import { deltaTSeconds } from '@/lib/astro/time';
import { normalizeDegrees } from '@/lib/astro/zodiac';

export const NEW_DELHI: FestivalPlace = { latitude: 28.6139, longitude: 77.209, utcOffsetMinutesOn: () => 330 };

/** The sidereal (Lahiri) ascendant at an instant, every term computed at that instant. */
export function siderealAscendant(ms: number, latitude: number, longitude: number): number {
  const jdUt = jdFromMillis(ms);
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86400;
  const nut = nutation(jdTt);
  const obliquity = meanObliquity(jdTt) + nut.deps;
  const gast = greenwichApparentSiderealTime(jdUt, jdTt, nut.dpsi, obliquity);
  return normalizeDegrees(ascendantAndMc(gast + longitude, latitude, obliquity).ascendant - (lahiriAyanamsaMean(jdTt) + nut.dpsi / DEG));
}

/**
 * Whether Jupiter or Venus is asta at an instant, seen from `latitude`: within 30° of the Sun and
 * either a retrograde Venus within 8° of longitude, or the Sun less than the graha's arcus visionis
 * (Venus 5.7°, Jupiter 8.1°) below the horizon at the moment the graha rises (west of the Sun) or
 * sets (east of it), positions held at the instant. The moment is found by halving the hour angle.
 */
export function astaAt(ms: number, latitude = NEW_DELHI.latitude): 'Jupiter' | 'Venus' | null {
  const jdUt = jdFromMillis(ms);
  const jdTt = jdUt + deltaTSeconds(jdUt) / 86400;
  const p = precessionMatrix(jdTt);
  const eps = meanObliquity(jdTt);
  const phi = latitude * DEG;
  const radec = (lon: number, lat: number) => {
    const [l, b] = [lon * DEG, lat * DEG];
    const [x, y, z] = [Math.cos(b) * Math.cos(l), Math.cos(b) * Math.sin(l), Math.sin(b)];
    return { ra: Math.atan2(y * Math.cos(eps) - z * Math.sin(eps), x), dec: Math.asin(y * Math.sin(eps) + z * Math.cos(eps)) };
  };
  const altitude = (dec: number, hourAngle: number) => Math.asin(Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(hourAngle));
  const sunPos = computeBodyPosition('Sun', jdTt, p);
  const sun = radec(sunPos.lon, 0);
  for (const graha of ['Jupiter', 'Venus'] as const) {
    const body = computeBodyPosition(graha, jdTt, p);
    const elongation = ((body.lon - sunPos.lon + 540) % 360) - 180;
    if (Math.abs(elongation) > 30) continue;
    if (graha === 'Venus' && body.speed < 0) { if (Math.abs(elongation) <= 8) return graha; continue; }
    const g = radec(body.lon, body.lat);
    // Rising: the hour angle runs from -180° (below) to 0° (above); setting: from 0° to 180°.
    const rising = elongation < 0;
    let below = rising ? -Math.PI : Math.PI, above = 0;
    if (altitude(g.dec, above) <= 0) return graha; // never rises here
    if (altitude(g.dec, below) > 0) continue; // never sets: always seen at night
    for (let i = 0; i < 60; i++) { const m = (below + above) / 2; if (altitude(g.dec, m) > 0) above = m; else below = m; }
    const depression = -altitude(sun.dec, (below + above) / 2 + g.ra - sun.ra) / DEG;
    if (depression < (graha === 'Venus' ? 5.7 : 8.1)) return graha;
  }
  return null;
}

/** Chaturmas by its definition: Ashadha Shukla Ekadashi (Devshayani) to Kartika Shukla Ekadashi (Devutthana). */
export function chaturmasAt(month: Pick<AmantaMonth, 'name' | 'adhika'>, tithi: number): boolean {
  switch (month.name) {
    case 'Ashadha': return !month.adhika && tithi >= 11;
    case 'Shravana': case 'Bhadrapada': case 'Ashwin': return true;
    case 'Kartika': return month.adhika || tithi <= 11;
    default: return false;
  }
}

export interface Birth { moonNakshatra: number; moonSign: number }

export const dateAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Sunrise (ms) of a civil date at the place (UTC+05:30). */
export function sunriseMs(date: string, place = NEW_DELHI): number {
  const midnight = jdFromMillis(Date.parse(`${date}T00:00:00Z`) - place.utcOffsetMinutesOn(date) * 60_000);
  const jd = findRiseOrSet('Sun', 'rise', place, midnight, midnight + 1)!;
  return (jd - 2440587.5) * 86_400_000;
}

/**
 * The first rule that fails at instant `ms` of the Hindu day of `date` (sunrise to next sunrise), or
 * null when every rule holds. `month` lets a caller pass the amanta month it already has.
 */
export function failingRule(activity: Activity, date: string, ms: number, birth?: Birth, month?: AmantaMonth, place = NEW_DELHI): string | null {
  const rules = ACTIVITY_RULES[activity];
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (!rules.weekdays.includes(weekday)) return 'weekday';
  const s = sunMoonAt(jdFromMillis(ms));
  if (rules.barredSunSigns.includes(Math.floor(s.sun / 30))) return 'kharmas';
  const m = month ?? amantaMonthAt(jdFromMillis(ms));
  if (rules.noAdhikaMonth && m.adhika) return 'adhika month';
  if (rules.lunarMonths && !rules.lunarMonths.includes(m.name)) return 'lunar month';
  const tithi = partIndex(TITHI, s);
  if (rules.noChaturmas && chaturmasAt(m, tithi)) return 'chaturmas';
  if (rules.noAsta && astaAt(ms, place.latitude)) return 'asta';
  // Shukra bala: Venus seen again, but asta three days before (every span of asta is longer than that).
  if (rules.noAsta && astaAt(ms - 3 * 86_400_000, place.latitude) === 'Venus') return 'bala';
  if ([4, 9, 14, 19, 24, 29, 30].includes(tithi) || !rules.tithis.includes(tithi)) return 'tithi';
  const nakshatra = partIndex(NAKSHATRA, s);
  if (!rules.nakshatras.includes(nakshatra)) return 'nakshatra';
  // Bhadra bars only while it dwells on earth: the Moon in Karka, Simha, Kumbha or Meena.
  if (karanaName(partIndex(KARANA, s)) === 'Vishti' && [3, 4, 10, 11].includes(Math.floor(s.moon / 30))) return 'bhadra';
  if (birth) {
    const count = ((nakshatra - birth.moonNakshatra + 27) % 27) + 1;
    if ([3, 5, 7].includes(count % 9)) return 'tarabalam';
    const house = ((Math.floor(s.moon / 30) - birth.moonSign + 12) % 12) + 1;
    if (![1, 3, 6, 7, 10, 11].includes(house)) return 'chandrabalam';
  }
  const lagna = Math.floor(siderealAscendant(ms, place.latitude, place.longitude) / 30);
  if (!rules.lagnas.includes(lagna)) return 'lagna';
  return null;
}
