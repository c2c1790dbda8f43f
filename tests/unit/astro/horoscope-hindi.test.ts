/** @jest-environment node */
import { computeTransits } from '@/lib/astro';
import { generateDailyHoroscope, GRAHA_COLOURS, type TransitSnapshot } from '@/lib/astro/daily-horoscope';
import * as english from '@/lib/astro/daily-horoscope-phrases';
import * as hindi from '@/lib/astro/daily-horoscope-phrases-hi';
import type { HouseBank } from '@/lib/astro/daily-horoscope-phrases';
import { GRAHA_NAMES_HI, hindiName, SIGN_NAMES_HI, type HindiColour } from '@/lib/astro/hindi';
import { addDays, generatePeriodHoroscope, periodDays } from '@/lib/astro/period-horoscope';
import { SIGNS, type Graha } from '@/lib/astro/zodiac';

// The Hindi horoscope says what the English one says, in Hindi only: every bank written for every
// house, no English word and no unfilled placeholder left, and each entry built from the same
// facts as the English entry (the same planets, mood, lucky number and colour).

const LATIN = /[A-Za-z]/;
const DEVANAGARI = /[\u0900-\u097F]/;
const UNFILLED = /[{}$]|undefined|NaN/;
const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

function expectHindi(text: string, where: string) {
  expect({ where, text, latin: LATIN.test(text), unfilled: UNFILLED.test(text), devanagari: DEVANAGARI.test(text) }).toEqual({
    where,
    text,
    latin: false,
    unfilled: false,
    devanagari: true,
  });
}

const BANKS: [string, HouseBank, HouseBank][] = [
  ['MOON_THEMES', english.MOON_THEMES, hindi.MOON_THEMES_HI],
  ['SUN_NOTES', english.SUN_NOTES, hindi.SUN_NOTES_HI],
  ['VENUS_NOTES', english.VENUS_NOTES, hindi.VENUS_NOTES_HI],
  ['MARS_NOTES', english.MARS_NOTES, hindi.MARS_NOTES_HI],
  ['JUPITER_NOTES', english.JUPITER_NOTES, hindi.JUPITER_NOTES_HI],
  ['SATURN_NOTES', english.SATURN_NOTES, hindi.SATURN_NOTES_HI],
  ['RAHU_KETU_NOTES', english.RAHU_KETU_NOTES, hindi.RAHU_KETU_NOTES_HI],
  ['MERCURY_RETROGRADE_NOTES', english.MERCURY_RETROGRADE_NOTES, hindi.MERCURY_RETROGRADE_NOTES_HI],
];

describe('the Hindi phrase banks', () => {
  it.each(BANKS)('%s has Hindi sentences for every house', (name, _en, hi) => {
    for (const house of HOUSES) {
      expect(hi[house].length).toBeGreaterThan(0);
      hi[house].forEach((text, i) => expectHindi(text, `${name}[${house}][${i}]`));
    }
  });

  it('has a Hindi mood for every English mood and a Hindi colour for every English colour, index for index', () => {
    for (const house of HOUSES) {
      expect(hindi.MOODS_HI[house]).toHaveLength(english.MOODS[house].length);
      hindi.MOODS_HI[house].forEach((m, i) => expectHindi(m, `MOODS_HI[${house}][${i}]`));
    }
    for (const graha of Object.keys(GRAHA_COLOURS) as Graha[]) {
      GRAHA_COLOURS[graha].forEach((c) => expectHindi(hindiName('colour', c), `the colour ${c}`));
    }
  });

  it('has an even number of Hindi closings, twelve or more a day, all distinct', () => {
    expect(hindi.CLOSINGS_HI.length % 2).toBe(0);
    expect(hindi.CLOSINGS_HI.length / 2).toBeGreaterThanOrEqual(SIGNS.length);
    expect(new Set(hindi.CLOSINGS_HI).size).toBe(hindi.CLOSINGS_HI.length);
    hindi.CLOSINGS_HI.forEach((c, i) => expectHindi(c, `CLOSINGS_HI[${i}]`));
  });
});

