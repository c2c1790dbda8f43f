// One paragraph per graha: its sign, house and dignity, composed from the meanings tables. The opening
// sentence follows the placement's most telling feature (a strong or weak dignity, company in the sign, or the
// house), so charts read differently in structure as well as in words.

import type { SignDignity } from '../dignity';
import { HOUSE_AREAS } from '../period-horoscope';
import { GRAHAS, SIGN_LORDS, type Graha } from '../zodiac';
import type { ChartReadingFacts, GrahaFacts } from './facts';
import { DIGNITY_MEANINGS, GRAHA_MEANINGS, HOUSE_KIND_NOTES, houseComment, houseKind, SIGN_MEANINGS, SOURCES, type HouseComment } from './meanings';
import { capitalise, choose, Name, name, names, ordinal } from './phrasing';
import type { ReadingInput, ReadingParagraph } from './types';

type HouseNumber = keyof typeof HOUSE_AREAS;
export const areasOf = (house: number): string => HOUSE_AREAS[house as HouseNumber];

const STRONG: readonly SignDignity[] = ['exalted', 'moolatrikona', 'own'];

/** A strong or weak dignity with its sign: "exalted in Libra", "in its own sign, Leo". */
function dignityWithSign(d: SignDignity, sign: string): string {
  if (d === 'exalted') return `exalted in ${sign}`;
  if (d === 'debilitated') return `debilitated in ${sign}`;
  if (d === 'moolatrikona') return `in its moolatrikona sign, ${sign},`;
  return `in its own sign, ${sign},`;
}

function opener(f: GrahaFacts, d: SignDignity | null, key: string): string {
  const h = ordinal(f.house);
  const [t0] = GRAHA_MEANINGS[f.graha].themes;
  if (d && (STRONG.includes(d) || d === 'debilitated')) {
    const o = dignityWithSign(d, f.sign);
    return choose(`${key}|dignity`, [
      `${capitalise(o.replace(/,$/, ''))}, ${name(f.graha)} occupies the ${h} house.`,
      `${Name(f.graha)} is ${o} and occupies the ${h} house.`,
    ]);
  }
  if (f.companions.length) {
    const with_ = names(f.companions);
    return choose(`${key}|company`, [
      `${Name(f.graha)} shares ${f.sign} with ${with_}, in the ${h} house.`,
      `In the ${h} house, ${name(f.graha)} is joined by ${with_} in ${f.sign}.`,
    ]);
  }
  return choose(`${key}|house`, [
    `${Name(f.graha)} is placed in ${f.sign}, in the ${h} house.`,
    `Your ${h} house, in ${f.sign}, holds ${name(f.graha)}.`,
    `${Name(f.graha)}, the planet of ${t0}, falls in ${f.sign} in the ${h} house.`,
    `With ${name(f.graha)} in ${f.sign}, the ${h} house receives its influence.`,
  ]);
}

function signSentence(f: GrahaFacts, key: string): string {
  const s = SIGN_MEANINGS[f.sign];
  const [t0] = GRAHA_MEANINGS[f.graha].themes;
  const [m0, m1] = s.manner;
  return choose(`${key}|sign`, [
    `In this ${s.element} sign of ${s.modality} nature, its themes of ${t0} tend to come out in ${/^[aeiou]/.test(m0) ? 'an' : 'a'} ${m0} and ${m1} way.`,
    `${f.sign} is ${m0} and ${m1}, and it lends that colour to ${t0}.`,
    `Tradition would describe ${t0} here as ${m0}, even ${m1}, as suits a ${s.modality} ${s.element} sign.`,
  ]);
}

const HOUSE_COMMENTS: Readonly<Record<HouseComment, string>> = {
  'benefic-good': 'A natural benefic here is traditionally counted as a support to these matters.',
  'malefic-growth': 'Tradition favours a natural malefic in this house: its push helps these matters grow.',
  'benefic-dusthana': 'A natural benefic here softens the house\'s harder side, though its own themes may show more quietly.',
  'malefic-good': 'A natural malefic here brings energy to these matters, and tradition advises patience and tact in them.',
};

function houseSentence(f: GrahaFacts, key: string): string {
  const h = ordinal(f.house);
  const kind = houseKind(f.house);
  const note = HOUSE_KIND_NOTES[kind];
  const base = choose(`${key}|house-sentence`, [
    `The ${h} house stands for ${areasOf(f.house)}; tradition counts it as ${note}.`,
    `This ties ${GRAHA_MEANINGS[f.graha].essence} to ${areasOf(f.house)}, in ${note}.`,
    `Its field is the ${h} house, ${note}: ${areasOf(f.house)}.`,
  ]);
  const comment = houseComment(f.graha, f.house);
  return comment ? `${base} ${HOUSE_COMMENTS[comment]}` : base;
}

function dignitySentence(f: GrahaFacts, d: SignDignity | null, ledWithDignity: boolean, key: string): string {
  const lord = SIGN_LORDS[f.signIndex]!;
  if (d === null) {
    return choose(`${key}|node`, [
      `As a shadow planet, ${f.graha} gives much of its result through ${name(lord)}, the lord of ${f.sign}.`,
      `Tradition reads the nodes through their sign lord, here ${name(lord)}.`,
    ]);
  }
  const m = DIGNITY_MEANINGS[d];
  if (ledWithDignity) return `Tradition says that ${m.effect} in such a placement.`;
  if (lord === f.graha) return `It is ${m.label}, so ${m.effect}.`;
  return choose(`${key}|dignity-sentence`, [
    `${f.sign} is ruled by ${name(lord)}, so ${name(f.graha)} is ${m.label} here and ${m.effect}.`,
    `Being ${m.label} (${f.sign} belongs to ${name(lord)}), ${m.effect}.`,
  ]);
}

