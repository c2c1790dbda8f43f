// Navamsa (D9): each sign is divided into nine parts of 3°20′. Counting starts from the sign itself for
// movable signs, from the 9th for fixed signs and from the 5th for dual signs, which is the same as
// taking the 3°20′ part index of the whole circle modulo 12.

import { normalizeDegrees, SIGNS, type Sign } from './zodiac';

// Local aliases: a global `Math` lookup per call is slow in hot loops (notably inside VM sandboxes).
const { floor, min } = Math;

const NAVAMSA_SPAN = 10 / 3;

/** Navamsa sign index (0 = Aries) of a sidereal longitude. */
export function navamsaSignIndex(longitude: number): number {
  return min(107, floor(normalizeDegrees(longitude) / NAVAMSA_SPAN)) % 12;
}

/** Navamsa sign of a sidereal longitude. */
export function navamsaSign(longitude: number): Sign {
  return SIGNS[navamsaSignIndex(longitude)]!;
}
