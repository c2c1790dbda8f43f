import { expect, test } from '@playwright/test';
import { DEPTH_BODY_ORDER, loadDepthReference, type DepthCase } from '../support/depth-reference';
import { kundliRequest } from '../support/results';

// The deep kundli in the API: the parts under `chart` that docs/api.md documents, checked against the PyJHora
// depth reference (tests/fixtures/depth-reference.json) for two cases with no body near a varga boundary. The
// engine's own tests compare all 60 cases; here the point is that the API carries the same values.

const { cases } = loadDepthReference();
const byId = new Map(cases.map((c) => [c.id, c]));
const VARGAS = ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'];
const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const GRAHAS = [...PLANETS, 'Rahu', 'Ketu'];

interface Period {
  lord: string;
  start: string;
  end: string;
}

const requestOf = (c: DepthCase) => ({ name: 'Depth Case', gender: 'female', birthPlace: 'Reference place', ...c.input });

test.describe('the deep kundli (POST /api/kundli, GET /api/kundli/{id})', () => {
  for (const id of ['D003', 'D004']) {
    test(`${id}: vargas, Ashtakavarga, dashas and doshas agree with the PyJHora depth reference`, async ({ request }) => {
      const ref = byId.get(id)!;
      expect(ref.nearBoundary).toEqual([]);
      const res = await request.post('/api/kundli', { data: requestOf(ref) });
      expect(res.status()).toBe(201);
      const { data } = await res.json();
      const chart = data.chart;
      expect(data.ayanamsa).toBe('lahiri');
      expect(chart.ayanamsa.name).toBe('lahiri');

      // Every sign of every body in the 16 vargas. D2 is the classical Sun/Moon hora, the reference's
      // vargaAlt.D2_traditional (PyJHora's own default D2 is another hora, on purpose not ours).
      expect(Object.keys(chart.vargas)).toEqual(VARGAS);
      for (const v of VARGAS) {
        const expected = v === 'D2' ? ref.vargaAlt.D2_traditional : ref.vargas[v]!;
        DEPTH_BODY_ORDER.forEach((body, i) => expect(chart.vargas[v][body], `${v} ${body}`).toBe(expected[i]));
      }

      // Every bhinna and sarva bindu; the ascendant contributes, as in PyJHora.
      for (const p of PLANETS) expect(chart.ashtakavarga.bhinna[p], p).toEqual(ref.ashtakavarga.bav[p as keyof DepthCase['ashtakavarga']['bav']]);
      expect(chart.ashtakavarga.sarva).toEqual(ref.ashtakavarga.sav);
      expect(chart.ashtakavarga.sarva.reduce((a: number, b: number) => a + b, 0)).toBe(337);
      expect(chart.ashtakavarga.ascendantContributes).toBe(true);

      // Vimshottari: the same start lord; the elapsed share differs from PyJHora's only by its geometric (not
      // apparent) Moon, at most about 1′ in 13°20′ (the engine's test holds it to 2e-5 with PyJHora's Moon).
      const v = chart.vimshottari;
      expect(v.startLord).toBe(ref.vimshottari.startLord);
      expect(Math.abs(v.elapsedFraction - ref.vimshottari.elapsedFraction)).toBeLessThan(2e-3);
      expect(v.yearDays).toBe(365.25);

      // Manglik from the Lagna, the Moon and Venus counting the 1st house (the reference's with1stHouse), and
      // Kaal Sarp as the reference decides it.
      expect(chart.doshas.manglik.fromLagna).toBe(ref.manglik.with1stHouse.lagna);
      expect(chart.doshas.manglik.fromMoon).toBe(ref.manglik.with1stHouse.moon);
      expect(chart.doshas.manglik.fromVenus).toBe(ref.manglik.with1stHouse.venus);
      expect(chart.doshas.kaalSarp.present).toBe(ref.kaalSarp.present);
    });
  }

  test('every new part is present and well formed; the result re-reads equal', async ({ request }) => {
    const res = await request.post('/api/kundli', { data: kundliRequest('Deep Reader') });
    expect(res.status()).toBe(201);
    const text = await res.text();
    // 729 pratyantar rows at most, as ISO strings: the whole answer stays well under 200 kB.
    expect(text.length).toBeLessThan(200_000);
    const { data } = JSON.parse(text);
    const chart = data.chart;

    // The existing fields are still there, unchanged in shape.
    for (const key of ['ascendant', 'sunSign', 'moonSign', 'planets', 'moonNakshatra', 'panchang', 'vimshottari', 'manglik', 'navamsa', 'mc', 'ayanamsa']) expect(chart, key).toHaveProperty(key);

    for (const v of VARGAS) for (const body of DEPTH_BODY_ORDER) expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).toContain(chart.vargas[v][body]);

    // Three dasha levels, contiguous from birth to 120 years after the birth mahadasha began.
    const v = chart.vimshottari;
    expect(v.mahadashas).toHaveLength(9);
    expect(v.mahadashas[0].start).toBe(data.birthDateTime);
    let previous = data.birthDateTime;
    let pratyantars = 0;
    for (const m of v.mahadashas as (Period & { antardashas: (Period & { pratyantardashas: Period[] })[] })[]) {
      for (const a of m.antardashas) {
        expect(a.pratyantardashas[0]!.start).toBe(a.start);
        expect(a.pratyantardashas.at(-1)!.end).toBe(a.end);
        for (const p of a.pratyantardashas) {
          expect(p.start).toBe(previous);
          expect(Object.keys(p).sort()).toEqual(['end', 'lord', 'start']);
          previous = p.end;
          pratyantars++;
        }
      }
    }
    expect(pratyantars).toBeGreaterThan(81);
    expect(pratyantars).toBeLessThanOrEqual(729);
    expect(Date.parse(previous) - Date.parse(v.cycleStart)).toBeCloseTo(120 * 365.25 * 86_400_000, -3);
    // The running period is marked by its indices and lords, and contains asOf.
    const { current } = v;
    const m = v.mahadashas[current.maha];
    const a = m.antardashas[current.antar];
    const p = a.pratyantardashas[current.pratyantar];
    expect(current.lords).toEqual([m.lord, a.lord, p.lord]);
    expect(p.start <= chart.asOf && chart.asOf < p.end).toBe(true);

    expect(chart.yogini.mahadashas.length).toBeGreaterThan(8);
    expect(Array.isArray(chart.doshas.manglik.cancellations)).toBe(true);
    expect(chart.doshas.kaalSarp).toEqual(expect.objectContaining({ present: expect.any(Boolean), partial: expect.any(Boolean) }));
    for (const period of chart.doshas.sadeSati.periods) {
      expect(['past', 'current', 'next']).toContain(period.relation);
      expect(period.phases.map((ph: { name: string }) => ph.name)).toEqual(['rising', 'peak', 'setting']);
    }
    expect(chart.doshas.sadeSati.periods.length).toBeGreaterThan(0);
    for (const y of chart.yogas) expect(y).toEqual(expect.objectContaining({ key: expect.any(String), name: expect.any(String), source: expect.any(String), planets: expect.any(Array) }));
    expect(Object.keys(chart.dignities).sort()).toEqual([...GRAHAS].sort());
    expect(Object.keys(chart.transits.grahas).sort()).toEqual([...GRAHAS].sort());

    // The written reading: sections of paragraphs, each with the positions it rests on and its source; the dasha
    // section names the running maha and antar lords.
    const sections = chart.reading.sections as { key: string; title: string; paragraphs: { key: string; text: string; basis: { positions: string[]; source: string } }[] }[];
    expect(sections.map((s) => s.key)).toEqual(expect.arrayContaining(['lagna-moon', 'planets', 'house-lords', 'dasha', 'closing']));
    for (const s of sections) {
      expect(s.paragraphs.length, s.key).toBeGreaterThan(0);
      for (const para of s.paragraphs) {
        expect(para.text.length, `${s.key}/${para.key}`).toBeGreaterThan(40);
        expect(para.basis.positions.length, `${s.key}/${para.key}`).toBeGreaterThan(0);
        expect(para.basis.source.length, `${s.key}/${para.key}`).toBeGreaterThan(3);
      }
    }
    const dashaText = sections.find((s) => s.key === 'dasha')!.paragraphs.map((para) => para.text).join(' ');
    expect(dashaText).toContain(current.lords[0]);
    expect(dashaText).toContain(current.lords[1]);

    const again = await request.get(`/api/kundli/${data._id}`);
    expect(again.status()).toBe(200);
    expect((await again.json()).data).toEqual(data);
  });

  test('the ayanamsa is a choice: it changes the ayanamsa and every position by the difference, and is kept', async ({ request }) => {
    const lahiri = (await (await request.post('/api/kundli', { data: kundliRequest('Ayanamsa Lahiri') })).json()).data;
    for (const ayanamsa of ['kp', 'raman', 'true-chitra']) {
      const res = await request.post('/api/kundli', { data: { ...kundliRequest('Ayanamsa Choice'), ayanamsa } });
      expect(res.status(), ayanamsa).toBe(201);
      const { data } = await res.json();
      expect(data.ayanamsa).toBe(ayanamsa);
      expect(data.chart.ayanamsa.name).toBe(ayanamsa);
      const shift = data.chart.ayanamsa.mean - lahiri.chart.ayanamsa.mean;
      expect(Math.abs(shift), ayanamsa).toBeGreaterThan(1 / 3600);
      for (const g of GRAHAS) {
        const moved = ((lahiri.chart.planets[g].longitude - data.chart.planets[g].longitude - shift + 540) % 360) - 180;
        expect(Math.abs(moved), `${ayanamsa} ${g}`).toBeLessThan(1e-5);
      }
      const again = await request.get(`/api/kundli/${data._id}`);
      expect((await again.json()).data).toEqual(data);
    }
  });

  test('an unknown ayanamsa is a 400 that names the choices', async ({ request }) => {
    const res = await request.post('/api/kundli', { data: { ...kundliRequest('Bad Ayanamsa'), ayanamsa: 'fagan' } });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({ success: false, status: 'error', statusCode: 400, message: 'Ayanamsa must be one of lahiri, kp, raman, true-chitra.' });
  });
});
