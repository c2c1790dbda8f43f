/** @jest-environment node */
import { ZODIAC_SIGNS } from '@/lib/contract/content';
import { poolEntriesForDay } from '@/lib/server/services/horoscope';

describe('poolEntriesForDay', () => {
  const day = '2026-11-21';

  it('gives twelve entries, Aries to Pisces, all for the requested day and marked as seed content', () => {
    const entries = poolEntriesForDay(day);
    expect(entries.map((e) => e.sign)).toEqual([
      'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo',
      'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces',
    ]);
    expect(entries.map((e) => e.sign)).toEqual([...ZODIAC_SIGNS]);
    for (const e of entries) {
      expect(e.day).toBe(day);
      expect(e.source).toBe('seed');
    }
  });

  it('fills every field: content, mood, a lucky number from 1 to 9 and a lucky colour', () => {
    for (const e of poolEntriesForDay(day)) {
      expect(typeof e.content).toBe('string');
      expect(e.content.trim().length).toBeGreaterThan(50);
      expect(e.mood.trim()).not.toBe('');
      expect(Number.isInteger(e.luckyNumber)).toBe(true);
      expect(e.luckyNumber).toBeGreaterThanOrEqual(1);
      expect(e.luckyNumber).toBeLessThanOrEqual(9);
      expect(e.luckyColor.trim()).not.toBe('');
    }
  });

  it('is deterministic: the same date always gives the same readings', () => {
    expect(poolEntriesForDay(day)).toEqual(poolEntriesForDay(day));
  });

  it('changes the reading from one day to the next for most signs', () => {
    const today = poolEntriesForDay(day);
    const tomorrow = poolEntriesForDay('2026-11-22');
    const changed = today.filter((e, i) => e.content !== tomorrow[i]!.content).length;
    expect(changed).toBeGreaterThanOrEqual(9);
  });

  it('does not give two signs the same reading on the same day', () => {
    const contents = poolEntriesForDay(day).map((e) => e.content);
    expect(new Set(contents).size).toBe(12);
  });

  it('fills complete entries for every day of a whole year', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 366; i++) {
      const d = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      for (const e of poolEntriesForDay(d)) {
        expect(e.content).toBeTruthy();
        expect(e.luckyColor).toBeTruthy();
      }
    }
  });
});
