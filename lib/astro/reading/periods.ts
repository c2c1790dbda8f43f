// The Vimshottari maha and antar dasha running now (periods: Brihat Parashara Hora Shastra, ch. 46). A
// period is read through its lord's placement and the houses it rules, and the antar through its relation to
// the maha lord (their signs' distance), which is general tradition rather than one text's verse.

import { houseFrom, type Graha } from '../zodiac';
import type { ChartReadingFacts } from './facts';
import { DIGNITY_MEANINGS, GRAHA_MEANINGS, SOURCES } from './meanings';
import { areasOf } from './planets';
import { choose, listJoin, longDate, Name, name, ordinal, utcDay } from './phrasing';
import type { ReadingInput, ReadingParagraph } from './types';

function ruling(facts: ChartReadingFacts, g: Graha): string {
  const rules = facts.grahas[g].rules;
  if (!rules.length) return `${Name(g)} rules no sign, so it acts through its sign lord and the house it occupies`;
  return `${Name(g)} rules the ${listJoin(rules.map(ordinal))} ${rules.length > 1 ? 'houses' : 'house'} (${rules.map(areasOf).join('; ')})`;
}

/** How two lords sit from each other, counted sign to sign. */
function mutual(maha: Graha, antar: Graha, facts: ChartReadingFacts): string {
  if (maha === antar) return 'The first sub-period of a dasha repeats its lord, so its themes are at their plainest.';
  const n = houseFrom(facts.grahas[maha].signIndex, facts.grahas[antar].signIndex);
  const back = houseFrom(facts.grahas[antar].signIndex, facts.grahas[maha].signIndex);
  if (n === 1) return `${Name(maha)} and ${name(antar)} share a sign in your chart, so the two periods' themes blend closely.`;
  if ([5, 9].includes(n)) return `${Name(antar)} is in a trine from ${name(maha)}, which tradition reads as a cooperative, easy-going combination.`;
  if ([4, 7, 10].includes(n)) return `${Name(antar)} is in an angle from ${name(maha)}, so the two work together in practical, visible ways.`;
  if ([6, 8].includes(n)) return `${Name(antar)} is ${n}th from ${name(maha)} (and ${name(maha)} ${back}th from ${name(antar)}), a pairing tradition reads as asking for patience and adjustment.`;
  return `${Name(antar)} is ${ordinal(n)} from ${name(maha)}, a neutral pairing in which the results follow each planet's own strength.`;
}

function dignityNote(input: ReadingInput, g: Graha): string {
  const d = input.dignities[g].dignity;
  return d && d !== 'neutral' ? ` ${Name(g)} is ${DIGNITY_MEANINGS[d].label} in your chart, so ${DIGNITY_MEANINGS[d].effect}.` : '';
}

export function dashaParagraphs(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] {
  if (!input.dasha) return [];
  const { maha, antar } = input.dasha;
  const mf = facts.grahas[maha.lord];
  const af = facts.grahas[antar.lord];
  const mahaText = choose(`maha|${maha.lord}|${mf.house}`, [
    `You are in the ${maha.lord} mahadasha, from ${longDate(maha.start)} to ${longDate(maha.end)}.`,
    `The major period (mahadasha) now running is ${maha.lord}'s, which lasts until ${longDate(maha.end)}.`,
  ]) + ` ${Name(maha.lord)} sits in the ${ordinal(mf.house)} house and ${ruling(facts, maha.lord).replace(`${Name(maha.lord)} `, '')}, so this period tends to bring forward ${GRAHA_MEANINGS[maha.lord].themes[0]}, and matters of ${areasOf(mf.house)}.${dignityNote(input, maha.lord)}`;
  const antarText = choose(`antar|${antar.lord}|${af.house}|${maha.lord}`, [
    `Within it, the ${antar.lord} sub-period (antardasha) runs from ${longDate(antar.start)} to ${longDate(antar.end)}.`,
    `The current sub-period (antardasha) belongs to ${name(antar.lord)} and lasts until ${longDate(antar.end)}.`,
  ]) + ` ${Name(antar.lord)} is placed in the ${ordinal(af.house)} house, adding ${GRAHA_MEANINGS[antar.lord].themes[0]}, and matters of ${areasOf(af.house)}, to the picture. ${mutual(maha.lord, antar.lord, facts)}`;
  const source = `${SOURCES.vimshottari} (the periods); reading a period by its lord's placement is general tradition`;
  return [
    { key: 'mahadasha', text: mahaText, basis: { positions: [mf.label, `${maha.lord} mahadasha ${utcDay(maha.start)} to ${utcDay(maha.end)}`], source } },
    { key: 'antardasha', text: antarText, basis: { positions: [af.label, mf.label, `${antar.lord} antardasha ${utcDay(antar.start)} to ${utcDay(antar.end)}`], source } },
  ];
}
