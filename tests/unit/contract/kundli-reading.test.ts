/** @jest-environment node */
// The kundli answers its chart with a written reading (withReading). The reading is taken from the deep chart as
// the API stores it (ISO boundaries, the current-period mark, the dated Sade Sati); here it must read exactly as
// the reading of the same birth assembled independently from the engine's parts at the same moment.
import { computeDeepChart, readChart, withReading } from '@/lib/astro';
import { toKundliDeepChart } from '@/lib/contract/kundli';
import { loadDepthReference } from '../../support/depth-reference';
import { readingInputFor } from '../../support/reading-input';

const AT = new Date('2026-11-26T12:00:00Z');
const { cases } = loadDepthReference();

describe('withReading: the kundli answer reads as the engine reads the same birth', () => {
  for (const c of cases.slice(0, 8)) {
    it(`${c.id}: same sections and paragraphs as readChart on independently assembled parts`, () => {
      const { chart, deep } = computeDeepChart(c.input, {}, AT);
      const answered = withReading(toKundliDeepChart(chart, deep));
      expect(answered.reading).toEqual(readChart(readingInputFor(c.input, AT)));
      const keys = answered.reading.sections.map((s) => s.key);
      expect(keys).toEqual(expect.arrayContaining(['lagna-moon', 'planets', 'house-lords', 'closing']));
      // A birth more than 120 years back has no running dasha, and no dasha section.
      expect(keys.includes('dasha')).toBe(deep.vimshottari.current !== null);
    });
  }

  it('names the running maha and antar dasha of the chart it reads', () => {
    const c = cases.find((x) => computeDeepChart(x.input, {}, AT).deep.vimshottari.current)!;
    const { chart, deep } = computeDeepChart(c.input, {}, AT);
    const answered = withReading(toKundliDeepChart(chart, deep));
    const [maha, antar] = deep.vimshottari.current!.lords;
    const dasha = answered.reading.sections.find((s) => s.key === 'dasha')!;
    const text = dasha.paragraphs.map((p) => p.text).join(' ');
    expect(text).toContain(maha);
    expect(text).toContain(antar);
  });

  it('keeps every other field of the chart as it was', () => {
    const { chart, deep } = computeDeepChart(cases[1]!.input, {}, AT);
    const k = toKundliDeepChart(chart, deep);
    const { reading, ...rest } = withReading(k);
    expect(rest).toEqual(k);
    expect(reading.sections.length).toBeGreaterThan(4);
  });
});
