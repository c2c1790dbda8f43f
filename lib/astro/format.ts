// Display helpers for chart values. Pure.

import type { Manglik } from './manglik';
import type { Graha } from './zodiac';

/** 12.5825 → "12°34′57″" (rounded to the second, carrying into minutes and degrees). */
export function formatDms(degrees: number): string {
  const totalSeconds = Math.round(Math.abs(degrees) * 3600);
  const d = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${degrees < 0 ? '-' : ''}${d}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}

export const GRAHA_ABBREVIATIONS: Readonly<Record<Graha, string>> = {
  Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke',
};

/** 2.2575 → "2 years, 3 months, 2 days" (months are twelfths of a 365.25-day year, the dasha convention). */
export function formatYearSpan(years: number): string {
  const y = Math.floor(years + 1e-9);
  const months = (years - y) * 12;
  const m = Math.floor(months + 1e-9);
  const d = Math.round((months - m) * (365.25 / 12));
  const parts = [
    [y, 'year'],
    [m, 'month'],
    [d, 'day'],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return parts.length ? parts.join(', ') : 'less than a day';
}

// Made on first use: the tool pages import this module, and a first Intl.DateTimeFormat with a
// time zone costs a browser about 30 ms (its ICU data) that a page should not pay while it starts.
let dashaDate: Intl.DateTimeFormat | undefined;

/** A dasha boundary as the result page and the PDF show it: "4 Jun 1966" (Indian time). */
export function formatDashaDate(iso: string): string {
  dashaDate ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  return dashaDate.format(new Date(iso));
}

/** The Manglik verdict in plain words, with the houses it rests on. */
export function describeManglik(manglik: Manglik): string {
  const verdict = manglik.isManglik
    ? `Mars is in house ${manglik.marsHouseFromLagna} from the Lagna, so the chart is Manglik by the usual rule (houses 1, 2, 4, 7, 8 or 12).`
    : `Mars is in house ${manglik.marsHouseFromLagna} from the Lagna, so the chart is not Manglik by the usual rule.`;
  return `${verdict} From the Moon: house ${manglik.marsHouseFromMoon}; from Venus: house ${manglik.marsHouseFromVenus}. Many astrologers also weigh cancelling factors before drawing conclusions.`;
}
