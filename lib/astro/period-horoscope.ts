// The weekly and monthly horoscope of a sign, read from the transits of every day of the period,
// as the daily entries are (daily-horoscope.ts): the same whole-sign houses counted from the
// reader's Moon sign, the same favourable and care houses of the Moon, the same Sade Sati rule.
// Pure and deterministic: the same days and transits always give the same reading.
//
// A reading is made of:
//   1. an overview: where the Sun spends the period, what Jupiter and Saturn support or ask for,
//      and how many days the Moon favours the sign;
//   2. the dated events of the period: planets changing sign, planets turning retrograde or direct;
//   3. the days the Moon favours the sign (good for important steps) and the days that ask for care.

import type { Transit } from './chart';
import { CARE_MOON_HOUSES, dayNumberOf, FAVOURABLE_MOON_HOUSES, houseFromSign, SADE_SATI_HOUSES, weekdayOf, type TransitSnapshot } from './daily-horoscope';
import type { HouseNumber } from './daily-horoscope-phrases';
import type { DisplayLanguage } from './format';
import { jupiterSentenceHi, moonSentenceHi, saturnSentenceHi, signChangeHi, stationHi, sunOverviewHi } from './period-horoscope-hi';
import { HINDI_SIGN_NAMES, type Graha, type Sign } from './zodiac';

export type HoroscopePeriod = 'week' | 'month';

/** The transits of one calendar day of the period (YYYY-MM-DD, at 06:00 IST as for the daily entries). */
export interface DayTransits {
  day: string;
  transits: TransitSnapshot;
}

export interface PeriodEvent {
  day: string;
  text: string;
}

export interface PeriodReading {
  period: HoroscopePeriod;
  /** First and last day of the period, YYYY-MM-DD. */
  from: string;
  to: string;
  overview: string[];
  events: PeriodEvent[];
  /** Days the Moon passes through a favourable house from the sign. */
  favourableDays: string[];
  /** Days the Moon passes through the 4th, 8th or 12th house from the sign. */
  careDays: string[];
}

/** What each whole-sign house stands for, in the words of a family reader. */
export const HOUSE_AREAS: Readonly<Record<HouseNumber, string>> = {
  1: 'yourself, your health and how you come across',
  2: 'family, savings and speech',
  3: 'courage, siblings and short journeys',
  4: 'home, mother and peace of mind',
  5: 'children, studies and creativity',
  6: 'daily work, health habits and competition',
  7: 'marriage and partnerships',
  8: 'shared money, research and sudden changes',
  9: 'luck, teachers, elders and long journeys',
  10: 'career and standing',
  11: 'gains, friends and ambitions',
  12: 'expenses, rest and distant places',
};

/** What the Sun's month-long stay in a house asks of the reader. */
const SUN_ADVICE: Readonly<Record<HouseNumber, string>> = {
  1: 'put your own health and plans first, and let confidence show without turning into stubbornness.',
  2: 'speak carefully at home and give your savings a fresh look.',
  3: 'take the initiative: calls, short trips and bold proposals go well.',
  4: 'give time to the household and to your mother or an elder, and keep big moves for later.',
  5: 'creative work, studies and time with children bring the most satisfaction.',
  6: 'clear pending work and keep regular habits; effort beats luck now.',
  7: 'partners and clients need your attention, and fair give and take keeps things smooth.',
  8: 'check paperwork and shared money twice, and keep some time for quiet reflection.',
  9: 'learning, guidance from elders and a pilgrimage or long journey are favoured.',
  10: 'work and reputation come forward, and steady effort is noticed by those above you.',
  11: 'friends and networks help, and a long-held wish can move closer.',
  12: 'rest well, watch expenses and finish what is open before you start anything new.',
};

/** Planets whose change of sign is worth telling within a week or a month (the Moon changes every two days). */
const SIGN_CHANGERS: readonly Graha[] = ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Rahu'];
/** Planets whose turn retrograde or direct is told (Rahu and Ketu are always retrograde here). */
const STATIONERS: readonly Graha[] = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

/** The calendar day `n` days after `day` (YYYY-MM-DD; n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date((dayNumberOf(day) + n) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The days of the period that contains `day`: its week, Monday to Sunday, as Indian calendars
 * print it, or its calendar month.
 */
export function periodDays(period: HoroscopePeriod, day: string): string[] {
  if (period === 'week') {
    const monday = addDays(day, -((weekdayOf(day) + 6) % 7));
    return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  }
  const firstOfMonth = `${day.slice(0, 8)}01`;
  const days: string[] = [];
  for (let d = firstOfMonth; d.slice(0, 7) === day.slice(0, 7); d = addDays(d, 1)) days.push(d);
  return days;
}

const ORDINALS = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];

export const ordinalHouse = (house: HouseNumber): string => `${ORDINALS[house]} house`;

function signWithHindi(sign: Sign): string {
  return `${sign} (${HINDI_SIGN_NAMES[sign]})`;
}

