// Mangal (Kuja) dosha with its exceptions, Kaal Sarp and Sade Sati: each stated with what it rests on, its
// cancellations, a calm sentence on what it means, and the remedies tradition names (as tradition, with no
// claim of results).

import { SIGNS } from '../zodiac';
import type { ChartReadingFacts } from './facts';
import { DOSHA_CALM, REMEDIES, SOURCES } from './meanings';
import { capitalise, countWord, listJoin, longDate, ordinal } from './phrasing';
import type { ReadingInput, ReadingParagraph } from './types';

const remedyLine = (what: string) => `Tradition names remedies such as ${what}; they are devotional practices, and no particular outcome is claimed for them.`;

function manglik(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph {
  const m = input.doshas.manglik;
  const refs = [
    m.fromLagna && `${ordinal(m.marsHouseFromLagna)} from the Lagna`,
    m.fromMoon && `${ordinal(m.marsHouseFromMoon)} from the Moon`,
    m.fromVenus && `${ordinal(m.marsHouseFromVenus)} from Venus`,
  ].filter((r): r is string => !!r);
  const positions = [facts.grahas.Mars.label, `Lagna in ${facts.lagnaSign}`, facts.grahas.Moon.label, facts.grahas.Venus.label];
  if (!m.present) {
    return {
      key: 'manglik',
      text: `Mars is ${ordinal(m.marsHouseFromLagna)} from the Lagna, ${ordinal(m.marsHouseFromMoon)} from the Moon and ${ordinal(m.marsHouseFromVenus)} from Venus; none of these is a house that counts for Mangal dosha (the 1st, 2nd, 4th, 7th, 8th and 12th), so the chart is not Manglik.`,
      basis: { positions, source: `${SOURCES.general} (Kuja dosha: Mars in houses 1, 2, 4, 7, 8, 12 from the Lagna, the Moon and Venus)` },
    };
  }
  const first = `Mars is ${listJoin(refs)}, which gives Mangal (Kuja) dosha as it is usually counted (houses 1, 2, 4, 7, 8 and 12)${m.fromLagna ? '' : ', though not from the Lagna, the reference most astrologers put first'}.`;
  const c = m.cancellations;
  const exceptions = c.length
    ? `${c.length === 1 ? 'One traditional exception applies' : `${capitalise(countWord(c.length))} traditional exceptions apply`}: ${c.map((x) => x.rule.replace(/\.$/, '')).join('; ')}. Where an exception applies, tradition treats the dosha as cancelled or much reduced.`
    : 'None of the traditional exceptions applies here, so the dosha stands as counted.';
  const sources = [...new Set(c.map((x) => x.source))];
  return {
    key: 'manglik',
    text: `${first} ${exceptions} ${DOSHA_CALM.manglik} ${remedyLine(REMEDIES.manglik)}`,
    basis: { positions, source: [`${SOURCES.general} (Kuja dosha: Mars in houses 1, 2, 4, 7, 8, 12)`, ...sources].join('; ') },
  };
}

function kaalSarp(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph {
  const k = input.doshas.kaalSarp;
  const g = facts.grahas;
  const source = `${SOURCES.general} (20th-century practice, not in Brihat Parashara Hora Shastra; the seven planets within the 7 signs from Rahu or from Ketu, named by Rahu's house)`;
  if (!k.present) {
    return {
      key: 'kaal-sarp',
      text: `The seven planets are not all on one side of the Rahu-Ketu axis (Rahu in the ${ordinal(k.rahuHouse)} house, Ketu opposite), so there is no Kaal Sarp dosha.`,
      basis: { positions: [g.Rahu.label, g.Ketu.label], source },
    };
  }
  const partial = k.partial
    ? ' It is partial: by sign the planets are hemmed in, but at least one shares a node\'s sign and lies outside the axis by degree, which tradition reads as a much weaker form.'
    : '';
  return {
    key: 'kaal-sarp',
    text: `All seven planets lie on one side of the Rahu-Ketu axis, which is called Kaal Sarp; with Rahu in the ${ordinal(k.rahuHouse)} house its type is ${k.type}.${partial} ${DOSHA_CALM.kaalSarp} ${remedyLine(REMEDIES.kaalSarp)}`,
    basis: { positions: [g.Rahu.label, g.Ketu.label, ...(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).map((p) => g[p].label)], source },
  };
}

const PHASE_WHERE = { rising: 'the 12th sign from the Moon', peak: 'the Moon\'s own sign', setting: 'the 2nd sign from the Moon' } as const;

function sadeSati(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph | null {
  const s = input.doshas.sadeSati;
  if (!s) return null;
  const moonSign = facts.grahas.Moon.sign;
  const positions = [facts.grahas.Moon.label, `Saturn's sign entries (computed) around ${moonSign}`];
  const source = `${SOURCES.general} (Sade Sati: Saturn in the 12th, 1st and 2nd signs from the natal Moon)`;
  const signAt = (i: number) => SIGNS[i]!;
  if (s.current) {
    const now = input.transits?.at ?? null;
    const phase = now ? s.current.phases.find((p) => p.start <= now && now < p.end) : undefined;
    const phaseText = phase ? ` It is now in its ${phase.name} phase, with Saturn in ${signAt(phase.sign)}, ${PHASE_WHERE[phase.name]}.` : '';
    return {
      key: 'sade-sati',
      text: `Sade Sati is running: Saturn's seven-and-a-half-year passage over your Moon sign, ${moonSign}, lasts from ${longDate(s.current.start)} to ${longDate(s.current.end)}.${phaseText} ${DOSHA_CALM.sadeSati} ${remedyLine(REMEDIES.sadeSati)}`,
      basis: { positions, source },
    };
  }
  const next = s.next;
  const past = s.past;
  const pastText = past ? `The last one ran from ${longDate(past.start)} to ${longDate(past.end)}. ` : '';
  const nextText = next
    ? `The next begins on ${longDate(next.start)}, when Saturn enters ${signAt(next.phases[0]!.sign)}, and ends on ${longDate(next.end)}; its peak, with Saturn in ${moonSign}, starts on ${longDate(next.phases.find((p) => p.name === 'peak')?.start ?? next.start)}.`
    : 'No further Sade Sati falls within the computed range.';
  return {
    key: 'sade-sati',
    text: `Sade Sati is not running now. ${pastText}${nextText} ${DOSHA_CALM.sadeSati}`,
    basis: { positions, source },
  };
}

export function doshaParagraphs(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] {
  return [manglik(input, facts), kaalSarp(input, facts), sadeSati(input, facts)].filter((p): p is ReadingParagraph => p !== null);
}
