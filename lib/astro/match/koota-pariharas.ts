// Exceptions (parihara) to Nadi dosha and Bhakoot dosha. The points of the Ashtakoota stay as pinned in
// lib/astro/ashtakoota.ts (0 for the dosha); these rules only say, by name, when tradition eases the dosha.
//
// Source followed: Muhurta Chintamani of Daivajna Rama, ch. 6 (Vivaha prakarana), as its verses on Nadi and
// Bhakoot (Rashi-kuta) are commonly quoted in Indian matching practice; the same exceptions are in B. V. Raman,
// Muhurtha (Electional Astrology), chapter on marriage.

import { BHAKOOT_DOSHA_COUNTS, NAKSHATRA_KOOTA_ATTRIBUTES } from '../ashtakoota';
import { isSevenGraha, naturalRelation } from '../dignity';
import type { DisplayLanguage } from '../format';
import { SIGN_LORDS, zodiacPosition, type Graha, type ZodiacPosition } from '../zodiac';

export type NadiPariharaKey = 'nadi-same-rashi-different-nakshatra' | 'nadi-same-nakshatra-different-rashi' | 'nadi-same-nakshatra-different-pada';
export type BhakootPariharaKey = 'bhakoot-same-lord' | 'bhakoot-lords-friends';

export interface Parihara<K extends string = string> {
  key: K;
  name: string;
  rule: string;
  source: string;
}

export interface DoshaExceptions {
  nadi: { dosha: boolean; exceptions: Parihara<NadiPariharaKey>[] };
  bhakoot: { dosha: boolean; exceptions: Parihara<BhakootPariharaKey>[] };
}

type PariharaKey = NadiPariharaKey | BhakootPariharaKey;

/** Each exception's name and rule, and the source they follow, in each language. */
const WORDS: Readonly<Record<DisplayLanguage, { source: string; rules: Readonly<Record<PariharaKey, { name: string; rule: string }>> }>> = {
  en: {
    source: 'Muhurta Chintamani, ch. 6 (Vivaha prakarana); B. V. Raman, Muhurtha, chapter on marriage',
    rules: {
      'nadi-same-rashi-different-nakshatra': { name: 'Same Moon sign, different nakshatras', rule: 'Both Moons are in the same sign but in different nakshatras' },
      // Possible only for the nine nakshatras that straddle two signs (Krittika, Mrigashira, Punarvasu, …).
      'nadi-same-nakshatra-different-rashi': { name: 'Same nakshatra, different Moon signs', rule: 'Both Moons are in the same nakshatra, which spans two signs, and in different signs' },
      'nadi-same-nakshatra-different-pada': { name: 'Same nakshatra, different padas', rule: 'Both Moons are in the same nakshatra but in different padas (quarters)' },
      'bhakoot-same-lord': { name: 'Moon signs ruled by the same planet', rule: 'The two Moon signs have the same lord (e.g. Aries and Scorpio, both ruled by Mars)' },
      'bhakoot-lords-friends': { name: 'Moon-sign lords are friends', rule: 'The lords of the two Moon signs are natural friends of each other (Brihat Parashara Hora Shastra, ch. 3)' },
    },
  },
  hi: {
    source: 'मुहूर्त चिंतामणि (दैवज्ञ राम), अध्याय 6 (विवाह प्रकरण); बी. वी. रमन, मुहूर्त, विवाह का अध्याय',
    rules: {
      'nadi-same-rashi-different-nakshatra': { name: 'चंद्र राशि एक, नक्षत्र अलग', rule: 'दोनों का चंद्रमा एक ही राशि में है, पर नक्षत्र अलग-अलग हैं' },
      'nadi-same-nakshatra-different-rashi': { name: 'नक्षत्र एक, चंद्र राशि अलग', rule: 'दोनों का चंद्रमा एक ही नक्षत्र में है, जो दो राशियों में फैला है, पर दोनों की राशियाँ अलग-अलग हैं' },
      'nadi-same-nakshatra-different-pada': { name: 'नक्षत्र एक, चरण अलग', rule: 'दोनों का चंद्रमा एक ही नक्षत्र में है, पर अलग-अलग चरणों (पादों) में' },
      'bhakoot-same-lord': { name: 'दोनों चंद्र राशियों का स्वामी एक', rule: 'दोनों चंद्र राशियों का स्वामी एक ही ग्रह है (जैसे मेष और वृश्चिक, दोनों का स्वामी मंगल)' },
      'bhakoot-lords-friends': { name: 'चंद्र राशियों के स्वामी आपस में मित्र', rule: 'दोनों चंद्र राशियों के स्वामी एक-दूसरे के नैसर्गिक मित्र हैं (बृहत् पाराशर होरा शास्त्र, अध्याय 3)' },
    },
  },
};

