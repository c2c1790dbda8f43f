/** @jest-environment node */
// The reading over 200 seeded random charts (no ephemeris: positions drawn at random, every derived part computed
// by the engine's pure rules): non-empty, unique per chart, and the per-planet paragraphs do not share one
// sentence skeleton.
import { computeKaalSarp, computeManglikDosha, FAVOURABLE_FROM_MOON, findYogas, GRAHAS, houseFrom, isCombust, readChart, SIGNS, signDignity, type Graha, type ReadingInput } from '@/lib/astro';
import { seededRandom } from '../../support/seeded-random';

const rand = seededRandom(20250615);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

function randomInput(): ReadingInput {
  const lon = {} as Record<Graha, number>;
  for (const g of GRAHAS) lon[g] = rand() * 360;
  lon.Ketu = (lon.Rahu + 180) % 360;
  const planets = {} as Record<Graha, { longitude: number; signIndex: number; retrograde: boolean }>;
  for (const g of GRAHAS) {
    const retrograde = g === 'Rahu' || g === 'Ketu' || (g !== 'Sun' && g !== 'Moon' && rand() < 0.2);
    planets[g] = { longitude: lon[g], signIndex: Math.floor(lon[g] / 30), retrograde };
  }
  const ascLon = rand() * 360;
  const chart = { ascendant: { longitude: ascLon, signIndex: Math.floor(ascLon / 30) }, planets };
  const dignities = Object.fromEntries(GRAHAS.map((g) => [g, { dignity: signDignity(g, lon[g]), combust: isCombust(g, lon[g], lon.Sun, planets[g].retrograde), war: null }])) as ReadingInput['dignities'];
  const start = Date.UTC(2020, 0, 1) + rand() * 3e11;
  const iso = (ms: number) => new Date(ms).toISOString();
  const transitSigns = Object.fromEntries(GRAHAS.map((g) => [g, Math.floor(rand() * 12)])) as Record<Graha, number>;
  const moon = planets.Moon.signIndex;
  const grahas = Object.fromEntries(GRAHAS.map((g) => {
    const houseFromMoon = houseFrom(moon, transitSigns[g]);
    return [g, { sign: SIGNS[transitSigns[g]]!, houseFromMoon, houseFromLagna: houseFrom(chart.ascendant.signIndex, transitSigns[g]), favourable: FAVOURABLE_FROM_MOON[g].includes(houseFromMoon), retrograde: rand() < 0.3 }];
  })) as NonNullable<ReadingInput['transits']>['grahas'];
  return {
    ...chart,
    dignities,
    dasha: { maha: { lord: pick(GRAHAS), start: iso(start), end: iso(start + 4e11) }, antar: { lord: pick(GRAHAS), start: iso(start + 1e10), end: iso(start + 5e10) } },
    yogas: findYogas(chart),
    doshas: { manglik: computeManglikDosha(chart), kaalSarp: computeKaalSarp(chart) },
    transits: { at: iso(start + 2e10), grahas, saturn: null },
  };
}

const inputs = Array.from({ length: 200 }, randomInput);
const readings = inputs.map(readChart);
const fullText = (i: number) => readings[i]!.sections.flatMap((s) => s.paragraphs.map((p) => p.text)).join('\n');

/** The first six words with the chart's own names (grahas, signs, ordinals) masked: a sentence's skeleton. */
function skeleton(text: string): string {
  const words = text.split(/\s+/).slice(0, 6).join(' ');
  return words.replace(new RegExp(`\\b(${[...GRAHAS, ...SIGNS].join('|')})\\b`, 'g'), 'X').replace(/\b\d+(st|nd|rd|th)\b/g, 'N');
}

describe('readChart over 200 seeded random charts', () => {
  it('reads every chart, with paragraphs in every section and a basis for each', () => {
    for (const r of readings) {
      expect(r.sections.length).toBe(8);
      for (const s of r.sections) {
        expect(s.paragraphs.length).toBeGreaterThan(0);
        for (const p of s.paragraphs) {
          expect(p.text.trim().length).toBeGreaterThan(40);
          expect(p.basis.positions.length).toBeGreaterThan(0);
          expect(p.basis.source.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('gives each chart its own reading', () => {
    expect(new Set(readings.map((_, i) => fullText(i))).size).toBe(readings.length);
  });

  it('reads the same input the same way twice', () => {
    for (let i = 0; i < 20; i++) expect(readChart(inputs[i]!)).toEqual(readings[i]);
  });

  it('varies the per-planet sentences: many distinct skeletons of the first six words, none dominant', () => {
    const counts = new Map<string, number>();
    let total = 0;
    for (const r of readings) {
      for (const p of r.sections.find((s) => s.key === 'planets')!.paragraphs) {
        const k = skeleton(p.text);
        counts.set(k, (counts.get(k) ?? 0) + 1);
        total++;
      }
    }
    expect(counts.size).toBeGreaterThanOrEqual(10);
    expect(Math.max(...counts.values()) / total).toBeLessThan(0.3);
    // Whole paragraphs also differ in shape: the number of sentences varies with the chart's facts.
    const sentenceCounts = new Set(readings.flatMap((r) => r.sections.find((s) => s.key === 'planets')!.paragraphs.map((p) => p.text.split(/\. /).length)));
    expect(sentenceCounts.size).toBeGreaterThanOrEqual(3);
  });

  it('varies the house-lord sentences by the houses involved', () => {
    const skeletons = new Set(readings.flatMap((r) => r.sections.find((s) => s.key === 'house-lords')!.paragraphs.map((p) => skeleton(p.text))));
    expect(skeletons.size).toBeGreaterThanOrEqual(3);
  });

  it('writes the grahas and signs as names, capitalised, wherever a rule is quoted', () => {
    const lowerNames = new RegExp(`\\b(${[...GRAHAS, ...SIGNS].map((n) => n.toLowerCase()).join('|')})\\b`);
    const found = readings.flatMap((_, i) => fullText(i).split('\n').filter((t) => lowerNames.test(t)).map((t) => t.match(new RegExp(`.{0,40}${lowerNames.source}.{0,20}`))?.[0]));
    expect(found).toEqual([]);
  });
});
