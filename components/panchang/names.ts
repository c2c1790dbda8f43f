// The panchang's engine words (tithi, nakshatra, yoga, karana, weekday, sign, choghadiya) in a
// page's language: English as the engine computes them, Hindi through lib/astro/hindi.ts.

import type { DisplayLanguage } from '@/lib/astro/format';
import { hindiName, type HindiNameKind } from '@/lib/astro/hindi';

type PanchangWordKind = Extract<HindiNameKind, 'tithi' | 'paksha' | 'nakshatra' | 'panchangYoga' | 'karana' | 'weekday' | 'sign' | 'choghadiya' | 'lunarMonth' | 'samvatsara' | 'ritu' | 'ayana' | 'graha'>;

/** A panchang word as a page in `lang` shows it: "Rohini" / "रोहिणी". */
export function panchangWord(kind: PanchangWordKind, english: string, lang: DisplayLanguage): string {
  return lang === 'hi' ? hindiName(kind, english as never) : english;
}

/** A lunar month of the day: "Adhika Shravana" / "अधिक श्रावण". */
export function lunarMonthText(month: { name: string; adhika: boolean }, lang: DisplayLanguage): string {
  const name = panchangWord('lunarMonth', month.name, lang);
  return month.adhika ? (lang === 'hi' ? `अधिक ${name}` : `Adhika ${name}`) : name;
}

/** A tithi with its paksha: "Shukla Ekadashi" / "शुक्ल एकादशी". */
export function tithiText(tithi: { paksha?: string; name: string }, lang: DisplayLanguage): string {
  const name = panchangWord('tithi', tithi.name, lang);
  return tithi.paksha ? `${panchangWord('paksha', tithi.paksha, lang)} ${name}` : name;
}
