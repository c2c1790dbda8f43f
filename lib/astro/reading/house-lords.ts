// The placement of each house's lord (Brihat Parashara Hora Shastra, ch. 24: the effects of the lord of each
// house in each of the twelve houses). The text does not quote the 144 verses; it composes the two houses'
// areas with the classical reading of the house the lord occupies (angle, trine, dusthana, growth).

import { type ChartReadingFacts } from './facts';
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

export function houseLordParagraphs(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] {
  const out: ReadingParagraph[] = [];
  for (let n = 1; n <= 12; n++) {
    const lord = facts.lord(n);
    const lf = facts.grahas[lord];
    const m = lf.house;
    const key = `lord|${n}|${lord}|${m}`;
    const first = choose(key, [
      `The ${ordinal(n)} house (${areasOf(n)}) is ruled by ${name(lord)}, which sits in the ${ordinal(m)} house.`,
      `${Name(lord)}, lord of the ${ordinal(n)} house, is placed in ${lf.sign}, the ${ordinal(m)} house.`,
      `Matters of ${areasOf(n)} are governed by ${name(lord)}, found in the ${ordinal(m)} house${m === n ? '' : ` of ${areasOf(m)}`}.`,
    ]);
    const d = input.dignities[lord].dignity;
    let strength = '';
    if (d === 'exalted' || d === 'own' || d === 'moolatrikona') strength = ` ${Name(lord)} is ${DIGNITY_MEANINGS[d].label}, which steadies these results.`;
    else if (d === 'debilitated') strength = ` ${Name(lord)} is debilitated, so tradition advises a patient, deliberate approach here.`;
    out.push({
      key: `lord-${n}`,
      text: `${first} ${RELATIONS[lordRelation(n, m)](m)}${strength}`,
      basis: { positions: [lf.label, `Lagna in ${facts.lagnaSign}`], source: SOURCES.houseLords },
    });
  }
  return out;
}
