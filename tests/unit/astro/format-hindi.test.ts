/** @jest-environment node */
import { describeManglik, formatClock, formatDashaDate, formatLongDate, formatMonthYear, formatYearSpan } from '@/lib/astro/format';
import { computeManglik } from '@/lib/astro/manglik';
import { WEEKDAY_NAMES_HI } from '@/lib/astro/hindi';
import { WEEKDAYS } from '@/lib/astro/panchang';
import { formatRupees } from '@/lib/consultations/services';
import { formatIndianNumber, formatInr } from '@/lib/vastu/fee-estimator';

// Hindi dates as the peers' Hindi pages write them: Hindi month and weekday names, Latin digits.
// These strings come from Node's ICU (full ICU ships with Node 20): a runtime without the Hindi
// locale data would print English month names and fail here.

describe('dates in Hindi', () => {
  it('writes a date with the Hindi month and Latin digits, and in English as before', () => {
    expect(formatLongDate('2026-11-26T06:30:00Z', 'hi')).toBe('26 नवंबर 2026');
    expect(formatLongDate('2026-11-26T06:30:00Z', 'en')).toBe('26 November 2026');
    expect(formatLongDate('2026-11-26T06:30:00Z', 'hi', { weekday: true })).toBe('गुरुवार, 26 नवंबर 2026');
    expect(formatLongDate('2026-11-26T06:30:00Z', 'en', { weekday: true })).toBe('Thursday, 26 November 2026');
  });

  it('reads a calendar date as that day, and an instant in India time', () => {
    expect(formatLongDate('2027-01-01', 'hi')).toBe('1 जनवरी 2027');
    // 31 December 2026 at 20:00 UTC is already 1 January in India.
    expect(formatLongDate('2026-12-31T20:00:00Z', 'hi', { weekday: true })).toBe('शुक्रवार, 1 जनवरी 2027');
    expect(formatLongDate('2026-12-31T20:00:00Z', 'en', { timeZone: 'UTC' })).toBe('31 December 2026');
  });

  it('names each weekday as the engine’s Hindi weekdays do', () => {
    // 22 November 2026 is a Sunday.
    const shown = WEEKDAYS.map((_, i) => formatLongDate(`2026-11-${22 + i}`, 'hi', { weekday: true }).split(',')[0]);
    expect(shown).toEqual(WEEKDAYS.map((w) => WEEKDAY_NAMES_HI[w]));
  });

  it('writes a month of the calendar', () => {
    expect(formatMonthYear('2026-02', 'hi')).toBe('फ़रवरी 2026');
    expect(formatMonthYear('2026-02', 'en')).toBe('February 2026');
  });

  it('writes a dasha boundary with the full Hindi month (Hindi has no short month a reader knows)', () => {
    expect(formatDashaDate('1966-06-04T10:00:00Z', 'hi')).toBe('4 जून 1966');
    expect(formatDashaDate('2026-11-26T10:00:00Z', 'hi')).toBe('26 नवंबर 2026');
    expect(formatDashaDate('1966-06-04T10:00:00Z')).toBe('4 Jun 1966');
  });
});

describe('times in Hindi', () => {
  it.each([
    [0, 5, 'रात 12:05', '12:05 am'],
    [4, 0, 'सुबह 4:00', '4:00 am'],
    [6, 5, 'सुबह 6:05', '6:05 am'],
    [12, 30, 'दोपहर 12:30', '12:30 pm'],
    [15, 59, 'दोपहर 3:59', '3:59 pm'],
    [16, 0, 'शाम 4:00', '4:00 pm'],
    [19, 45, 'शाम 7:45', '7:45 pm'],
    [20, 0, 'रात 8:00', '8:00 pm'],
    [23, 59, 'रात 11:59', '11:59 pm'],
  ])('%i:%i reads "%s" (English "%s")', (hour, minute, hi, en) => {
    expect(formatClock(hour, minute, 'hi')).toBe(hi);
    expect(formatClock(hour, minute, 'en')).toBe(en);
  });
});

describe('spans and verdicts in Hindi', () => {
  it.each([
    [0, 'एक दिन से कम', 'less than a day'],
    [0.003907, '1 दिन', '1 day'],
    [1, '1 वर्ष', '1 year'],
    [2.5, '2 वर्ष, 6 महीने', '2 years, 6 months'],
    [1 + 1 / 12 + 0.0055, '1 वर्ष, 1 महीना, 2 दिन', '1 year, 1 month, 2 days'],
  ])('%p years → %s', (years, hi, en) => {
    expect(formatYearSpan(years, 'hi')).toBe(hi);
    expect(formatYearSpan(years, 'en')).toBe(en);
  });

  it('says the Manglik verdict in Hindi with the houses it rests on', () => {
    // Mars in Libra, Lagna Aries (7th), Moon in Gemini (5th), Venus in Taurus (6th).
    const manglik = computeManglik(6, 0, 2, 1);
    expect(describeManglik(manglik, 'hi')).toBe(
      'मंगल लग्न से सातवें भाव में है, इसलिए सामान्य नियम (भाव 1, 2, 4, 7, 8 या 12) के अनुसार कुंडली मांगलिक है। ' +
        'चंद्र से मंगल पाँचवें भाव में है और शुक्र से छठे भाव में। कई ज्योतिषी निष्कर्ष निकालने से पहले मंगल दोष के परिहार भी देखते हैं।',
    );
    // Mars in Gemini, Lagna Aries (3rd).
    expect(describeManglik(computeManglik(2, 0, 2, 2), 'hi')).toMatch(/^मंगल लग्न से तीसरे भाव में है, इसलिए सामान्य नियम के अनुसार कुंडली मांगलिक नहीं है। चंद्र से मंगल पहले भाव में है/);
    expect(describeManglik(manglik)).toMatch(/^Mars is in house 7 from the Lagna, so the chart is Manglik/);
  });
});

describe('numbers and rupees on Hindi pages', () => {
  // Latin digits and the Indian grouping in both languages: the site's formatters serve Hindi pages
  // unchanged, and agree with what Intl gives a Hindi reader with Latin digits.
  const hindi = new Intl.NumberFormat('hi-IN', { numberingSystem: 'latn', maximumFractionDigits: 2 });

  it('groups the Indian way', () => {
    expect(formatIndianNumber(100000)).toBe('1,00,000');
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
    expect(hindi.format(12345678)).toBe(formatIndianNumber(12345678));
    expect(formatInr(123456)).toBe('₹1,23,456');
  });

  it('writes rupees from integer paise with ₹', () => {
    expect(formatRupees(10_000_000)).toBe('₹1,00,000');
    expect(formatRupees(510_050)).toBe('₹5,100.50');
    const withPaise = new Intl.NumberFormat('hi-IN', { numberingSystem: 'latn', minimumFractionDigits: 2 });
    expect(`₹${withPaise.format(5100.5)}`).toBe(formatRupees(510_050));
  });
});
