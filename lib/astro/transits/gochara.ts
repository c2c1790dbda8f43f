// Gochara: transiting grahas counted from the natal Moon (the classical reference for transits) and from the
// Lagna. Favourable houses from the Moon: Phaladeepika ch. 26 (Gochara phala). Vedha (obstruction) is not
// applied: the result says only whether the house is one the text names as favourable.

import { computeTransits } from '../chart';
import { grahaRecord, GRAHAS, houseFrom, type Graha, type Sign } from '../zodiac';

/** Houses from the natal Moon in which each graha's transit is favourable (Phaladeepika ch. 26). */
export const FAVOURABLE_FROM_MOON: Readonly<Record<Graha, readonly number[]>> = {
  Sun: [3, 6, 10, 11],
  Moon: [1, 3, 6, 7, 10, 11],
  Mars: [3, 6, 11],
  Mercury: [2, 4, 6, 8, 10, 11],
  Jupiter: [2, 5, 7, 9, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  Saturn: [3, 6, 11],
  Rahu: [3, 6, 11],
  Ketu: [3, 6, 11],
};

export const GOCHARA_SOURCE = 'Phaladeepika, ch. 26';

export interface GrahaTransit {
  graha: Graha;
  longitude: number;
  sign: Sign;
  retrograde: boolean;
  /** Whole-sign house counted from the natal Moon's sign (1..12). */
  houseFromMoon: number;
  /** Whole-sign house counted from the natal Lagna's sign (1..12). */
  houseFromLagna: number;
  /** The house from the Moon is one Phaladeepika ch. 26 names as favourable for this graha. */
  favourable: boolean;
}

/** Saturn's named transits from the Moon: Sade Sati (12th, 1st, 2nd), Kantaka or Ardhashtama (4th), Ashtama (8th). */
export type SaturnPhase = 'sade-sati-rising' | 'sade-sati-peak' | 'sade-sati-setting' | 'ardhashtama' | 'ashtama' | null;

export interface TransitsAgainst {
  at: string;
  grahas: Record<Graha, GrahaTransit>;
  saturn: SaturnPhase;
  /** Jupiter in a favourable house from the Moon (2, 5, 7, 9, 11). */
  jupiterFavourable: boolean;
  source: string;
}

export interface NatalReference {
  ascendant: { signIndex: number };
  planets: Readonly<Record<'Moon', { signIndex: number }>>;
}

const SATURN_PHASES: Partial<Record<number, SaturnPhase>> = { 12: 'sade-sati-rising', 1: 'sade-sati-peak', 2: 'sade-sati-setting', 4: 'ardhashtama', 8: 'ashtama' };

// The sky at an instant is the same for every chart read at it: the last one is kept (a server answering many
// kundlis at one "now", the benchmark, a refresh of stored charts), with the instant written as ISO 8601.
let lastSky: { ms: number; sky: ReturnType<typeof computeTransits>; iso: string } | undefined;
function skyAt(at: Date): NonNullable<typeof lastSky> {
  const ms = at.getTime();
  if (lastSky?.ms !== ms) lastSky = { ms, sky: computeTransits(at), iso: at.toISOString() };
  return lastSky;
}

/** Today's (or any instant's) transits against a natal chart's Moon and Lagna. */
export function transitsAgainst(natal: NatalReference, at: Date): TransitsAgainst {
  const { sky, iso } = skyAt(at);
  const moon = natal.planets.Moon.signIndex;
  const lagna = natal.ascendant.signIndex;
  const grahas = grahaRecord(
    GRAHAS.map((g): GrahaTransit => {
      const t = sky[g];
      const signIndex = Math.floor(t.longitude / 30) % 12;
      const fromMoon = houseFrom(moon, signIndex);
      return { graha: g, longitude: t.longitude, sign: t.sign, retrograde: t.retrograde, houseFromMoon: fromMoon, houseFromLagna: houseFrom(lagna, signIndex), favourable: FAVOURABLE_FROM_MOON[g].includes(fromMoon) };
    }),
  );
  return {
    at: iso,
    grahas,
    saturn: SATURN_PHASES[grahas.Saturn.houseFromMoon] ?? null,
    jupiterFavourable: grahas.Jupiter.favourable,
    source: GOCHARA_SOURCE,
  };
}
