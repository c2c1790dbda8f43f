/** @jest-environment node */
import {
  dayLordOf,
  dayNumberOf,
  generateDailyHoroscope,
  houseFromSign,
  luckyFor,
  rotatingIndex,
  weekdayOf,
  wordCount,
  type DailyEntry,
  type TransitSnapshot,
} from '@/lib/astro/daily-horoscope';
import * as phrases from '@/lib/astro/daily-horoscope-phrases';
import type { HouseBank, HouseNumber } from '@/lib/astro/daily-horoscope-phrases';
import { SIGNS, zodiacPosition, type Sign } from '@/lib/astro/zodiac';

type Planet = keyof TransitSnapshot;
const PLANETS: Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** A snapshot from sidereal longitudes; the sign comes from zodiacPosition, as the real caller does. */
function snapshot(longitudes: Record<Planet, number>, retrograde: Partial<Record<Planet, boolean>> = {}): TransitSnapshot {
  const out = {} as TransitSnapshot;
  for (const p of PLANETS) {
    const pos = zodiacPosition(longitudes[p]);
    out[p] = { longitude: pos.longitude, sign: pos.sign, retrograde: retrograde[p] ?? (p === 'Rahu' || p === 'Ketu') };
  }
  return out;
}

// Two consecutive days: the Moon moves from late Sagittarius into Capricorn; everything else barely moves.
// Mercury is retrograde; Saturn in Pisces puts Aquarius, Pisces and Aries in Sade Sati.
const DAY1 = '2026-03-10';
const DAY2 = '2026-03-11';
const T1 = snapshot(
  { Sun: 325.2, Moon: 268.4, Mars: 300.6, Mercury: 320.1, Jupiter: 70.3, Venus: 340.8, Saturn: 335.5, Rahu: 318.2, Ketu: 138.2 },
  { Mercury: true },
);
const T2 = snapshot(
  { Sun: 326.2, Moon: 281.5, Mars: 301.4, Mercury: 319.6, Jupiter: 70.3, Venus: 342.0, Saturn: 335.6, Rahu: 318.1, Ketu: 138.1 },
  { Mercury: true },
);

const FEAR_WORDS = /\b(doom|doomed|danger|dangerous|curse|cursed|disaster|disastrous|terrible|evil|misfortune|fear|afraid|malefic|unlucky|bad luck|death|ruin)\b/i;
const PLACEHOLDER = /undefined|NaN|null|\{|\}|\$/;

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean);
}

function entries(r: Record<Sign, DailyEntry>): DailyEntry[] {
  return SIGNS.map((s) => r[s]);
}

/** Keywords of each Moon-house theme; every theme variant must contain at least one. */
const THEME_WORDS: Record<HouseNumber, RegExp> = {
  1: /energy|confiden|yourself/i,
  2: /family|money|spending|savings|words/i,
  3: /courage|brave|bold|call|message|sibling|brother|sister|short|communicat|initiative/i,
  4: /home|mother|house|comfort/i,
  5: /child|creativ|learn|romance|heart|studies/i,
  6: /work|routine|habit|obstacle|pending/i,
  7: /partner|spouse|client|relationship|marriage/i,
  8: /rest|reflect|care|research|quiet|gently/i,
  9: /elder|teacher|journey|faith|dharma|fortune|pilgrimage|worship/i,
  10: /career|work|professional|responsib/i,
  11: /friend|gain|network|wish|circle|teamwork/i,
  12: /rest|expens|spending|quiet|let go|prayer|meditat|inward/i,
};

