/** @jest-environment node */
// The written reading on charts of the PyJHora depth reference, assembled from the engine's parts as the deep
// chart does: deterministic, every paragraph with its basis, calm words, and a change of one placement (Mars
// moved one sign) read in exactly the paragraphs that rest on Mars.
import { computeKaalSarp, computeManglikDosha, findYogas, GRAHAS, isCombust, readChart, SIGNS, signDignity, type Reading, type ReadingInput } from '@/lib/astro';
import { loadDepthReference } from '../../support/depth-reference';
import { readingInputFor } from '../../support/reading-input';

const AT = new Date('2025-06-15T06:00:00Z');
const { cases } = loadDepthReference();
const sample = cases.slice(0, 12);
const inputs = new Map(sample.map((c) => [c.id, readingInputFor(c.input, AT)]));

/** Words a calm reading never uses: fear, fatalism and promises. */
export const FEAR_WORDS = ['danger', 'dangerous', 'death', 'die', 'dies', 'curse', 'cursed', 'doom', 'disaster', 'fatal', 'evil', 'misfortune', 'ruin', 'guarantee', 'guaranteed', 'will definitely', 'certainly will', 'always brings', 'never be'];
const fearPattern = new RegExp(`\\b(${FEAR_WORDS.join('|')})\\b`, 'i');

const paragraphs = (r: Reading) => r.sections.flatMap((s) => s.paragraphs.map((p) => ({ section: s.key, ...p })));

/** The same chart with Mars moved one sign on (same degree), and every part that reads Mars recomputed. */
function withMarsMoved(input: ReadingInput): ReadingInput {
  const mars = input.planets.Mars;
  const longitude = (mars.longitude + 30) % 360;
  const planets = { ...input.planets, Mars: { ...mars, longitude, signIndex: (mars.signIndex + 1) % 12 } };
  const chart = { ascendant: input.ascendant, planets };
  return {
    ...input,
    planets,
    dignities: { ...input.dignities, Mars: { ...input.dignities.Mars, dignity: signDignity('Mars', longitude), combust: isCombust('Mars', longitude, planets.Sun.longitude, mars.retrograde) } },
    yogas: findYogas(chart),
    doshas: { ...input.doshas, manglik: computeManglikDosha(chart), kaalSarp: computeKaalSarp(chart) },
  };
}