/**
 * A graha paragraph's words in one language. Which sentences a paragraph has, and in which order, is
 * decided once (grahaParagraphsIn); each language only words them.
 */
export interface GrahaParagraphWords {
  opener(f: GrahaFacts, d: SignDignity | null, key: string): string;
  sign(f: GrahaFacts, key: string): string;
  house(f: GrahaFacts, key: string): string;
  dignity(f: GrahaFacts, d: SignDignity | null, ledWithDignity: boolean, key: string): string;
  combust: string;
  retrograde: string;
  war(against: Graha, won: boolean): string;
  /** The aspect sentence, then the note on Jupiter's (or else Saturn's) aspect, each with its leading space. */
  aspect(by: Graha[], key: string): string;
  aspectNote: { Jupiter: string; Saturn: string };
  position(x: Graha | 'Lagna', facts: ChartReadingFacts): string;
  source: string;
}

function conditionSentences(g: Graha, input: ReadingInput, w: GrahaParagraphWords): string[] {
  const dig = input.dignities[g];
  const out: string[] = [];
  if (dig.combust) out.push(w.combust);
  if (input.planets[g].retrograde && g !== 'Rahu' && g !== 'Ketu') out.push(w.retrograde);
  if (dig.war) out.push(w.war(dig.war.against, dig.war.won));
  return out;
}

function aspectSentence(f: GrahaFacts, key: string, w: GrahaParagraphWords): string {
  const by = f.aspectedBy.filter((g) => g !== f.graha);
  if (!by.length) return '';
  const note = by.includes('Jupiter') ? w.aspectNote.Jupiter : by.includes('Saturn') ? w.aspectNote.Saturn : '';
  return w.aspect(by, key) + note;
}

/**
 * What a graha's paragraph rests on, in the order its basis lists them (the same in every language): the graha,
 * its companions, its aspecters, the Lagna, then the Sun if it is combust and its rival if it is at war.
 */
export function basisGrahas(f: GrahaFacts, input: ReadingInput): (Graha | 'Lagna')[] {
  const out: (Graha | 'Lagna')[] = [f.graha, ...f.companions, ...f.aspectedBy, 'Lagna'];
  const dig = input.dignities[f.graha];
  if (dig.combust && !out.includes('Sun')) out.push('Sun');
  if (dig.war && !out.includes(dig.war.against)) out.push(dig.war.against);
  return out;
}

/** The nine graha paragraphs in the language of `w`. */
export function grahaParagraphsIn(input: ReadingInput, facts: ChartReadingFacts, w: GrahaParagraphWords): ReadingParagraph[] {
  return GRAHAS.map((g) => {
    const f = facts.grahas[g];
    const d = input.dignities[g].dignity;
    const key = `${g}|${f.sign}|${f.house}|${d}`;
    const ledWithDignity = d !== null && (STRONG.includes(d) || d === 'debilitated');
    const parts = [w.opener(f, d, key), w.sign(f, key), w.house(f, key), w.dignity(f, d, ledWithDignity, key), ...conditionSentences(g, input, w), aspectSentence(f, key, w)];
    return {
      key: g,
      text: parts.filter(Boolean).join(' '),
      basis: { positions: basisGrahas(f, input).map((x) => w.position(x, facts)), source: w.source },
    };
  });
}

const ENGLISH_WORDS: GrahaParagraphWords = {
  opener,
  sign: signSentence,
  house: houseSentence,
  dignity: dignitySentence,
  combust: 'It is close to the Sun (combust), which tradition reads as its themes being overshadowed by the self; they do best with conscious attention.',
  retrograde: 'It is retrograde, which tradition reads as themes that are revisited and worked through inwardly.',
  war: (against, won) =>
    won
      ? `It is within a degree of ${against} (a planetary war) and wins it, which tradition says strengthens it at the other's cost.`
      : `It is within a degree of ${against} (a planetary war) and loses it, so tradition expects its results to be quieter.`,
  aspect: (by, key) => {
    const list = names(by);
    return choose(`${key}|aspect`, [`${capitalise(list)} ${by.length > 1 ? 'aspect it from other signs' : 'aspects it from another sign'}.`, `It receives the aspect of ${list}.`]);
  },
  aspectNote: { Jupiter: ' Jupiter\'s aspect is traditionally taken as protective.', Saturn: ' Saturn\'s aspect asks for patience and structure.' },
  position: (x, facts) => (x === 'Lagna' ? `Lagna in ${facts.lagnaSign}` : facts.grahas[x].label),
  source: `${SOURCES.grahas} (significations, dignity), ch. 4 (signs), ch. 11 (houses), ch. 26 (aspects); wording general tradition`,
};

export const planetParagraphs = (input: ReadingInput, facts: ChartReadingFacts): ReadingParagraph[] => grahaParagraphsIn(input, facts, ENGLISH_WORDS);
