// The words of the kundli result page, defined once for all its sections.

import { formatPeriodSpan } from '@/lib/astro/format';
import type { SignDignity } from '@/lib/astro/dignity';
import type { SaturnPhase } from '@/lib/astro/transits';

/** The page's sections in order: the anchor of each heading and its title (the in-page index lists them). */
export const KUNDLI_SECTIONS = [
  { id: 'summary', title: 'Summary' },
  { id: 'charts', title: 'Charts' },
  { id: 'planets', title: 'Planets' },
  { id: 'dashas', title: 'Dashas' },
  { id: 'doshas', title: 'Doshas' },
  { id: 'yogas', title: 'Yogas' },
  { id: 'ashtakavarga', title: 'Ashtakavarga' },
  { id: 'transits', title: 'Transits' },
  { id: 'reading', title: 'Reading' },
] as const;
export type KundliSectionId = (typeof KUNDLI_SECTIONS)[number]['id'];

export const sectionTitle = (id: KundliSectionId): string => KUNDLI_SECTIONS.find((s) => s.id === id)!.title;

/** A planet's dignity by sign in words (BPHS ch. 3). */
export const DIGNITY_NAMES: Readonly<Record<SignDignity, string>> = {
  exalted: 'Exalted',
  moolatrikona: 'Moolatrikona',
  own: 'Own sign',
  friend: 'Friend’s sign',
  neutral: 'Neutral sign',
  enemy: 'Enemy’s sign',
  debilitated: 'Debilitated',
};

export const SADE_SATI_PHASE_NAMES = { rising: 'Rising (12th from the Moon)', peak: 'Peak (over the Moon)', setting: 'Setting (2nd from the Moon)' } as const;

export const PERIOD_RELATION_NAMES = { past: 'Last', current: 'Current', next: 'Next' } as const;

/** Saturn's named transit from the natal Moon, in words. */
export const SATURN_PHASE_NAMES: Readonly<Record<Exclude<SaturnPhase, null>, string>> = {
  'sade-sati-rising': 'Sade Sati, rising phase (12th from the Moon)',
  'sade-sati-peak': 'Sade Sati, peak phase (over the Moon)',
  'sade-sati-setting': 'Sade Sati, setting phase (2nd from the Moon)',
  ardhashtama: 'Ardhashtama (4th from the Moon)',
  ashtama: 'Ashtama (8th from the Moon)',
};

export const yesNo = (b: boolean): string => (b ? 'Yes' : 'No');

/** A period's dates as the page writes them (and the PDF): "3 Feb 2026 – 21 Jun 2026" (Indian time). */
export const dateSpan = (p: { start: string; end: string }): string => formatPeriodSpan(p);

/** 3 → "3rd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
