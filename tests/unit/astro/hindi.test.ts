/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { KOOTA_ORDER } from '@/lib/astro/ashtakoota';
import { KAAL_SARP_TYPES } from '@/lib/astro/doshas/kaal-sarp';
import {
  CHART_YOGA_NAMES_HI, CHOGHADIYA_NAMES_HI, DIGNITY_NAMES_HI, GRAHA_NAMES_HI, sankrantiNameHi, hindiName, KAAL_SARP_NAMES_HI,
  KARANA_NAMES_HI, KOOTA_NAMES_HI, LUNAR_MONTH_NAMES_HI, lunarMonthHi, NAKSHATRA_NAMES_HI, PANCHANG_YOGA_NAMES_HI, SIGN_NAMES_HI,
  TITHI_NAMES_HI, VARGA_NAMES_HI, WEEKDAY_NAMES_HI, YOGINI_NAMES_HI,
} from '@/lib/astro/hindi';
import { CHOGHADIYA_NAMES } from '@/lib/astro/muhurta';
import { karanaName, LUNAR_MONTHS, TITHI_NAMES, WEEKDAYS, YOGA_NAMES } from '@/lib/astro/panchang';
import { VARGAS } from '@/lib/astro/vargas/rules';
import { YOGA_RULES } from '@/lib/astro/yogas/rules';
import { YOGINIS } from '@/lib/astro/yogini/yogini';
import { GRAHAS, NAKSHATRAS, SIGNS } from '@/lib/astro/zodiac';

// Devanagari letters and signs, with the spaces, hyphens and brackets of two-word names.
const DEVANAGARI_NAME = /^[\u0900-\u097F]+(?:[ -][\u0900-\u097F()]+)*$/;

/** The Hindi names of `english`, in its order, after checking that the table has no other keys. */
function namesOf(table: Readonly<Record<string, string>>, english: readonly string[]): string[] {
  expect(Object.keys(table).sort()).toEqual([...new Set(english)].sort());
  return english.map((e) => table[e]!);
}

