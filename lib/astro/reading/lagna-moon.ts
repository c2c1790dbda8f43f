// The first section: the ascendant (Lagna) with its lord's placement, and the Moon's sign (Rasi) and
// nakshatra, which Indian astrology reads before anything else.

import { GRAHAS, zodiacPosition } from '../zodiac';
import type { ChartReadingFacts } from './facts';
import { DIGNITY_MEANINGS, GRAHA_MEANINGS, MODALITY_NOTES, SIGN_MEANINGS, SOURCES } from './meanings';
import { areasOf } from './planets';
import { choose, degreeInSign, capitalise, listJoin, Name, name, names, ordinal } from './phrasing';
import type { ReadingInput, ReadingParagraph } from './types';

function lagnaParagraph(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph {
  const asc = zodiacPosition(input.ascendant.longitude);
  const sign = facts.lagnaSign;
  const s = SIGN_MEANINGS[sign];
  const lord = facts.lord(1);
  const lf = facts.grahas[lord];
  const inFirst = GRAHAS.filter((g) => facts.grahas[g].house === 1);
  const key = `lagna|${sign}|${lf.house}|${inFirst.join(',')}`;
  const first = `Your ascendant (Lagna) is ${sign} at ${degreeInSign(input.ascendant.longitude)}, in ${asc.nakshatra} nakshatra, pada ${asc.pada}.`;
  const nature = choose(`${key}|nature`, [
    `A ${s.modality} ${s.element} sign, it describes a person who ${MODALITY_NOTES[s.modality]}, with a ${s.manner[0]} and ${s.manner[1]} way of meeting the world.`,
    `${sign} rising is traditionally ${s.manner[0]} and ${s.manner[1]}; as a ${s.modality} sign it ${MODALITY_NOTES[s.modality]}.`,
  ]);
  const lordText = lf.house === 1
    ? `Its lord, ${name(lord)}, sits in the Lagna itself, which tradition counts as a firm foundation for health and self-reliance.`
    : choose(`${key}|lord`, [
      `Its lord, ${name(lord)}, is placed in the ${ordinal(lf.house)} house, so your own path is closely tied to ${areasOf(lf.house)}.`,
      `The Lagna lord, ${name(lord)}, sits in ${lf.sign} in the ${ordinal(lf.house)} house, drawing your attention towards ${areasOf(lf.house)}.`,
    ]);
  const d = input.dignities[lord].dignity;
  const lordDignity = d && d !== 'neutral' ? ` ${Name(lord)} is ${DIGNITY_MEANINGS[d].label} there: ${DIGNITY_MEANINGS[d].effect}.` : '';
  const occupants = inFirst.length ? ` ${capitalise(names(inFirst))} ${inFirst.length > 1 ? 'are' : 'is'} in the 1st house as well, adding ${listJoin(inFirst.map((g) => GRAHA_MEANINGS[g].essence))} to the personality.` : '';
  return {
    key: 'lagna',
    text: `${first} ${nature} ${lordText}${lordDignity}${occupants}`,
    basis: { positions: [`Lagna in ${sign} ${degreeInSign(input.ascendant.longitude)}`, lf.label, ...inFirst.filter((g) => g !== lord).map((g) => facts.grahas[g].label)], source: `${SOURCES.signs} (signs); ${SOURCES.houseLords} (the Lagna lord); wording general tradition` },
  };
}

function moonParagraph(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph {
  const m = facts.grahas.Moon;
  const z = zodiacPosition(input.planets.Moon.longitude);
  const s = SIGN_MEANINGS[m.sign];
  const key = `moon|${m.sign}|${z.nakshatra}`;
  const first = choose(`${key}|first`, [
    `The Moon, which stands for the mind, is in ${m.sign} at ${degreeInSign(input.planets.Moon.longitude)}: this is your Rasi (Moon sign), and your birth nakshatra is ${z.nakshatra}, pada ${z.pada}.`,
    `Your Rasi, the Moon's sign, is ${m.sign}; the Moon stands at ${degreeInSign(input.planets.Moon.longitude)} there, in ${z.nakshatra} nakshatra, pada ${z.pada}.`,
  ]);
  const mind = `Tradition reads a Moon in ${m.sign} as a ${s.manner[0]}, ${s.manner[1]} temperament, and it is from this sign that transits and Sade Sati are counted.`;
  const lord = z.nakshatraLord;
  const nak = choose(`${key}|nak`, [
    `${z.nakshatra} is ruled by ${name(lord)}, so your Vimshottari dashas began with the ${lord} period, and its themes of ${GRAHA_MEANINGS[lord].themes[0]} colour the nakshatra.`,
    `The nakshatra's lord is ${name(lord)}; its period opened your Vimshottari sequence, and tradition links it with ${GRAHA_MEANINGS[lord].themes[0]}.`,
  ]);
  return {
    key: 'moon',
    text: `${first} ${mind} ${nak}`,
    basis: { positions: [`Moon in ${m.sign} ${degreeInSign(input.planets.Moon.longitude)}, ${z.nakshatra} pada ${z.pada}`], source: `${SOURCES.signs} (signs); ${SOURCES.vimshottari} (nakshatra lords); wording general tradition` },
  };
}

export function lagnaMoonParagraphs(input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] {
  return [lagnaParagraph(input, facts), moonParagraph(input, facts)];
}
