// The engine's words on the kundli and match pages, in the page's language: English as the engine
// names them, Hindi from lib/astro/hindi.ts. The pages' own sentences are in the Kundli, KundliChart
// and Match catalogues; this module only names what the engine computed.

import { formatDashaDate, formatPeriodSpan, HOUSE_ORDINALS_HI, SIGN_ORDINALS_HI, type DisplayLanguage } from '@/lib/astro/format';
import type { SignDignity } from '@/lib/astro/dignity';
import { hindiName, type HindiNameKind } from '@/lib/astro/hindi';
import type { Locale } from '@/lib/i18n/locales';

/** The page's sections in order: the anchor of each heading (its title is in the Kundli catalogue's `sections`). */
export const KUNDLI_SECTIONS = ['summary', 'charts', 'planets', 'dashas', 'doshas', 'yogas', 'ashtakavarga', 'transits', 'reading'] as const;
export type KundliSectionId = (typeof KUNDLI_SECTIONS)[number];

/** A planet's dignity by sign in words (BPHS ch. 3). */
const DIGNITY_NAMES: Readonly<Record<SignDignity, string>> = {
  exalted: 'Exalted',
  moolatrikona: 'Moolatrikona',
  own: 'Own sign',
  friend: 'Friend’s sign',
  neutral: 'Neutral sign',
  enemy: 'Enemy’s sign',
  debilitated: 'Debilitated',
};

/** 3 → "3rd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The engine's words in a language: `words('hi').graha('Jupiter')` → "गुरु", `words('en').graha('Jupiter')` → "Jupiter".
 * Names a user typed never pass through here.
 */
export function astroWords(locale: Locale) {
  const lang: DisplayLanguage = locale;
  const hi = lang === 'hi';
  const name = (kind: HindiNameKind) => (english: string) => (hi ? hindiName(kind, english as never) : english);
  return {
    lang,
    sign: name('sign'),
    graha: name('graha'),
    nakshatra: name('nakshatra'),
    tithi: name('tithi'),
    paksha: name('paksha'),
    panchangYoga: name('panchangYoga'),
    karana: name('karana'),
    weekday: name('weekday'),
    yogini: name('yogini'),
    dignity: (d: SignDignity) => (hi ? hindiName('dignity', d) : DIGNITY_NAMES[d]),
    varga: name('varga'),
    kaalSarp: name('kaalSarp'),
    koota: name('koota'),
    /** A koota's value for one person (Brahmin, Deva, Horse, a graha …); a count stays as it is. */
    kootaValue: name('kootaValue'),
    /** A chart yoga's name by its rule's key; English keeps the engine's own name. */
    chartYoga: (key: string, english: string) => (hi ? hindiName('chartYoga', key) : english),
    /** "7th" / "सातवें" (before भाव): a house. */
    houseOrdinal: (n: number) => (hi ? HOUSE_ORDINALS_HI[n - 1]! : ordinal(n)),
    /** "7th" / "सातवीं" (before राशि): a sign counted from another. */
    signOrdinal: (n: number) => (hi ? SIGN_ORDINALS_HI[n - 1]! : ordinal(n)),
    /** A table cell's count: "7th" / "7". */
    countCell: (n: number) => (hi ? String(n) : ordinal(n)),
    /** A period's dates: "3 Feb 2026 – 21 Jun 2026" / "3 फ़रवरी 2026 – 21 जून 2026" (Indian time). */
    span: (p: { start: string; end: string }) => formatPeriodSpan(p, lang),
    date: (iso: string) => formatDashaDate(iso, lang),
  };
}

export type AstroWords = ReturnType<typeof astroWords>;
