import { DEFAULT_TIMEZONE } from '@/lib/places/timezone';
import type { MatchResult } from './astrology';

// The free tools' constants and wording, without the request schemas of astrology.ts: the forms
// and result pages use these when they load, and fetch the schemas only to check a submission.

// Without a timezone the server takes the birth place's (lib/places/timezone.ts, birthUtcOffset).
export { DEFAULT_TIMEZONE };
export const DEFAULT_LATITUDE = 28.61;
export const DEFAULT_LONGITUDE = 77.23;
/** The ephemeris and the reference data cover these years comfortably. */
export const MIN_YEAR = 1800;
export const MAX_YEAR = 2299;
/** The same range as date-input bounds. */
export const MIN_DATE = `${MIN_YEAR}-01-01`;
export const MAX_DATE = `${MAX_YEAR}-12-31`;

export type MatchRole = 'Boy' | 'Girl';

/** A person's name as the match result shows it ("Boy" or "Girl" when left empty). */
export function personLabel(person: { name: string }, fallback: MatchRole): string {
  return person.name || fallback;
}

/** Both Manglik statuses in one plain sentence, for the result page and the PDF. */
export function manglikMatchNote(result: Pick<MatchResult, 'boy' | 'girl' | 'manglik'>): string {
  const status = (name: string, manglik: boolean) => `${name} is ${manglik ? '' : 'not '}Manglik`;
  const advice = result.manglik.boy === result.manglik.girl ? 'Traditionally, matching Manglik status is considered balanced.' : 'Traditionally, a mismatch is discussed with an astrologer.';
  return `Manglik: ${status(personLabel(result.boy, 'Boy'), result.manglik.boy)}; ${status(personLabel(result.girl, 'Girl'), result.manglik.girl)} (Mars counted from the Lagna). ${advice}`;
}
