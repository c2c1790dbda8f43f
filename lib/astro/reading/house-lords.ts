// The placement of each house's lord (Brihat Parashara Hora Shastra, ch. 24: the effects of the lord of each
// house in each of the twelve houses). The text does not quote the 144 verses; it composes the two houses'
// areas with the classical reading of the house the lord occupies (angle, trine, dusthana, growth).

import type { Graha } from '../zodiac';
import { type ChartReadingFacts, type GrahaFacts } from './facts';
import { DIGNITY_MEANINGS, lordRelation, SOURCES, type LordRelation } from './meanings';
import { areasOf } from './planets';
import { choose, Name, name, ordinal } from './phrasing';
import type { ReadingInput, ReadingParagraph } from './types';

/** Each relation's sentence; `m` is the house the lord sits in. */
const RELATIONS: Readonly<Record<LordRelation, (m: number) => string>> = {
  own: () => 'A lord in its own house guards that house\'s matters, tradition says, and they tend to stay in your own hands.',
  dusthanas: () => 'The lord of a dusthana in another dusthana is the classical root of Viparita Raja yoga: the difficulties of one house tend to cancel those of the other.',
  support: (m) => `Tradition reads a lord in an angle or a trine as support, so these matters tend to prosper through ${areasOf(m)}.`,
  dusthana: () => 'In a dusthana the lord asks for patience: these matters may come with effort, service or distance, and they repay steady attention.',
  gains: () => 'In a house of resources and gains, tradition expects these matters to bring something tangible over time.',
  effort: () => 'In the 3rd, a house of effort, these matters move forward by your own initiative.',
};

/** A house lord paragraph's words in one language; which sentences it has is decided once (houseLordParagraphsIn). */
export interface HouseLordWords {
  /** The opening sentence's variants: the n-th house's lord and where it sits (house m). */
  first(n: number, lord: Graha, lf: GrahaFacts, m: number): string[];
  relations: Readonly<Record<LordRelation, (m: number) => string>>;
  /** With its leading space: the lord in its own, moolatrikona or exaltation sign, or debilitated. */
  strong(lord: Graha, d: 'exalted' | 'own' | 'moolatrikona'): string;
  debilitated(lord: Graha): string;
  positions(lf: GrahaFacts, facts: ChartReadingFacts): string[];
  source: string;
}

/** The twelve house lord paragraphs in the language of `w`. */
export function houseLordParagraphsIn(input: ReadingInput, facts: ChartReadingFacts, w: HouseLordWords): ReadingParagraph[] {
  const out: ReadingParagraph[] = [];
  for (let n = 1; n <= 12; n++) {
    const lord = facts.lord(n);
    const lf = facts.grahas[lord];
    const m = lf.house;
    const first = choose(`lord|${n}|${lord}|${m}`, w.first(n, lord, lf, m));
    const d = input.dignities[lord].dignity;
    const strength = d === 'exalted' || d === 'own' || d === 'moolatrikona' ? w.strong(lord, d) : d === 'debilitated' ? w.debilitated(lord) : '';
    out.push({
      key: `lord-${n}`,
      text: `${first} ${w.relations[lordRelation(n, m)](m)}${strength}`,
      basis: { positions: w.positions(lf, facts), source: w.source },
    });
  }
  return out;
}

const ENGLISH_WORDS: HouseLordWords = {
  first: (n, lord, lf, m) => [
    `The ${ordinal(n)} house (${areasOf(n)}) is ruled by ${name(lord)}, which sits in the ${ordinal(m)} house.`,
    `${Name(lord)}, lord of the ${ordinal(n)} house, is placed in ${lf.sign}, the ${ordinal(m)} house.`,
    `Matters of ${areasOf(n)} are governed by ${name(lord)}, found in the ${ordinal(m)} house${m === n ? '' : ` of ${areasOf(m)}`}.`,
  ],
  relations: RELATIONS,
  strong: (lord, d) => ` ${Name(lord)} is ${DIGNITY_MEANINGS[d].label}, which steadies these results.`,
  debilitated: (lord) => ` ${Name(lord)} is debilitated, so tradition advises a patient, deliberate approach here.`,
  positions: (lf, facts) => [lf.label, `Lagna in ${facts.lagnaSign}`],
  source: SOURCES.houseLords,
};

export const houseLordParagraphs = (input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] => houseLordParagraphsIn(input, facts, ENGLISH_WORDS);
