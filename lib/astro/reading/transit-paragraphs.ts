// Today's transits against the natal Moon and Lagna (Phaladeepika, ch. 26: the favourable houses of each
// graha's transit counted from the Moon). Saturn and Jupiter first, as the slow movers that shape a year;
// the nodes' axis next; the fast planets in one closing paragraph.

import { type Graha } from '../zodiac';
import type { ChartReadingFacts } from './facts';
import { areasOf } from './planets';
import { capitalise, choose, longDate, names, ordinal } from './phrasing';
import type { ReadingInput, ReadingParagraph } from './types';
import { GOCHARA_SOURCE } from '../transits';

const SATURN_PHASE_TEXT = {
  'sade-sati-rising': 'This is the rising phase of Sade Sati, Saturn in the 12th from the Moon: a time to simplify and finish old matters.',
  'sade-sati-peak': 'This is the peak of Sade Sati, Saturn over the Moon\'s own sign: a time of responsibility in which steady habits matter most.',
  'sade-sati-setting': 'This is the setting phase of Sade Sati, Saturn in the 2nd from the Moon: family finances and speech ask for care as the period draws to a close.',
  ardhashtama: 'Saturn in the 4th from the Moon is called Ardhashtama (or Kantaka) Shani; tradition advises patience at home and with property matters.',
  ashtama: 'Saturn in the 8th from the Moon is called Ashtama Shani; tradition advises a cautious, unhurried approach to big changes.',
} as const;

function transitLabel(g: Graha, t: { sign: string; houseFromMoon: number; houseFromLagna: number }): string {
  return `${g} (transit) in ${t.sign}, ${ordinal(t.houseFromMoon)} from the Moon, ${ordinal(t.houseFromLagna)} from the Lagna`;
}

export function transitParagraphs(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] {
  const tr = input.transits;
  if (!tr) return [];
  const moon = facts.grahas.Moon.label;
  const lagna = `Lagna in ${facts.lagnaSign}`;
  const out: ReadingParagraph[] = [];
  const slow = (g: 'Saturn' | 'Jupiter', extra: string): ReadingParagraph => {
    const t = tr.grahas[g];
    const first = choose(`${g}|${t.sign}|${t.houseFromMoon}|${t.houseFromLagna}`, [
      `On ${longDate(tr.at)}, ${g} is transiting ${t.sign}${t.retrograde ? ' (retrograde)' : ''}, the ${ordinal(t.houseFromMoon)} house from your Moon and the ${ordinal(t.houseFromLagna)} from your Lagna.`,
      `${g} is now in ${t.sign}${t.retrograde ? ', moving retrograde' : ''}: ${ordinal(t.houseFromMoon)} from your Moon, ${ordinal(t.houseFromLagna)} from your Lagna.`,
    ]);
    const fav = t.favourable
      ? `Phaladeepika counts the ${ordinal(t.houseFromMoon)} from the Moon among ${g}'s favourable transit houses, so matters of ${areasOf(t.houseFromMoon)} tend to go more smoothly while it stays.`
      : `The ${ordinal(t.houseFromMoon)} from the Moon is not among the houses Phaladeepika names as favourable for ${g}, so tradition advises more care than usual with ${areasOf(t.houseFromMoon)}.`;
    return { key: g, text: `${first} ${fav}${extra}`, basis: { positions: [transitLabel(g, t), moon, lagna], source: GOCHARA_SOURCE } };
  };
  out.push(slow('Saturn', tr.saturn ? ` ${SATURN_PHASE_TEXT[tr.saturn]}` : ''));
  out.push(slow('Jupiter', ''));
  const rahu = tr.grahas.Rahu;
  const ketu = tr.grahas.Ketu;
  out.push({
    key: 'nodes',
    text: `The nodes' axis runs from Rahu in ${rahu.sign} (${ordinal(rahu.houseFromMoon)} from the Moon) to Ketu in ${ketu.sign} (${ordinal(ketu.houseFromMoon)}). ${rahu.favourable ? 'Rahu\'s house from the Moon is one of its favourable ones, which tradition reads as a chance for gains through the unfamiliar.' : `Tradition reads Rahu here as restlessness around ${areasOf(rahu.houseFromMoon)}, best met with clear priorities.`}`,
    basis: { positions: [transitLabel('Rahu', rahu), transitLabel('Ketu', ketu), moon], source: GOCHARA_SOURCE },
  });
  const fast: Graha[] = ['Sun', 'Mars', 'Mercury', 'Venus'];
  const good = fast.filter((g) => tr.grahas[g].favourable);
  const other = fast.filter((g) => !tr.grahas[g].favourable);
  const goodText = good.length ? `${capitalise(names(good))} ${good.length > 1 ? 'are' : 'is'} in favourable houses from the Moon` : 'None of the faster planets is in a favourable house from the Moon';
  const otherText = other.length ? `, while ${names(other)} ${other.length > 1 ? 'are' : 'is'} not; these change within weeks and colour the mood more than the year` : ', a pleasant, if brief, support';
  out.push({
    key: 'fast',
    text: `${goodText}${otherText}.`,
    basis: { positions: [...fast.map((g) => transitLabel(g, tr.grahas[g])), moon], source: GOCHARA_SOURCE },
  });
  return out;
}