const HOUSE_BANKS: Record<string, HouseBank> = {
  MOON_THEMES: phrases.MOON_THEMES,
  SUN_NOTES: phrases.SUN_NOTES,
  VENUS_NOTES: phrases.VENUS_NOTES,
  MARS_NOTES: phrases.MARS_NOTES,
  JUPITER_NOTES: phrases.JUPITER_NOTES,
  SATURN_NOTES: phrases.SATURN_NOTES,
  RAHU_KETU_NOTES: phrases.RAHU_KETU_NOTES,
  MERCURY_RETROGRADE_NOTES: phrases.MERCURY_RETROGRADE_NOTES,
};
const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Deterministic pseudo-random snapshots for sweeping many days and sky configurations. */
function* sweep(count: number): Generator<{ day: string; t: TransitSnapshot }> {
  let seed = 12345;
  const rand = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < count; i++) {
    const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const rahu = rand() * 360;
    const lon = {
      Sun: rand() * 360, Moon: rand() * 360, Mars: rand() * 360, Mercury: rand() * 360, Jupiter: rand() * 360,
      Venus: rand() * 360, Saturn: rand() * 360, Rahu: rahu, Ketu: rahu + 180,
    };
    yield { day, t: snapshot(lon, { Mercury: rand() < 0.3, Saturn: rand() < 0.4 }) };
  }
}

