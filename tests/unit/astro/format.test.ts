/** @jest-environment node */
import { formatDms, formatYearSpan } from '@/lib/astro/format';
import { luckyDetails, westernSunSign } from '@/lib/astro/lucky';

describe('formatDms', () => {
  it.each([
    [0, '0°00′00″'],
    [12.5825, '12°34′57″'],
    [29.99999, '30°00′00″'],
    [-1.5, '-1°30′00″'],
  ])('%p → %s', (deg, text) => expect(formatDms(deg)).toBe(text));
});

describe('western sun sign', () => {
  it.each([
    [1, 1, 'Capricorn'], [1, 19, 'Capricorn'], [1, 20, 'Aquarius'], [2, 18, 'Aquarius'], [2, 19, 'Pisces'], [3, 20, 'Pisces'],
    [3, 21, 'Aries'], [4, 20, 'Taurus'], [5, 21, 'Gemini'], [6, 21, 'Cancer'], [7, 23, 'Leo'], [8, 23, 'Virgo'],
    [9, 23, 'Libra'], [10, 23, 'Scorpio'], [11, 22, 'Sagittarius'], [12, 21, 'Sagittarius'], [12, 22, 'Capricorn'], [12, 31, 'Capricorn'],
  ])('%i/%i is %s', (month, day, sign) => expect(westernSunSign(month, day)).toBe(sign));
});

describe('lucky number and colour', () => {
  it('uses the psychic number and its planet’s colour from the table', () => {
    // 29 → 2 + 9 = 11 → 2: the Moon, white.
    const d = luckyDetails('Rahul Sharma', 1985, 11, 29);
    expect(d).toEqual(expect.objectContaining({ luckyNumber: 2, psychicNumber: 2, luckyColor: 'White', rulingPlanet: 'Moon', sign: 'Sagittarius' }));
    expect(d.destinyNumber).toBe(9); // 2+9+1+1+1+9+8+5 = 36 → 9
    expect(luckyDetails('Asha', 2000, 2, 29)).toEqual(expect.objectContaining({ luckyNumber: 2, sign: 'Pisces' }));
    expect(luckyDetails('Asha', 1990, 8, 9)).toEqual(expect.objectContaining({ luckyNumber: 9, luckyColor: 'Red', rulingPlanet: 'Mars' }));
  });
});

describe('formatYearSpan', () => {
  it.each([
    [0, 'less than a day'],
    [0.003907, '1 day'],
    [1, '1 year'],
    [2.5, '2 years, 6 months'],
    [7, '7 years'],
  ])('%p years → %s', (years, text) => expect(formatYearSpan(years)).toBe(text));
});
