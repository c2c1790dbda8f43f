// The reading in Hindi: the sections of read-chart.ts in the same order, each from its Hindi builder.

import type { ChartReadingFacts } from './facts';
import type { Reading, ReadingInput, ReadingParagraph, ReadingSection } from './types';
import { houseLordParagraphsHi, lagnaMoonParagraphsHi, planetParagraphsHi } from './hi-chart-paragraphs';
import { CLOSING_HI, SECTION_TITLES_HI, SOURCES_HI } from './hi-meanings';
import { labelHi, lagnaHi } from './hi-phrasing';
import { doshaParagraphsHi, yogaParagraphsHi } from './hi-rule-paragraphs';
import { dashaParagraphsHi, transitParagraphsHi } from './hi-time-paragraphs';

export function readChartHi(input: ReadingInput, facts: ChartReadingFacts): Reading {
  const closing: ReadingParagraph = {
    key: 'closing',
    text: CLOSING_HI,
    basis: { positions: [lagnaHi(facts.lagnaSign), labelHi(facts.grahas.Moon)], source: SOURCES_HI.general },
  };
  const section = (key: ReadingSection['key'], paragraphs: ReadingParagraph[]): ReadingSection => ({ key, title: SECTION_TITLES_HI[key], paragraphs });
  const sections: ReadingSection[] = [
    section('lagna-moon', lagnaMoonParagraphsHi(input, facts)),
    section('planets', planetParagraphsHi(input, facts)),
    section('house-lords', houseLordParagraphsHi(input, facts)),
    section('dasha', dashaParagraphsHi(input, facts)),
    section('yogas', yogaParagraphsHi(input, facts)),
    section('doshas', doshaParagraphsHi(input, facts)),
    section('transits', transitParagraphsHi(input, facts)),
    section('closing', [closing]),
  ];
  return { sections: sections.filter((s) => s.paragraphs.length > 0) };
}