describe('generateDailyHoroscope', () => {
  const day1 = generateDailyHoroscope(DAY1, T1);
  const day2 = generateDailyHoroscope(DAY2, T2);

  it('gives twelve entries, Aries to Pisces, with every field filled', () => {
    for (const r of [day1, day2]) {
      expect(Object.keys(r)).toEqual([...SIGNS]);
      for (const e of entries(r)) {
        expect(e.content.trim().length).toBeGreaterThan(0);
        expect(e.mood.trim().length).toBeGreaterThan(0);
        expect(e.luckyColor.trim().length).toBeGreaterThan(0);
        expect(Number.isInteger(e.luckyNumber)).toBe(true);
        expect(e.luckyNumber).toBeGreaterThanOrEqual(1);
        expect(e.luckyNumber).toBeLessThanOrEqual(9);
      }
    }
  });

  it('is deterministic: the same input always gives the same output', () => {
    expect(generateDailyHoroscope(DAY1, T1)).toEqual(day1);
    expect(generateDailyHoroscope(DAY1, structuredClone(T1))).toEqual(day1);
    expect(generateDailyHoroscope(DAY2, T2)).toEqual(day2);
  });

  it('keeps every entry between 45 and 90 words, here and across many days and skies', () => {
    for (const e of [...entries(day1), ...entries(day2)]) {
      expect(wordCount(e.content)).toBeGreaterThanOrEqual(45);
      expect(wordCount(e.content)).toBeLessThanOrEqual(90);
    }
    for (const { day, t } of sweep(400)) {
      for (const e of entries(generateDailyHoroscope(day, t))) {
        const n = wordCount(e.content);
        if (n < 45 || n > 90) throw new Error(`${day}: ${n} words: ${e.content}`);
      }
    }
  });

  it('sets the theme from the Moon’s house: the sign with the Moon in its tenth house reads about career', () => {
    // Day 1: Moon in Sagittarius, the tenth house from Pisces; day 2: Moon in Capricorn, tenth from Aries.
    expect(houseFromSign('Pisces', T1.Moon.sign)).toBe(10);
    expect(houseFromSign('Aries', T2.Moon.sign)).toBe(10);
    expect(day1.Pisces.content).toMatch(THEME_WORDS[10]);
    expect(day2.Aries.content).toMatch(THEME_WORDS[10]);
    for (const [r, t] of [[day1, T1], [day2, T2]] as const) {
      for (const sign of SIGNS) {
        const house = houseFromSign(sign, t.Moon.sign);
        expect(r[sign].content.startsWith(sentences(r[sign].content)[0]!)).toBe(true);
        // The entry opens with one of that house's theme variants.
        expect(phrases.MOON_THEMES[house].some((theme) => r[sign].content.startsWith(theme))).toBe(true);
        expect(phrases.MOODS[house]).toContain(r[sign].mood);
      }
    }
  });

  it('gives each of the twelve signs a different entry and never repeats a sentence within a day', () => {
    for (const { day, t } of [{ day: DAY1, t: T1 }, { day: DAY2, t: T2 }, ...sweep(60)]) {
      const list = entries(generateDailyHoroscope(day, t));
      expect(new Set(list.map((e) => e.content)).size).toBe(12);
      const all = list.flatMap((e) => sentences(e.content));
      const seen = new Set<string>();
      for (const s of all) {
        if (seen.has(s)) throw new Error(`${day}: sentence repeated: ${s}`);
        seen.add(s);
      }
    }
  });

  it('changes most entries from one day to the next, even when the Moon stays in the same sign', () => {
    const changed = SIGNS.filter((s) => day1[s].content !== day2[s].content).length;
    expect(changed).toBe(12);

    // Same sky on the next day: the theme sentence still changes for every sign.
    const sameSky = generateDailyHoroscope(DAY2, T1);
    for (const s of SIGNS) {
      const house = houseFromSign(s, T1.Moon.sign);
      const theme = (e: DailyEntry) => phrases.MOON_THEMES[house].find((v) => e.content.startsWith(v));
      expect(theme(sameSky[s])).not.toBe(theme(day1[s]));
      // The closing suggestion also changes for each sign from one day to the next.
      expect(sentences(sameSky[s].content).at(-1)).not.toBe(sentences(day1[s].content).at(-1));
    }
  });

  it('mentions a transiting planet by name and house in plain words', () => {
    const ordinals = /(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) house|own sign|your sign/;
    for (const e of [...entries(day1), ...entries(day2)]) {
      const notes = sentences(e.content).slice(1).join(' ');
      expect(notes).toMatch(/\b(Sun|Venus|Mars|Jupiter|Saturn|Rahu|Mercury)\b/);
      expect(notes).toMatch(ordinals);
    }
  });

  it('never prints placeholders or broken values', () => {
    for (const { day, t } of [{ day: DAY1, t: T1 }, ...sweep(100)]) {
      for (const e of entries(generateDailyHoroscope(day, t))) {
        for (const text of [e.content, e.mood, e.luckyColor]) expect(text).not.toMatch(PLACEHOLDER);
        expect(e.content).not.toMatch(/\s{2,}|\s[.,;]/);
      }
    }
  });

  it('names Sade Sati only when Saturn is in the 12th, 1st or 2nd house, and without fear words', () => {
    let mentions = 0;
    for (const { day, t } of [{ day: DAY1, t: T1 }, { day: DAY2, t: T2 }, ...sweep(200)]) {
      const r = generateDailyHoroscope(day, t);
      for (const sign of SIGNS) {
        const content = r[sign].content;
        expect(content).not.toMatch(FEAR_WORDS);
        if (/sade sati/i.test(content)) {
          mentions++;
          expect([12, 1, 2]).toContain(houseFromSign(sign, t.Saturn.sign));
        }
      }
    }
    expect(mentions).toBeGreaterThan(20);
  });

  it('mentions Mercury retrograde only on days Mercury is retrograde', () => {
    const direct = structuredClone(T1);
    direct.Mercury.retrograde = false;
    for (const e of entries(generateDailyHoroscope(DAY1, direct))) expect(e.content).not.toMatch(/retrograde/i);
    expect(entries(day1).some((e) => /Mercury('s)? (is )?retrograde/.test(e.content))).toBe(true);
  });

  it('rejects a date that is not YYYY-MM-DD or not on the calendar', () => {
    for (const bad of ['2026-3-10', '10-03-2026', '2026-02-30', '2026-13-01', '2025-02-29', 'today']) {
      expect(() => generateDailyHoroscope(bad, T1)).toThrow(/calendar date/);
    }
    expect(() => generateDailyHoroscope('2024-02-29', T1)).not.toThrow();
  });
});

describe('lucky number and colour', () => {
  it('finds the weekday arithmetically, matching the calendar', () => {
    for (let i = -800; i < 800; i += 7) {
      const date = new Date(Date.UTC(2026, 2, 10) + i * 86_400_000 * 3);
      const day = date.toISOString().slice(0, 10);
      expect(weekdayOf(day)).toBe(date.getUTCDay());
      expect(dayNumberOf(day)).toBe(Math.round(date.getTime() / 86_400_000));
    }
    expect(dayLordOf('2026-03-10')).toBe('Mars'); // a Tuesday
    expect(dayLordOf('2026-03-15')).toBe('Sun');
    expect(dayLordOf('2026-03-14')).toBe('Saturn');
  });

  it('follows the day lord and the sign lord', () => {
    // Tuesday (Mars, 9): Aries and Scorpio are Mars's own signs, so 9; Taurus (Venus, 6): 9 + 6 → 6.
    expect(luckyFor('2026-03-10', 'Aries').luckyNumber).toBe(9);
    expect(luckyFor('2026-03-10', 'Scorpio').luckyNumber).toBe(9);
    expect(luckyFor('2026-03-10', 'Taurus').luckyNumber).toBe(6);
    // Sunday (Sun, 1) for Leo, the Sun's sign: 1.
    expect(luckyFor('2026-03-15', 'Leo').luckyNumber).toBe(1);
    expect(['Red', 'Maroon', 'Coral', 'Scarlet']).toContain(luckyFor('2026-03-10', 'Gemini').luckyColor);
    expect(['Navy blue', 'Black', 'Dark blue', 'Indigo']).toContain(luckyFor('2026-03-14', 'Gemini').luckyColor);
    for (let d = 10; d < 17; d++) {
      for (const sign of SIGNS) {
        const { luckyNumber } = luckyFor(`2026-03-${d}`, sign);
        expect(luckyNumber).toBeGreaterThanOrEqual(1);
        expect(luckyNumber).toBeLessThanOrEqual(9);
      }
    }
  });

  it('puts the lucky values of the generated entries on the same rule', () => {
    const r = generateDailyHoroscope(DAY1, T1);
    for (const sign of SIGNS) expect({ luckyNumber: r[sign].luckyNumber, luckyColor: r[sign].luckyColor }).toEqual(luckyFor(DAY1, sign));
  });
});

describe('seeded rotation', () => {
  it('never picks the same variant two days running and spreads the variants evenly', () => {
    for (const n of [3, 4, 5]) {
      const counts = new Array<number>(n).fill(0);
      let previous = -1;
      const start = n * 4000;
      for (let d = start; d < start + n * 60; d++) {
        const i = rotatingIndex(n, d, `Leo|theme|${n}`);
        expect(i).not.toBe(previous);
        counts[i]!++;
        previous = i;
      }
      for (const c of counts) expect(c).toBe(60);
    }
  });
});

describe('phrase banks', () => {
  it('has enough variants: 4+ per Moon theme, 3+ per planet note and mood group, 24+ closings', () => {
    for (const h of HOUSES) {
      expect(phrases.MOON_THEMES[h].length).toBeGreaterThanOrEqual(4);
      expect(phrases.MOODS[h].length).toBeGreaterThanOrEqual(3);
      for (const [name, bank] of Object.entries(HOUSE_BANKS)) {
        if (bank[h].length < 3) throw new Error(`${name}[${h}] has ${bank[h].length} variants`);
      }
    }
    expect(phrases.CLOSINGS.length).toBeGreaterThanOrEqual(24);
    expect(phrases.CLOSINGS.length % 2).toBe(0);
  });

  it('every Moon theme variant carries its house’s theme words', () => {
    for (const h of HOUSES) {
      for (const v of phrases.MOON_THEMES[h]) if (!THEME_WORDS[h].test(v)) throw new Error(`house ${h}: ${v}`);
    }
  });

  it('has no repeated sentence and no repeated mood anywhere', () => {
    const all = [
      ...Object.values(HOUSE_BANKS).flatMap((bank) => HOUSES.flatMap((h) => bank[h])),
      ...phrases.CLOSINGS,
    ].flatMap(sentences);
    expect(new Set(all).size).toBe(all.length);
    const moods = HOUSES.flatMap((h) => phrases.MOODS[h]);
    expect(new Set(moods).size).toBe(moods.length);
  });

  it('keeps Sade Sati to Saturn in the 12th, 1st and 2nd, and the tone free of fear words', () => {
    for (const [name, bank] of Object.entries(HOUSE_BANKS)) {
      for (const h of HOUSES) {
        for (const v of bank[h]) {
          expect(v).not.toMatch(FEAR_WORDS);
          expect(v).not.toMatch(PLACEHOLDER);
          expect(v).toMatch(/^[A-Z].*[.!?]$/);
          const sadeSati = /sade sati/i.test(v);
          expect(sadeSati).toBe(name === 'SATURN_NOTES' && [12, 1, 2].includes(h));
        }
      }
    }
    for (const c of phrases.CLOSINGS) expect(c).not.toMatch(FEAR_WORDS);
  });
});
