// Small helpers for the Hindi reading's sentences: the houses' ordinals in their two forms, lists, dates, the
// Hindi names of grahas, signs and nakshatras, and the positions a paragraph rests on.

import type { Instant } from '../dasha';
import { instantMillis } from '../dasha';
import { formatLongDate, HOUSE_ORDINALS_HI } from '../format';
import { GRAHA_NAMES_HI, NAKSHATRA_NAMES_HI, SIGN_NAMES_HI } from '../hindi';
import type { Graha, Nakshatra, Sign } from '../zodiac';
import type { GrahaFacts } from './facts';

/** "सातवें": a house's ordinal before a postposition ("सातवें भाव में"). */
export const houseObl = (n: number): string => HOUSE_ORDINALS_HI[n - 1] ?? String(n);

const NOMINATIVE = ['पहला', 'दूसरा', 'तीसरा', 'चौथा', 'पाँचवाँ', 'छठा', 'सातवाँ', 'आठवाँ', 'नौवाँ', 'दसवाँ', 'ग्यारहवाँ', 'बारहवाँ'] as const;

/** "सातवाँ": a house's ordinal as the subject ("सातवाँ भाव"). */
export const houseNom = (n: number): string => NOMINATIVE[n - 1] ?? String(n);

/** "क, ख और ग". */
export function listHi(items: readonly string[], conjunction = 'और'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

export const graha = (g: Graha): string => GRAHA_NAMES_HI[g];
export const grahas = (gs: readonly Graha[]): string => listHi(gs.map(graha));
export const sign = (s: Sign | string): string => SIGN_NAMES_HI[s as Sign] ?? s;
export const nakshatra = (n: Nakshatra): string => NAKSHATRA_NAMES_HI[n];

/** "26 नवंबर 2026": the date in India of an instant (ISO string or epoch milliseconds). */
export const dateHi = (t: Instant): string => formatLongDate(instantMillis(t), 'hi');

/** A position as a basis lists it: "मंगल मेष में, सातवाँ भाव". */
export function positionHi(g: Graha, s: Sign | string, house?: number): string {
  return house === undefined ? `${graha(g)} ${sign(s)} में` : `${graha(g)} ${sign(s)} में, ${houseNom(house)} भाव`;
}

export const labelHi = (f: GrahaFacts): string => positionHi(f.graha, f.sign, f.house);
export const lagnaHi = (s: Sign): string => `लग्न ${sign(s)}`;