// Days spread over three years, so that every sign meets the Moon in every house and the slow
// planets in many; the transits are the engine's own, as the site computes them.
const DAYS = Array.from({ length: 37 }, (_, i) => addDays('2025-01-01', i * 30 + (i % 3)));
const transitsOf = (day: string): TransitSnapshot => computeTransits(new Date(`${day}T06:00:00+05:30`));
const PLANETS_EN: Graha[] = ['Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

describe('the Hindi daily horoscope', () => {
  it('is Hindi for every sign and day, built from the English entry’s facts', () => {
    for (const day of DAYS) {
      const t = transitsOf(day);
      const en = generateDailyHoroscope(day, t);
      const hi = generateDailyHoroscope(day, t, 'hi');
      const contents = new Set<string>();
      for (const sign of SIGNS) {
        const where = `${day} ${sign}`;
        expectHindi(hi[sign].content, where);
        expectHindi(hi[sign].mood, where);
        expectHindi(hi[sign].luckyColor, where);
        contents.add(hi[sign].content);
        expect(hi[sign].luckyNumber).toBe(en[sign].luckyNumber);
        // The same mood and colour, in Hindi.
        const house = (Object.keys(english.MOODS) as unknown as (keyof typeof english.MOODS)[]).find((h) => english.MOODS[h].includes(en[sign].mood))!;
        expect(hi[sign].mood).toBe(hindi.MOODS_HI[house][english.MOODS[house].indexOf(en[sign].mood)]);
        const colour = en[sign].luckyColor as HindiColour;
        expect((Object.keys(GRAHA_COLOURS) as Graha[]).some((g) => GRAHA_COLOURS[g].includes(colour))).toBe(true);
        expect(hi[sign].luckyColor).toBe(hindiName('colour', colour));
        // Every planet the English entry speaks of, the Hindi one speaks of too.
        for (const planet of PLANETS_EN) {
          if (new RegExp(`\\b${planet}\\b`).test(en[sign].content)) expect({ where, planet, said: hi[sign].content.includes(GRAHA_NAMES_HI[planet]) }).toEqual({ where, planet, said: true });
        }
      }
      // Twelve signs, twelve different readings.
      expect(contents.size).toBe(SIGNS.length);
    }
  });

  it('leaves English exactly as it was: the language parameter defaults to English', () => {
    const day = '2026-03-10';
    const t = transitsOf(day);
    expect(generateDailyHoroscope(day, t, 'en')).toEqual(generateDailyHoroscope(day, t));
  });
});

describe('the Hindi weekly and monthly readings', () => {
  it('are Hindi for every sign, with the same dates, days and events as the English', () => {
    for (const anchor of ['2025-03-20', '2025-10-05', '2026-11-25']) {
      for (const period of ['week', 'month'] as const) {
        const days = periodDays(period, anchor).map((day) => ({ day, transits: transitsOf(day) }));
        for (const sign of SIGNS) {
          const en = generatePeriodHoroscope(sign, period, days);
          const hi = generatePeriodHoroscope(sign, period, days, 'hi');
          expect({ from: hi.from, to: hi.to, good: hi.favourableDays, care: hi.careDays }).toEqual({ from: en.from, to: en.to, good: en.favourableDays, care: en.careDays });
          expect(hi.overview).toHaveLength(en.overview.length);
          hi.overview.forEach((p, i) => expectHindi(p, `${anchor} ${period} ${sign} overview[${i}]`));
          expect(hi.events.map((e) => e.day)).toEqual(en.events.map((e) => e.day));
          hi.events.forEach((e, i) => {
            expectHindi(e.text, `${anchor} ${period} ${sign} event[${i}]`);
            const planet = PLANETS_EN.find((p) => en.events[i]!.text.startsWith(p))!;
            expect(e.text.startsWith(GRAHA_NAMES_HI[planet])).toBe(true);
            const entered = SIGNS.find((s) => en.events[i]!.text.includes(`enters ${s} `));
            if (entered) expect(e.text).toContain(`${SIGN_NAMES_HI[entered]} राशि`);
          });
        }
      }
    }
  });
});
