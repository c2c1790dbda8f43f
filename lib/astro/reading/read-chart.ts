// The written reading: sections of paragraphs, each naming the positions it rests on and its rule's source.
// Deterministic: the same chart always reads the same; phrasings are chosen by the chart's own facts.

import type { DisplayLanguage } from '../format';
import { readingFacts } from './facts';
import { readChartHi } from './hi-read-chart';
import { dashaParagraphs } from './periods';
import { doshaParagraphs } from './dosha-paragraphs';
import { houseLordParagraphs } from './house-lords';
import { lagnaMoonParagraphs } from './lagna-moon';
import { SOURCES } from './meanings';
import { planetParagraphs } from './planets';
import { transitParagraphs } from './transit-paragraphs';
import type { Reading, ReadingInput, ReadingParagraph, ReadingSection } from './types';
import { yogaParagraphs } from './yoga-paragraphs';

const CLOSING =
  'No single placement decides a life: tradition weighs every factor against the others, and the same yoga or dosha reads differently in two charts. An astrologer can look at the whole chart with you, including the divisional charts and the timing of the dashas, and answer the questions that matter to you.';

/** The reading in English. One argument, so it maps over a list of inputs (`inputs.map(readChart)`). */
export function readChart(input: ReadingInput): Reading {
  return readChartIn(input, 'en');
}

/** The reading in a language: English, or Hindi (the same sections and paragraphs, written in Hindi). */
export function readChartIn(input: ReadingInput, lang: DisplayLanguage): Reading {
  const facts = readingFacts(input);
  if (lang === 'hi') return readChartHi(input, facts);
  const closing: ReadingParagraph = {
    key: 'closing',
    text: CLOSING,
    basis: { positions: [`Lagna in ${facts.lagnaSign}`, facts.grahas.Moon.label], source: SOURCES.general },
  };
  const sections: ReadingSection[] = [
    { key: 'lagna-moon', title: 'Ascendant and Moon', paragraphs: lagnaMoonParagraphs(input, facts) },
    { key: 'planets', title: 'The planets by sign, house and dignity', paragraphs: planetParagraphs(input, facts) },
    { key: 'house-lords', title: 'The lords of the twelve houses', paragraphs: houseLordParagraphs(input, facts) },
    { key: 'dasha', title: 'Current dasha', paragraphs: dashaParagraphs(input, facts) },
    { key: 'yogas', title: 'Yogas', paragraphs: yogaParagraphs(input, facts) },
    { key: 'doshas', title: 'Doshas', paragraphs: doshaParagraphs(input, facts) },
    { key: 'transits', title: 'Transits today', paragraphs: transitParagraphs(input, facts) },
    { key: 'closing', title: 'A closing note', paragraphs: [closing] },
  ];
  return { sections: sections.filter((s) => s.paragraphs.length > 0) };
}
