import { astroWords } from '@/components/kundli/kundli-words';
import { diagramInput } from '@/lib/astro/chart-input';
import { SIGN_ABBREVIATIONS_HI } from '@/lib/astro/chart-layout';
import { hindiName } from '@/lib/astro/hindi';
import { GRAHAS, SIGNS } from '@/lib/astro/zodiac';
import { planetRows, type KundliChart } from '@/lib/contract/kundli';
import { formatDuration } from '@/lib/text';

// The kundli and match pages name what the engine computed in the page's language: English as the
// engine names it, Hindi by the standard Devanagari names of lib/astro/hindi.ts.

describe('the engine’s words on a page', () => {
  const en = astroWords('en');
  const hi = astroWords('hi');

  it('are the engine’s own English words on an English page', () => {
    expect(en.graha('Jupiter')).toBe('Jupiter');
    expect(en.sign('Scorpio')).toBe('Scorpio');
    expect(en.dignity('friend')).toBe('Friend’s sign');
    expect(en.houseOrdinal(7)).toBe('7th');
    expect(en.signOrdinal(12)).toBe('12th');
    expect(en.span({ start: '2026-02-03T00:00:00Z', end: '2026-06-21T00:00:00Z' })).toBe('3 Feb 2026 – 21 Jun 2026');
  });

  it('are the standard Hindi names on a Hindi page', () => {
    expect(hi.graha('Jupiter')).toBe('गुरु');
    expect(hi.sign('Scorpio')).toBe('वृश्चिक');
    expect(hi.nakshatra('Purva Phalguni')).toBe('पूर्वा फाल्गुनी');
    expect(hi.dignity('debilitated')).toBe('नीच');
    expect(hi.chartYoga('gaja_kesari', 'Gaja Kesari Yoga')).toBe('गजकेसरी योग');
    expect(hi.koota('grahaMaitri')).toBe('ग्रह मैत्री');
    expect([hi.kootaValue('Brahmin'), hi.kootaValue('Deva'), hi.kootaValue('Horse'), hi.kootaValue('Adi'), hi.kootaValue('Jupiter'), hi.kootaValue('7')]).toEqual(['ब्राह्मण', 'देव', 'अश्व', 'आदि', 'गुरु', '7']);
    expect(en.kootaValue('Brahmin')).toBe('Brahmin');
    expect(hi.houseOrdinal(7)).toBe('सातवें');
    expect(hi.signOrdinal(12)).toBe('बारहवीं');
    expect(hi.span({ start: '2026-02-03T00:00:00Z', end: '2026-06-21T00:00:00Z' })).toBe('3 फ़रवरी 2026 – 21 जून 2026');
  });

  it('has a Hindi name for every sign and graha', () => {
    for (const s of SIGNS) expect(hi.sign(s)).toMatch(/^[\u0900-\u097F ]+$/);
    for (const g of GRAHAS) expect(hi.graha(g)).toMatch(/^[\u0900-\u097F]+$/);
  });
});

describe('the chart drawings’ labels', () => {
  const chart = {
    ascendant: { signIndex: 2 },
    planets: Object.fromEntries(GRAHAS.map((g, i) => [g, { signIndex: i, retrograde: g === 'Saturn' }])),
  };

  it('are the usual Hindi abbreviations on a Hindi page, the English ones otherwise', () => {
    expect(diagramInput(chart).bodies.map((b) => b.label)).toEqual(['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke']);
    expect(diagramInput(chart, 'hi').bodies.map((b) => b.label)).toEqual(['सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के']);
    // The names for screen readers stay the engine's keys: the page puts them into words.
    expect(diagramInput(chart, 'hi').bodies.map((b) => b.name)).toEqual([...GRAHAS]);
  });

  it('name the twelve signs in Devanagari', () => {
    expect(SIGN_ABBREVIATIONS_HI).toHaveLength(12);
    SIGNS.forEach((s, i) => expect(hindiName('sign', s).startsWith(SIGN_ABBREVIATIONS_HI[i]!.slice(0, 2))).toBe(true));
  });
});

describe('the planet table', () => {
  const position = (sign: string, nakshatra: string) => ({ sign, degreeInSign: 12.5, nakshatra, pada: 2, house: 4, retrograde: false });
  const chart = {
    ascendant: { ...position('Gemini', 'Ardra'), signIndex: 2 },
    planets: Object.fromEntries(GRAHAS.map((g) => [g, position('Leo', 'Magha')])),
    navamsa: { Ascendant: 'Aries', ...Object.fromEntries(GRAHAS.map((g) => [g, 'Pisces'])) },
  } as unknown as KundliChart;

  it('keeps its English rows as they were, and names signs, grahas and nakshatras in Hindi when asked', () => {
    expect(planetRows(chart)[0]).toEqual(['Lagna', 'Gemini', '12°30′00″', 'Ardra (2)', '1', 'Aries', '—']);
    expect(planetRows(chart)[1]).toEqual(['Sun', 'Leo', '12°30′00″', 'Magha (2)', '4', 'Pisces', 'Direct']);
    const hi = astroWords('hi');
    const rows = planetRows(chart, { lagna: 'लग्न', retrograde: 'वक्री', direct: 'मार्गी', sign: hi.sign, graha: hi.graha, nakshatra: hi.nakshatra });
    expect(rows[0]).toEqual(['लग्न', 'मिथुन', '12°30′00″', 'आर्द्रा (2)', '1', 'मेष', '—']);
    expect(rows[1]).toEqual(['सूर्य', 'सिंह', '12°30′00″', 'मघा (2)', '4', 'मीन', 'मार्गी']);
  });
});

describe('a retention period in Hindi', () => {
  it('reads as a Hindi speaker says it; English unchanged', () => {
    expect(formatDuration(30 * 86_400, 'hi')).toBe('30 दिन');
    expect(formatDuration(3_600, 'hi')).toBe('1 घंटा');
    expect(formatDuration(2 * 3_600, 'hi')).toBe('2 घंटे');
    expect(formatDuration(30 * 86_400)).toBe('30 days');
  });
});