/** Planets changing sign or direction from one day to the next, told from the reader's sign. */
function eventsBetween(sign: Sign, before: DayTransits, after: DayTransits, language: DisplayLanguage): PeriodEvent[] {
  const events: PeriodEvent[] = [];
  for (const planet of SIGN_CHANGERS) {
    const was: Transit = before.transits[planet];
    const now: Transit = after.transits[planet];
    if (was.sign !== now.sign) {
      const house = houseFromSign(sign, now.sign);
      if (language === 'hi') events.push({ day: after.day, text: signChangeHi(planet, now.sign, house) });
      else events.push({ day: after.day, text: `${planet} enters ${signWithHindi(now.sign)}, your ${ordinalHouse(house)} of ${HOUSE_AREAS[house]}.` });
    }
  }
  for (const planet of STATIONERS) {
    const was = before.transits[planet].retrograde;
    const now = after.transits[planet].retrograde;
    if (was !== now && language === 'hi') {
      events.push({ day: after.day, text: stationHi(planet, now, houseFromSign(sign, after.transits[planet].sign)) });
    } else if (was !== now) {
      events.push({
        day: after.day,
        text: now
          ? `${planet} turns retrograde: review and finish matters of ${HOUSE_AREAS[houseFromSign(sign, after.transits[planet].sign)]} rather than starting new ones.`
          : `${planet} turns direct again: delayed matters of ${HOUSE_AREAS[houseFromSign(sign, after.transits[planet].sign)]} start to move.`,
      });
    }
  }
  return events;
}

function jupiterSentence(house: HouseNumber, language: DisplayLanguage): string {
  if (language === 'hi') return jupiterSentenceHi(house, [2, 5, 7, 9, 11].includes(house));
  return [2, 5, 7, 9, 11].includes(house)
    ? `Jupiter in your ${ordinalHouse(house)} is a steady blessing for ${HOUSE_AREAS[house]}.`
    : `Jupiter in your ${ordinalHouse(house)} asks for patience in matters of ${HOUSE_AREAS[house]}; good advice comes from elders.`;
}

function saturnSentence(house: HouseNumber, language: DisplayLanguage): string {
  if (language === 'hi') return saturnSentenceHi(house, SADE_SATI_HOUSES.includes(house) ? 'sade-sati' : [3, 6, 11].includes(house) ? 'strong' : 'discipline');
  if (SADE_SATI_HOUSES.includes(house)) {
    return `Saturn in your ${ordinalHouse(house)} is part of Sade Sati for your sign: steady, honest work in matters of ${HOUSE_AREAS[house]} is rewarded, shortcuts are not.`;
  }
  return [3, 6, 11].includes(house)
    ? `Saturn in your ${ordinalHouse(house)} gives staying power in ${HOUSE_AREAS[house]}.`
    : `Saturn in your ${ordinalHouse(house)} asks for discipline in matters of ${HOUSE_AREAS[house]}.`;
}

function moonSentence(period: HoroscopePeriod, favourable: number, care: number, total: number, language: DisplayLanguage): string {
  if (language === 'hi') return moonSentenceHi(period, favourable, care, total, favourable >= care * 2 ? 'supportive' : favourable > care ? 'mostly' : 'mixed');
  const span = period === 'week' ? 'week' : 'month';
  const balance =
    favourable >= care * 2 ? 'a generally supportive' : favourable > care ? 'a mostly favourable' : 'a mixed';
  return `The Moon favours you on ${favourable} of the ${total} days and asks for care on ${care}: ${balance} ${span}. Keep important steps for the favourable days below.`;
}

/**
 * The reading of one sign for a week or a month, from the transits of each day of it (in order,
 * consecutive, at least one day). Each sign is taken as the reader's Moon sign.
 */
export function generatePeriodHoroscope(sign: Sign, period: HoroscopePeriod, days: readonly DayTransits[], language: DisplayLanguage = 'en'): PeriodReading {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) throw new Error('A period needs the transits of at least one day');

  const favourableDays: string[] = [];
  const careDays: string[] = [];
  for (const { day, transits } of days) {
    const moonHouse = houseFromSign(sign, transits.Moon.sign);
    if (FAVOURABLE_MOON_HOUSES.includes(moonHouse)) favourableDays.push(day);
    else if (CARE_MOON_HOUSES.includes(moonHouse)) careDays.push(day);
  }

  const events = days.slice(1).flatMap((today, i) => eventsBetween(sign, days[i]!, today, language));

  // The Sun's house where it spends most of the period: the middle day's.
  const middle = days[Math.floor(days.length / 2)]!.transits;
  const sunHouse = houseFromSign(sign, middle.Sun.sign);
  const overview = language === 'hi' ? [
    sunOverviewHi(period, sunHouse),
    `${jupiterSentence(houseFromSign(sign, middle.Jupiter.sign), language)} ${saturnSentence(houseFromSign(sign, middle.Saturn.sign), language)}`,
    moonSentence(period, favourableDays.length, careDays.length, days.length, language),
  ] : [
    `This ${period} the Sun is in your ${ordinalHouse(sunHouse)}, the house of ${HOUSE_AREAS[sunHouse]}: ${SUN_ADVICE[sunHouse]}`,
    `${jupiterSentence(houseFromSign(sign, middle.Jupiter.sign), language)} ${saturnSentence(houseFromSign(sign, middle.Saturn.sign), language)}`,
    moonSentence(period, favourableDays.length, careDays.length, days.length, language),
  ];

  return { period, from: first.day, to: last.day, overview, events, favourableDays, careDays };
}