/** Inclusive count from one index to another on a circle of n (1 = the same place). */
export const countFrom = (from: number, to: number, n: number): number => ((to - from + n) % n) + 1;

interface Moon {
  pos: ZodiacPosition;
  lord: Graha;
}
const moonOf = (longitude: number): Moon => {
  const pos = zodiacPosition(longitude);
  return { pos, lord: SIGN_LORDS[pos.signIndex]! };
};

interface Rule<K extends PariharaKey> {
  key: K;
  applies: (b: Moon, g: Moon) => boolean;
}

const NADI_RULES: readonly Rule<NadiPariharaKey>[] = [
  { key: 'nadi-same-rashi-different-nakshatra', applies: (b, g) => b.pos.signIndex === g.pos.signIndex && b.pos.nakshatraIndex !== g.pos.nakshatraIndex },
  { key: 'nadi-same-nakshatra-different-rashi', applies: (b, g) => b.pos.nakshatraIndex === g.pos.nakshatraIndex && b.pos.signIndex !== g.pos.signIndex },
  { key: 'nadi-same-nakshatra-different-pada', applies: (b, g) => b.pos.nakshatraIndex === g.pos.nakshatraIndex && b.pos.pada !== g.pos.pada },
];

/** Both lords regard each other as natural friends (BPHS ch. 3 relations, lib/astro/dignity). */
function mutualFriends(a: Graha, b: Graha): boolean {
  if (!isSevenGraha(a) || !isSevenGraha(b)) return false;
  return a !== b && naturalRelation(a, b) === 'friend' && naturalRelation(b, a) === 'friend';
}

const BHAKOOT_RULES: readonly Rule<BhakootPariharaKey>[] = [
  { key: 'bhakoot-same-lord', applies: (b, g) => b.lord === g.lord },
  { key: 'bhakoot-lords-friends', applies: (b, g) => mutualFriends(b.lord, g.lord) },
];

/** Nadi and Bhakoot dosha of the two Moons and each exception that applies (none when there is no dosha), worded in `lang`. */
export function doshaExceptions(boyMoonLongitude: number, girlMoonLongitude: number, lang: DisplayLanguage = 'en'): DoshaExceptions {
  const b = moonOf(boyMoonLongitude);
  const g = moonOf(girlMoonLongitude);
  const nadiOf = (m: Moon) => NAKSHATRA_KOOTA_ATTRIBUTES[m.pos.nakshatraIndex - 1]!.nadi;
  const nadiDosha = nadiOf(b) === nadiOf(g);
  const fromGirl = countFrom(g.pos.signIndex, b.pos.signIndex, 12);
  const fromBoy = countFrom(b.pos.signIndex, g.pos.signIndex, 12);
  const bhakootDosha = BHAKOOT_DOSHA_COUNTS.some(([x, y]) => (x === fromGirl && y === fromBoy) || (y === fromGirl && x === fromBoy));
  const words = WORDS[lang];
  const worded = <K extends PariharaKey>({ key }: Rule<K>): Parihara<K> => ({ key, ...words.rules[key], source: words.source });
  return {
    nadi: { dosha: nadiDosha, exceptions: nadiDosha ? NADI_RULES.filter((r) => r.applies(b, g)).map(worded) : [] },
    bhakoot: { dosha: bhakootDosha, exceptions: bhakootDosha ? BHAKOOT_RULES.filter((r) => r.applies(b, g)).map(worded) : [] },
  };
}