describe('Hindi names of the astrology words', () => {
  it('names the signs, grahas and weekdays as Hindi panchangs do', () => {
    expect(namesOf(SIGN_NAMES_HI, SIGNS)).toEqual(['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन']);
    expect(namesOf(GRAHA_NAMES_HI, GRAHAS)).toEqual(['सूर्य', 'चंद्र', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'राहु', 'केतु']);
    expect(namesOf(WEEKDAY_NAMES_HI, WEEKDAYS)).toEqual(['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार']);
  });

  it('names every nakshatra, tithi, panchang yoga and karana the engine computes', () => {
    const nakshatras = namesOf(NAKSHATRA_NAMES_HI, NAKSHATRAS);
    expect([nakshatras[0], nakshatras[10], nakshatras[26]]).toEqual(['अश्विनी', 'पूर्वा फाल्गुनी', 'रेवती']);
    const tithis = namesOf(TITHI_NAMES_HI, TITHI_NAMES);
    expect([tithis[0], tithis[10], tithis[14], tithis[15], tithis[29]]).toEqual(['प्रतिपदा', 'एकादशी', 'पूर्णिमा', 'प्रतिपदा', 'अमावस्या']);
    const yogas = namesOf(PANCHANG_YOGA_NAMES_HI, YOGA_NAMES);
    expect([yogas[0], yogas[26]]).toEqual(['विष्कुम्भ', 'वैधृति']);
    const karanas = namesOf(KARANA_NAMES_HI, Array.from({ length: 60 }, (_, i) => karanaName(i + 1)));
    expect([karanas[0], karanas[1], karanas[7], karanas[59]]).toEqual(['किंस्तुघ्न', 'बव', 'विष्टि (भद्रा)', 'नाग']);
    for (const name of [...nakshatras, ...tithis, ...yogas, ...karanas]) expect(name).toMatch(DEVANAGARI_NAME);
  });

  it('names the lunar months and the leap month', () => {
    expect(namesOf(LUNAR_MONTH_NAMES_HI, LUNAR_MONTHS)).toEqual([
      'चैत्र', 'वैशाख', 'ज्येष्ठ', 'आषाढ़', 'श्रावण', 'भाद्रपद', 'आश्विन', 'कार्तिक', 'मार्गशीर्ष', 'पौष', 'माघ', 'फाल्गुन',
    ]);
    expect(lunarMonthHi('Jyeshtha', { adhika: true })).toBe('अधिक ज्येष्ठ');
  });

  it('names the deep chart: yoginis, vargas, dignities, Kaal Sarp kinds, chart yogas and kootas', () => {
    expect(namesOf(YOGINI_NAMES_HI, YOGINIS.map((y) => y.name))).toEqual(['मंगला', 'पिंगला', 'धान्या', 'भ्रामरी', 'भद्रिका', 'उल्का', 'सिद्धा', 'संकटा']);
    expect(namesOf(VARGA_NAMES_HI, VARGAS)).toEqual([
      'राशि', 'होरा', 'द्रेष्काण', 'चतुर्थांश', 'सप्तांश', 'नवांश', 'दशमांश', 'द्वादशांश', 'षोडशांश', 'विंशांश', 'चतुर्विंशांश',
      'सप्तविंशांश (भांश)', 'त्रिंशांश', 'खवेदांश', 'अक्षवेदांश', 'षष्ट्यंश',
    ]);
    expect(namesOf(DIGNITY_NAMES_HI, ['exalted', 'moolatrikona', 'own', 'friend', 'neutral', 'enemy', 'debilitated'])).toEqual([
      'उच्च', 'मूलत्रिकोण', 'स्वराशि', 'मित्र राशि', 'सम', 'शत्रु राशि', 'नीच',
    ]);
    expect(namesOf(KAAL_SARP_NAMES_HI, KAAL_SARP_TYPES)).toEqual([
      'अनंत', 'कुलिक', 'वासुकि', 'शंखपाल', 'पद्म', 'महापद्म', 'तक्षक', 'कर्कोटक', 'शंखचूड़', 'घातक', 'विषधर', 'शेषनाग',
    ]);
    const yogas = namesOf(CHART_YOGA_NAMES_HI, YOGA_RULES.map((r) => r.key));
    expect(yogas).toHaveLength(41);
    expect(yogas[0]).toBe('गजकेसरी योग');
    for (const name of yogas) expect(name).toMatch(/योग/);
    expect(namesOf(KOOTA_NAMES_HI, KOOTA_ORDER)).toEqual(['वर्ण', 'वश्य', 'तारा', 'योनि', 'ग्रह मैत्री', 'गण', 'भकूट', 'नाड़ी']);
    for (const name of [...yogas, ...namesOf(CHOGHADIYA_NAMES_HI, CHOGHADIYA_NAMES)]) expect(name).toMatch(DEVANAGARI_NAME);
  });

  it('answers through one accessor, giving back a word it does not know', () => {
    expect(hindiName('graha', 'Jupiter')).toBe('गुरु');
    expect(hindiName('sign', 'Capricorn')).toBe('मकर');
    expect(hindiName('tithi', TITHI_NAMES[29]!)).toBe('अमावस्या');
    expect(hindiName('paksha', 'Krishna')).toBe('कृष्ण');
    expect(hindiName('chartYoga', 'gaja_kesari')).toBe('गजकेसरी योग');
    expect(hindiName('karana', 'Someday')).toBe('Someday');
  });

  it('names a Sankranti by the sign the Sun enters', () => {
    expect(sankrantiNameHi('Capricorn')).toBe('मकर संक्रांति');
    expect(sankrantiNameHi('Cancer')).toBe('कर्क संक्रांति');
  });

  it('stays safe for the browser: it imports only types from the engine', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'lib/astro/hindi.ts'), 'utf8');
    const imports = source.split('\n').filter((line) => /^import\b/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line).toMatch(/^import type /);
  });
});
