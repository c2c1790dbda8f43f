// Today's transits against the natal Moon and Lagna (Phaladeepika, ch. 26: the favourable houses of each
// graha's transit counted from the Moon). Saturn and Jupiter first, as the slow movers that shape a year;
// the nodes' axis next; the fast planets in one closing paragraph.

import { type Graha } from '../zodiac';
import type { ChartReadingFacts } from './facts';
import { areasOf } from './planets';
import { capitalise, choose, longDate, names, ordinal } from './phrasing';
import type { ReadingInput, ReadingParagraph } from './types';
import { GOCHARA_SOURCE, type SaturnPhase } from '../transits';

const SATURN_PHASE_TEXT: Readonly<Record<NonNullable<SaturnPhase>, string>> = {
  'sade-sati-rising': 'This is the rising phase of Sade Sati, Saturn in the 12th from the Moon: a time to simplify and finish old matters.',
  'sade-sati-peak': 'This is the peak of Sade Sati, Saturn over the Moon\'s own sign: a time of responsibility in which steady habits matter most.',
  'sade-sati-setting': 'This is the setting phase of Sade Sati, Saturn in the 2nd from the Moon: family finances and speech ask for care as the period draws to a close.',
  ardhashtama: 'Saturn in the 4th from the Moon is called Ardhashtama (or Kantaka) Shani; tradition advises patience at home and with property matters.',
  ashtama: 'Saturn in the 8th from the Moon is called Ashtama Shani; tradition advises a cautious, unhurried approach to big changes.',
};

type Transit = { sign: string; houseFromMoon: number; houseFromLagna: number; retrograde: boolean; favourable: boolean };

/** The transit paragraphs' words in one language; which paragraphs there are and what each weighs is decided once. */
export interface TransitWords {
  /** The opening sentence's variants for Saturn or Jupiter on the day `at`. */
  slowFirst(g: 'Saturn' | 'Jupiter', t: Transit, at: string): string[];
  favourable(g: Graha, t: Transit): string;
  unfavourable(g: Graha, t: Transit): string;
  saturnPhase: Readonly<Record<NonNullable<SaturnPhase>, string>>;
  nodes(rahu: Transit, ketu: Transit): string;
  fast(good: Graha[], other: Graha[], all: Graha[]): string;
  label(g: Graha, t: Transit): string;
  moon(facts: ChartReadingFacts): string;
  lagna(facts: ChartReadingFacts): string;
  source: string;
}

/** Today's transit paragraphs in the language of `w`. */
export function transitParagraphsIn(input: ReadingInput, facts: ChartReadingFacts, w: TransitWords): ReadingParagraph[] {
  const tr = input.transits;
  if (!tr) return [];
  const moon = w.moon(facts);
  const lagna = w.lagna(facts);
  const out: ReadingParagraph[] = [];
  const slow = (g: 'Saturn' | 'Jupiter', extra: string): ReadingParagraph => {
    const t = tr.grahas[g];
    const first = choose(`${g}|${t.sign}|${t.houseFromMoon}|${t.houseFromLagna}`, w.slowFirst(g, t, tr.at));
    const fav = t.favourable ? w.favourable(g, t) : w.unfavourable(g, t);
    return { key: g, text: `${first} ${fav}${extra}`, basis: { positions: [w.label(g, t), moon, lagna], source: w.source } };
  };
  out.push(slow('Saturn', tr.saturn ? ` ${w.saturnPhase[tr.saturn]}` : ''));
  out.push(slow('Jupiter', ''));
  const rahu = tr.grahas.Rahu;
  const ketu = tr.grahas.Ketu;
  out.push({ key: 'nodes', text: w.nodes(rahu, ketu), basis: { positions: [w.label('Rahu', rahu), w.label('Ketu', ketu), moon], source: w.source } });
  const fast: Graha[] = ['Sun', 'Mars', 'Mercury', 'Venus'];
  out.push({
    key: 'fast',
    text: w.fast(fast.filter((g) => tr.grahas[g].favourable), fast.filter((g) => !tr.grahas[g].favourable), fast),
    basis: { positions: [...fast.map((g) => w.label(g, tr.grahas[g])), moon], source: w.source },
  });
  return out;
}

const ENGLISH_WORDS: TransitWords = {
  slowFirst: (g, t, at) => [
    `On ${longDate(at)}, ${g} is transiting ${t.sign}${t.retrograde ? ' (retrograde)' : ''}, the ${ordinal(t.houseFromMoon)} house from your Moon and the ${ordinal(t.houseFromLagna)} from your Lagna.`,
    `${g} is now in ${t.sign}${t.retrograde ? ', moving retrograde' : ''}: ${ordinal(t.houseFromMoon)} from your Moon, ${ordinal(t.houseFromLagna)} from your Lagna.`,
  ],
  favourable: (g, t) => `Phaladeepika counts the ${ordinal(t.houseFromMoon)} from the Moon among ${g}'s favourable transit houses, so matters of ${areasOf(t.houseFromMoon)} tend to go more smoothly while it stays.`,
  unfavourable: (g, t) => `The ${ordinal(t.houseFromMoon)} from the Moon is not among the houses Phaladeepika names as favourable for ${g}, so tradition advises more care than usual with ${areasOf(t.houseFromMoon)}.`,
  saturnPhase: SATURN_PHASE_TEXT,
  nodes: (rahu, ketu) =>
    `The nodes' axis runs from Rahu in ${rahu.sign} (${ordinal(rahu.houseFromMoon)} from the Moon) to Ketu in ${ketu.sign} (${ordinal(ketu.houseFromMoon)}). ${rahu.favourable ? 'Rahu\'s house from the Moon is one of its favourable ones, which tradition reads as a chance for gains through the unfamiliar.' : `Tradition reads Rahu here as restlessness around ${areasOf(rahu.houseFromMoon)}, best met with clear priorities.`}`,
  fast: (good, other) => {
    const goodText = good.length ? `${capitalise(names(good))} ${good.length > 1 ? 'are' : 'is'} in favourable houses from the Moon` : 'None of the faster planets is in a favourable house from the Moon';
    const otherText = other.length ? `, while ${names(other)} ${other.length > 1 ? 'are' : 'is'} not; these change within weeks and colour the mood more than the year` : ', a pleasant, if brief, support';
    return `${goodText}${otherText}.`;
  },
  label: (g, t) => `${g} (transit) in ${t.sign}, ${ordinal(t.houseFromMoon)} from the Moon, ${ordinal(t.houseFromLagna)} from the Lagna`,
  moon: (facts) => facts.grahas.Moon.label,
  lagna: (facts) => `Lagna in ${facts.lagnaSign}`,
  source: GOCHARA_SOURCE,
};

export const transitParagraphs = (input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] => transitParagraphsIn(input, facts, ENGLISH_WORDS);