describe('readChart on reference charts', () => {
  it('reads the same chart the same way every time, also from a freshly assembled input', () => {
    for (const c of sample.slice(0, 4)) {
      const a = readChart(inputs.get(c.id)!);
      expect(readChart(inputs.get(c.id)!)).toEqual(a);
      expect(readChart(readingInputFor(c.input, AT))).toEqual(a);
    }
  });

  it('has every section, one paragraph per graha and per house lord, and the current dasha when one runs', () => {
    let withDasha = 0;
    for (const c of sample) {
      const r = readChart(inputs.get(c.id)!);
      // A birth after the reading's date (or 120 years before it) has no running dasha, so no dasha section.
      const dasha = inputs.get(c.id)!.dasha ? ['dasha'] : [];
      withDasha += dasha.length;
      expect(r.sections.map((s) => s.key)).toEqual(['lagna-moon', 'planets', 'house-lords', ...dasha, 'yogas', 'doshas', 'transits', 'closing']);
      const by = Object.fromEntries(r.sections.map((s) => [s.key, s.paragraphs.map((p) => p.key)]));
      expect(by.planets).toEqual([...GRAHAS]);
      expect(by['house-lords']).toEqual(Array.from({ length: 12 }, (_, i) => `lord-${i + 1}`));
      if (dasha.length) expect(by.dasha).toEqual(['mahadasha', 'antardasha']);
      expect(by.doshas).toEqual(['manglik', 'kaal-sarp', 'sade-sati']);
      expect(by.transits!.slice(0, 2)).toEqual(['Saturn', 'Jupiter']);
      expect(by.yogas).toEqual(inputs.get(c.id)!.yogas.map((y) => y.key));
    }
    expect(withDasha).toBeGreaterThan(3);
  });

  it('names the Lagna and the Moon\'s sign and nakshatra first, as the chart has them', () => {
    for (const c of sample) {
      const first = readChart(inputs.get(c.id)!).sections[0]!.paragraphs;
      const lagnaSign = SIGNS[c.vargas.D1![0]!]!;
      const moonSign = SIGNS[c.vargas.D1![2]!]!;
      expect(first[0]!.text).toContain(`Your ascendant (Lagna) is ${lagnaSign}`);
      expect(first[1]!.text).toContain(moonSign);
      expect(first[1]!.basis.positions[0]).toMatch(new RegExp(`^Moon in ${moonSign} .*, .* pada [1-4]$`));
    }
  });

  it('gives every paragraph a basis: positions and a source', () => {
    for (const c of sample) {
      for (const p of paragraphs(readChart(inputs.get(c.id)!))) {
        expect(p.text.length).toBeGreaterThan(40);
        expect(p.basis.positions.length).toBeGreaterThan(0);
        for (const pos of p.basis.positions) expect(pos.trim()).not.toBe('');
        expect(p.basis.source).toMatch(/Brihat Parashara Hora Shastra|Phaladeepika|Jataka Parijata|Saravali|Raman|general tradition|Popular usage/);
      }
    }
  });

  it('cites BPHS ch. 24 for the house lords, each yoga\'s own source, and Phaladeepika ch. 26 for the transits', () => {
    const input = inputs.get(sample[0]!.id)!;
    const r = readChart(input);
    const section = (k: string) => r.sections.find((s) => s.key === k)!.paragraphs;
    for (const p of section('house-lords')) expect(p.basis.source).toBe('Brihat Parashara Hora Shastra, ch. 24');
    section('yogas').forEach((p, i) => expect(p.basis.source).toBe(input.yogas[i]!.source));
    for (const p of section('transits')) expect(p.basis.source).toBe('Phaladeepika, ch. 26');
  });

  it('uses no fear words and no promises', () => {
    for (const c of sample) {
      for (const p of paragraphs(readChart(inputs.get(c.id)!))) {
        expect([p.key, p.text.match(fearPattern)?.[0]]).toEqual([p.key, undefined]);
      }
    }
  });

  it('states each dosha with its cancellations, a calm sentence and remedies named as tradition', () => {
    let manglikSeen = 0;
    for (const c of sample) {
      const input = inputs.get(c.id)!;
      const m = readChart(input).sections.find((s) => s.key === 'doshas')!.paragraphs.find((p) => p.key === 'manglik')!;
      if (!input.doshas.manglik.present) {
        expect(m.text).toContain('not Manglik');
        continue;
      }
      manglikSeen++;
      for (const x of input.doshas.manglik.cancellations) expect(m.text).toContain(x.rule.replace(/\.$/, ''));
      if (!input.doshas.manglik.cancellations.length) expect(m.text).toContain('None of the traditional exceptions applies');
      expect(m.text).toContain('many happy marriages');
      expect(m.text).toMatch(/Tradition names remedies .* no particular outcome is claimed/);
    }
    expect(manglikSeen).toBeGreaterThan(0);
  });

  it('closes with a line that an astrologer can look at the whole chart', () => {
    const r = readChart(inputs.get(sample[0]!.id)!);
    const last = r.sections[r.sections.length - 1]!;
    expect(last.key).toBe('closing');
    expect(last.paragraphs[0]!.text).toContain('An astrologer can look at the whole chart');
  });
});

describe('one placement changed: Mars moved one sign', () => {
  // Charts without a planetary war, so moving Mars changes nothing but what reads Mars.
  const peaceful = sample.filter((c) => GRAHAS.every((g) => !inputs.get(c.id)!.dignities[g].war));

  it.each(peaceful.slice(0, 6).map((c) => [c.id] as const))('%s: the Mars paragraph changes; every paragraph whose basis does not name Mars reads the same', (id) => {
    const before = inputs.get(id)!;
    const after = withMarsMoved(before);
    const a = new Map(paragraphs(readChart(before)).map((p) => [`${p.section}/${p.key}`, p]));
    const b = new Map(paragraphs(readChart(after)).map((p) => [`${p.section}/${p.key}`, p]));
    expect(b.get('planets/Mars')!.text).not.toBe(a.get('planets/Mars')!.text);
    const namesMars = (p: { basis: { positions: string[] } }) => p.basis.positions.some((s) => s.startsWith('Mars'));
    let unchanged = 0;
    for (const [key, pa] of a) {
      const pb = b.get(key);
      if (!pb || namesMars(pa) || namesMars(pb)) continue;
      expect([key, pb.text]).toEqual([key, pa.text]);
      unchanged++;
    }
    // The Moon's paragraph, most planets and most house lords do not rest on Mars.
    expect(unchanged).toBeGreaterThan(15);
  });
});
