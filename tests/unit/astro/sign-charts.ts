// Charts for the Manglik and match tests: each graha placed by sign only.
import type { ManglikInput } from '@/lib/astro/doshas';
import { GRAHAS, type Graha } from '@/lib/astro/zodiac';

/** A chart with each graha in the middle of a sign (defaults: everything in Gemini, index 2). */
export function chart(ascendant: number, signs: Partial<Record<Graha, number>>): ManglikInput {
  const planets = Object.fromEntries(GRAHAS.map((g) => {
    const s = signs[g] ?? 2;
    return [g, { signIndex: s, longitude: s * 30 + 15, retrograde: g === 'Rahu' || g === 'Ketu' }];
  })) as ManglikInput['planets'];
  return { ascendant: { signIndex: ascendant }, planets };
}
