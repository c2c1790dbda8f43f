// Dignity of each graha in the rasi chart: its sign dignity (BPHS ch. 3), combustion, retrogression and
// planetary war. Natural (naisargika) friendship is used, not the compound (panchadha) one: the compound
// relation depends on the chart's temporary friendships and is a strength measure, not the sign dignity a
// reading names.

import { computeBodyPosition } from '../ephemeris';
import { grahaRecord, GRAHAS, normalizeDegrees, SIGN_LORDS, type Graha } from '../zodiac';
import { COMBUSTION_ORB, debilitationSign, EXALTATION, isSevenGraha, MOOLATRIKONA, naturalRelation, type SevenGraha } from './tables';

export type SignDignity = 'exalted' | 'moolatrikona' | 'own' | 'friend' | 'neutral' | 'enemy' | 'debilitated';

/** Sign dignity of a graha at a sidereal longitude; null for Rahu and Ketu (BPHS ch. 3 gives them no friendships). */
export function signDignity(graha: Graha, longitude: number): SignDignity | null {
  if (!isSevenGraha(graha)) return null;
  const lon = normalizeDegrees(longitude);
  const sign = Math.floor(lon / 30);
  const deg = lon - sign * 30;
  const mt = MOOLATRIKONA[graha];
  const ex = EXALTATION[graha];
  if (sign === mt.sign && deg >= mt.from && deg < mt.to) return 'moolatrikona';
  if (sign === ex.sign) {
    // Where the exaltation sign is also the moolatrikona sign (Moon in Taurus, Mercury in Virgo), BPHS ch. 3
    // splits it: exalted before the moolatrikona range, own sign after it.
    if (sign !== mt.sign || deg < mt.from) return 'exalted';
    return 'own';
  }
  if (sign === debilitationSign(graha)) return 'debilitated';
  const lord = SIGN_LORDS[sign]! as SevenGraha;
  if (lord === graha) return 'own';
  return naturalRelation(graha, lord);
}

/** Angular distance 0..180 between two longitudes. */
export function separation(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? 360 - d : d;
}

/** Combust: within the graha's orb of the Sun (tables.ts, COMBUSTION_ORB). The Sun and the nodes never are. */
export function isCombust(graha: Graha, longitude: number, sunLongitude: number, retrograde: boolean): boolean {
  if (!isSevenGraha(graha) || graha === 'Sun') return false;
  const orb = COMBUSTION_ORB[graha];
  return separation(longitude, sunLongitude) <= (retrograde ? orb.retrograde : orb.direct);
}

/** The five star-planets that can fight a planetary war (the Sun and Moon do not; Surya Siddhanta ch. 7). */
export const WAR_GRAHAS = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const satisfies readonly Graha[];
type WarGraha = (typeof WAR_GRAHAS)[number];

export interface PlanetaryWar {
  winner: WarGraha;
  loser: WarGraha;
  /** Separation in longitude, degrees (< 1). */
  separation: number;
}

/**
 * Graha yuddha: two of Mars..Saturn within 1° of longitude. The winner is the planet further north in ecliptic
 * latitude (Surya Siddhanta ch. 7, v. 18-23: the northern one is the victor); equal latitudes go to the one
 * with the greater longitude, which has "passed" the other. The latitudes may be given as a function: they are
 * then computed only when two planets are within 1°, which few charts have.
 */
export function planetaryWars(longitudes: Readonly<Record<WarGraha, number>>, latitudesOrLater: Readonly<Record<WarGraha, number>> | (() => Readonly<Record<WarGraha, number>>)): PlanetaryWar[] {
  const wars: PlanetaryWar[] = [];
  let latitudes = typeof latitudesOrLater === 'function' ? null : latitudesOrLater;
  for (let i = 0; i < WAR_GRAHAS.length; i++) {
    for (let j = i + 1; j < WAR_GRAHAS.length; j++) {
      const a = WAR_GRAHAS[i]!;
      const b = WAR_GRAHAS[j]!;
      const sep = separation(longitudes[a], longitudes[b]);
      if (sep >= 1) continue;
      latitudes ??= (latitudesOrLater as () => Readonly<Record<WarGraha, number>>)();
      const aWins = latitudes[a] !== latitudes[b] ? latitudes[a] > latitudes[b] : normalizeDegrees(longitudes[a] - longitudes[b]) < 180;
      wars.push({ winner: aWins ? a : b, loser: aWins ? b : a, separation: sep });
    }
  }
  return wars;
}

/** Ecliptic latitudes (degrees) of Mars..Saturn at a TT Julian day, for planetaryWars. */
export function warLatitudes(jdTt: number): Record<WarGraha, number> {
  const out = {} as Record<WarGraha, number>;
  for (const g of WAR_GRAHAS) out[g] = computeBodyPosition(g, jdTt).lat;
  return out;
}

export interface GrahaDignity {
  graha: Graha;
  /** Null for Rahu and Ketu. */
  dignity: SignDignity | null;
  signLord: Graha;
  combust: boolean;
  retrograde: boolean;
  /** The planetary war this graha is in, if any. */
  war: { against: Graha; won: boolean } | null;
}

/** The chart data dignities need: each graha's sidereal longitude and speed, and the birth instant (TT). */
export interface DignityInput {
  julianDayTt: number;
  planets: Readonly<Record<Graha, { longitude: number; signIndex: number; retrograde: boolean }>>;
}

/** Dignity, combustion, retrogression and planetary war of each of the nine grahas. */
export function computeDignities(chart: DignityInput): Record<Graha, GrahaDignity> {
  const lon = {} as Record<WarGraha, number>;
  for (const g of WAR_GRAHAS) lon[g] = chart.planets[g].longitude;
  // The five latitudes cost five ephemeris evaluations; they are needed only when a war is possible.
  const wars = planetaryWars(lon, () => warLatitudes(chart.julianDayTt));
  const sun = chart.planets.Sun.longitude;
  return grahaRecord(
    GRAHAS.map((g): GrahaDignity => {
      const p = chart.planets[g];
      const war = wars.length ? wars.find((w) => w.winner === g || w.loser === g) : undefined;
      return {
        graha: g,
        dignity: signDignity(g, p.longitude),
        signLord: SIGN_LORDS[p.signIndex]!,
        combust: isCombust(g, p.longitude, sun, p.retrograde),
        retrograde: p.retrograde,
        war: war ? { against: war.winner === g ? war.loser : war.winner, won: war.winner === g } : null,
      };
    }),
  );
}
