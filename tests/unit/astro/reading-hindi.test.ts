/** @jest-environment node */
// The written reading in Hindi on the 60 charts of the PyJHora depth reference: the same sections and paragraphs
// as the English, Devanagari throughout (no English word but the one tool named in a source), the same grahas
// named, calm words; and every yoga rule and Manglik cancellation has its Hindi.
import { COMMON_RULES, findYogas, GRAHAS, manglikCancellationText, RAMAN_RULES, readChart, readChartIn, YOGA_RULES, yogasIn, type Reading } from '@/lib/astro';
import { GRAHA_NAMES_HI } from '@/lib/astro/hindi';
import { YOGA_MEANINGS_HI } from '@/lib/astro/reading/hi-meanings';
import { loadDepthReference } from '../../support/depth-reference';
import { readingInputFor } from '../../support/reading-input';

const AT = new Date('2025-06-15T06:00:00Z');
const { cases } = loadDepthReference();
const inputs = cases.map((c) => ({ id: c.id, input: readingInputFor(c.input, AT) }));
const readings = inputs.map(({ id, input }) => ({ id, en: readChart(input), hi: readChartIn(input, 'hi') }));

/** The only Latin word a Hindi reading keeps: the program whose numbering of Raman's exceptions a source cites. */
const LATIN_ALLOWED = ['PyJHora'];
const latinWords = (text: string) => (text.match(/[A-Za-z]+/g) ?? []).filter((w) => !LATIN_ALLOWED.includes(w));
const allText = (r: Reading) => r.sections.flatMap((s) => [s.title, ...s.paragraphs.flatMap((p) => [p.text, ...p.basis.positions, p.basis.source])]);
const ENGLISH_GRAHA = new RegExp(`\\b(${GRAHAS.join('|')})\\b`, 'g');

/** Hindi words a calm reading never uses: fear, curses, certainty and promises. */
const FEAR_WORDS_HI = ['मृत्यु', 'मौत', 'विनाश', 'श्राप', 'शाप', 'ख़तरा', 'खतरा', 'ख़तरनाक', 'दुर्भाग्य', 'अनिष्ट', 'निश्चित रूप से', 'गारंटी', 'अवश्य होगा'];

describe('the reading in Hindi on the 60 reference charts', () => {
  it('covers all 60 charts', () => {
    expect(readings).toHaveLength(60);
  });

  it('has the same sections and the same paragraphs, in the same order, as the English', () => {
    for (const { en, hi } of readings) {
      expect(hi.sections.map((s) => [s.key, s.paragraphs.map((p) => p.key)])).toEqual(en.sections.map((s) => [s.key, s.paragraphs.map((p) => p.key)]));
      for (const [i, s] of hi.sections.entries()) {
        expect(s.paragraphs.map((p) => p.basis.positions.length)).toEqual(en.sections[i]!.paragraphs.map((p) => p.basis.positions.length));
      }
    }
  });

  it('is written in Devanagari: no English word in titles, paragraphs, positions or sources', () => {
    for (const { id, hi } of readings) {
      const latin = allText(hi).flatMap(latinWords);
      expect({ id, latin }).toEqual({ id, latin: [] });
    }
  });

  it('names in each paragraph every graha the English paragraph names, by its Hindi name', () => {
    for (const { id, en, hi } of readings) {
      for (const [i, s] of en.sections.entries()) {
        for (const [j, p] of s.paragraphs.entries()) {
          const named = [...new Set(p.text.match(ENGLISH_GRAHA) ?? [])] as (keyof typeof GRAHA_NAMES_HI)[];
          const text = hi.sections[i]!.paragraphs[j]!.text;
          expect({ id, key: p.key, missing: named.filter((g) => !text.includes(GRAHA_NAMES_HI[g])) }).toEqual({ id, key: p.key, missing: [] });
        }
      }
    }
  });

  it('uses no words of fear and makes no promises; remedies are named as tradition', () => {
    const fear = new RegExp(FEAR_WORDS_HI.join('|'));
    for (const { id, hi } of readings) {
      expect({ id, fearful: allText(hi).filter((t) => fear.test(t)) }).toEqual({ id, fearful: [] });
      const doshas = hi.sections.find((s) => s.key === 'doshas')!.paragraphs;
      for (const p of doshas) if (p.text.includes('उपाय')) expect(p.text).toContain('परंपरा में');
    }
  });

  it('names the classical texts in one form: बृहत् पाराशर होरा शास्त्र, अध्याय N', () => {
    const sources = readings.flatMap(({ hi }) => hi.sections.flatMap((s) => s.paragraphs.map((p) => p.basis.source)));
    for (const s of sources) {
      for (const m of s.match(/[^;(]*पाराशर[^;),]*/g) ?? []) expect(m.trim()).toMatch(/^(.*)?बृहत् पाराशर होरा शास्त्र( में नहीं)?$/);
    }
    expect(sources.some((s) => /बृहत् पाराशर होरा शास्त्र, अध्याय \d+/.test(s))).toBe(true);
  });

  it('leaves the English reading as it was', () => {
    for (const { input } of inputs.slice(0, 6)) expect(readChartIn(input, 'en')).toEqual(readChart(input));
  });
});

describe('every rule has its Hindi', () => {
  const devanagari = /^[^A-Za-z]*\p{Script=Devanagari}[^A-Za-z]*$/u;

  it('each yoga rule states its rule and its source in Hindi, and has a Hindi meaning', () => {
    for (const r of YOGA_RULES) {
      expect({ key: r.key, rule: devanagari.test(r.ruleHi), source: devanagari.test(r.sourceHi), meaning: r.key in YOGA_MEANINGS_HI }).toEqual({ key: r.key, rule: true, source: true, meaning: true });
    }
  });

  it('each Manglik cancellation (Raman\'s seventeen and the common three) has its rule in Hindi', () => {
    for (const r of [...RAMAN_RULES, ...COMMON_RULES]) {
      const hi = manglikCancellationText(r.key, 'hi')!;
      expect(hi.rule).toMatch(devanagari);
      expect(hi.source.replace('PyJHora', '')).toMatch(devanagari);
      expect(manglikCancellationText(r.key, 'en')).toEqual({ key: r.key, rule: r.rule, source: r.source });
    }
  });

  it('finds the same yogas in Hindi, with Kemadruma\'s cancellations in Hindi words', () => {
    let kemadruma = 0;
    for (const c of cases) {
      const input = inputs.find((x) => x.id === c.id)!.input;
      const english = findYogas(input);
      const hindi = findYogas(input, 'hi');
      expect(hindi.map((y) => [y.key, y.planets])).toEqual(english.map((y) => [y.key, y.planets]));
      expect(yogasIn(english, input, 'hi')).toEqual(hindi);
      expect(yogasIn(english, input, 'en')).toEqual(english);
      for (const y of hindi.filter((x) => x.cancellations?.length)) {
        kemadruma++;
        for (const text of y.cancellations!) expect(latinWords(text)).toEqual([]);
      }
    }
    expect(kemadruma).toBeGreaterThan(0);
  });
});
