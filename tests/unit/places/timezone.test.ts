/** @jest-environment node */
import { birthUtcOffset, DEFAULT_TIMEZONE, formatUtcOffset, isValidTimeZone, offsetSecondsAtInstant, utcOffsetAt, utcOffsetForDateTime, utcOffsetSecondsAt } from '@/lib/places/timezone';

describe('utcOffsetAt: offsets from the time-zone history', () => {
  it.each([
    ['Asia/Kolkata', 1943, 6, 15, 12, 0, '+06:30'], // Indian war time
    ['Asia/Kolkata', 1950, 1, 1, 0, 0, '+05:30'],
    ['Asia/Kolkata', 1945, 10, 15, 12, 0, '+05:30'], // war time ended that day
    ['Asia/Kolkata', 1900, 1, 1, 0, 0, '+05:21'], // Madras time (5:21:10)
    ['Asia/Kolkata', 1850, 1, 1, 0, 0, '+05:53'], // local mean time (5:53:28), rounded to the minute
    ['America/New_York', 2020, 7, 1, 12, 0, '-04:00'],
    ['America/New_York', 2020, 1, 1, 0, 0, '-05:00'],
    ['Asia/Kathmandu', 2020, 1, 1, 0, 0, '+05:45'],
    ['Asia/Kathmandu', 1980, 1, 1, 0, 0, '+05:30'], // before Nepal moved to +05:45 in 1986
    ['Europe/London', 1970, 1, 1, 0, 0, '+01:00'], // British Standard Time
    ['Australia/Sydney', 2020, 1, 1, 0, 0, '+11:00'],
    ['Pacific/Chatham', 2020, 1, 1, 0, 0, '+13:45'],
    ['America/St_Johns', 2020, 1, 1, 0, 0, '-03:30'],
    ['UTC', 2020, 1, 1, 0, 0, '+00:00'],
  ])('%s %i-%i-%i %i:%i → %s', (zone, year, month, day, hours, minutes, expected) => {
    expect(utcOffsetAt(zone, year, month, day, hours, minutes, 0)).toBe(expected);
  });

  it('gives a skipped local time (clocks forward) the offset before the change', () => {
    // New York, 2020-03-08: 02:00 EST became 03:00 EDT, so 02:30 never happened.
    expect(utcOffsetAt('America/New_York', 2020, 3, 8, 1, 59, 59)).toBe('-05:00');
    expect(utcOffsetAt('America/New_York', 2020, 3, 8, 2, 30, 0)).toBe('-05:00');
    expect(utcOffsetAt('America/New_York', 2020, 3, 8, 3, 0, 0)).toBe('-04:00');
    expect(utcOffsetAt('Europe/London', 2020, 3, 29, 1, 30, 0)).toBe('+00:00');
  });

  it('gives a repeated local time (clocks back) its first, earlier occurrence', () => {
    // New York, 2020-11-01: 02:00 EDT became 01:00 EST, so 01:30 happened twice.
    expect(utcOffsetAt('America/New_York', 2020, 11, 1, 0, 59, 0)).toBe('-04:00');
    expect(utcOffsetAt('America/New_York', 2020, 11, 1, 1, 30, 0)).toBe('-04:00');
    expect(utcOffsetAt('America/New_York', 2020, 11, 1, 2, 0, 0)).toBe('-05:00');
    expect(utcOffsetAt('Europe/London', 2020, 10, 25, 1, 30, 0)).toBe('+01:00');
  });

  it('defaults the time to midnight', () => {
    expect(utcOffsetAt('Asia/Kolkata', 1943, 6, 15)).toBe('+06:30');
  });

  it('refuses unknown zones and impossible dates', () => {
    expect(() => utcOffsetAt('Mars/Olympus', 2020, 1, 1)).toThrow(RangeError);
    expect(() => utcOffsetAt('Asia/Kolkata', 2020, 13, 1)).toThrow(RangeError);
    expect(() => utcOffsetAt('Asia/Kolkata', 2020, 1, 1, 24)).toThrow(RangeError);
    expect(() => utcOffsetAt('Asia/Kolkata', 2020, 1.5, 1)).toThrow(RangeError);
  });
});

describe('utcOffsetForDateTime: the form fields as they are', () => {
  it('reads YYYY-MM-DD and HH:MM[:SS]', () => {
    expect(utcOffsetForDateTime('Asia/Kolkata', '1943-06-15', '14:30')).toBe('+06:30');
    expect(utcOffsetForDateTime('America/New_York', '2020-07-01', '09:05:07')).toBe('-04:00');
    expect(utcOffsetForDateTime('America/New_York', '2020-01-01')).toBe('-05:00');
    expect(() => utcOffsetForDateTime('Asia/Kolkata', '15/06/1943', '14:30')).toThrow(RangeError);
    expect(() => utcOffsetForDateTime('Asia/Kolkata', '1943-06-15', '2pm')).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('isValidTimeZone', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('asia/kolkata')).toBe(true);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('formatUtcOffset rounds to the minute and never writes -00:00', () => {
    expect(formatUtcOffset(19800)).toBe('+05:30');
    expect(formatUtcOffset(-16200)).toBe('-04:30');
    expect(formatUtcOffset(21208)).toBe('+05:53');
    expect(formatUtcOffset(-20)).toBe('+00:00');
    expect(formatUtcOffset(50400)).toBe('+14:00');
  });

  it('offsetSecondsAtInstant and utcOffsetSecondsAt agree away from changes', () => {
    expect(offsetSecondsAtInstant('Asia/Kolkata', Date.UTC(2024, 0, 1))).toBe(19800);
    expect(utcOffsetSecondsAt('Asia/Kolkata', 1900, 1, 1)).toBe(5 * 3600 + 21 * 60 + 10);
  });
});

describe('birthUtcOffset: one rule for the kundli and the match', () => {
  const at = (year: number, month: number, day: number, hours = 12) => ({ year, month, day, hours, minutes: 0, seconds: 0 });

  it('keeps the offset the person gave, whatever the place', () => {
    expect(birthUtcOffset('-03:00', 'Asia/Kolkata', at(1943, 6, 15))).toBe('-03:00');
    // The place's zone is not even looked up when the offset was given.
    const lookup = jest.fn(() => 'Asia/Kolkata');
    expect(birthUtcOffset('-03:00', lookup, at(1943, 6, 15))).toBe('-03:00');
    expect(lookup).not.toHaveBeenCalled();
    expect(birthUtcOffset(undefined, lookup, at(1943, 6, 15))).toBe('+06:30');
  });

  it("otherwise takes the birth place's offset on that date, history included", () => {
    expect(birthUtcOffset(undefined, 'Asia/Kolkata', at(1943, 6, 15))).toBe('+06:30');
    expect(birthUtcOffset(undefined, 'America/New_York', at(1950, 3, 1, 8))).toBe('-05:00');
    expect(birthUtcOffset(undefined, 'America/New_York', at(2020, 7, 1))).toBe('-04:00');
  });

  it("falls back to India's +05:30 only when the place's zone is unknown", () => {
    expect(DEFAULT_TIMEZONE).toBe('+05:30');
    expect(birthUtcOffset(undefined, null, at(2020, 7, 1))).toBe('+05:30');
    expect(birthUtcOffset('', undefined, at(2020, 7, 1))).toBe('+05:30');
  });
});
