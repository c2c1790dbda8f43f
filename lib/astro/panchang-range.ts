// The dates the panchang is offered for and how a civil date is written. Light on purpose: forms and
// request schemas use it without loading the ephemeris.

import { utcMillis } from './time';

/** The years the panchang is offered for. */
export const PANCHANG_YEARS = { from: 1900, to: 2100 } as const;

/** Why a date has no sunrise-to-sunrise panchang day: the Sun stays below, or above, the horizon. */
export type PolarDay = 'polar-night' | 'midnight-sun';

/** "2024-03-09" → [2024, 3, 9], or null when malformed or not a real date. */
export function parseCivilDate(date: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(utcMillis(y, mo, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() + 1 !== mo || check.getUTCDate() !== d) return null;
  return [y, mo, d];
}
