/** @jest-environment node */
import { computeChart, deepenChart, withReading } from '@/lib/astro';
import { formatDashaDate } from '@/lib/astro/format';
import { GRAHAS } from '@/lib/astro/zodiac';
import { matchRequestSchema } from '@/lib/contract/astrology';
import { planetRows, toKundliDeepChart, type KundliData } from '@/lib/contract/kundli';
import { renderKundliPdf } from '@/lib/server/pdf/kundli-report';
import { renderMatchPdf } from '@/lib/server/pdf/match-report';
import { matchCharts } from '@/lib/server/services/match';
import { pdfText } from '../../../support/pdf-text';

const birth = { year: 1966, month: 6, day: 4, hours: 6, minutes: 55, seconds: 16, timezone: '+03:00', latitude: 55.7558, longitude: 37.6173 };
const chart = computeChart(birth);
const kundli: KundliData = {
  ...birth,
  ayanamsa: 'lahiri',
  name: 'Aarav Sharma',
  gender: 'male',
  birthPlace: 'Moscow, Russia',
  birthDateTime: '1966-06-04T03:55:16.000Z',
  chart: withReading(toKundliDeepChart(chart, deepenChart(chart, new Date('2026-11-23T00:00:00Z')))),
  _id: '00000000-0000-4000-8000-000000000000',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('kundli PDF', () => {
  it('holds the birth details, every planet row, the panchang, Manglik status and every dasha, in a few hundred kB', async () => {
    const pdf = await renderKundliPdf(kundli, new Date('2026-11-23T00:00:00Z'));
    expect(pdf.length).toBeLessThan(400_000);
    const text = pdfText(pdf);
    expect(text).toContain('Kundli of Aarav Sharma');
    expect(text).toContain('Born 4/6/1966 at 06:55:16 (UTC+03:00) in Moscow, Russia');
    for (const heading of ['Birth chart and navamsa', 'Navamsa (D9)', 'North Indian chart', 'South Indian chart', 'Planets', 'Panchang at birth', 'Manglik status', 'Vimshottari dasha']) {
      expect(text).toContain(heading);
    }
    // The page's planet table, row by row (nakshatra with pada).
    for (const row of planetRows(kundli.chart)) expect(text).toContain(row.join(' '));
    expect(text).toContain(`${kundli.chart.panchang.paksha} ${kundli.chart.panchang.tithiName}`);
    for (const m of kundli.chart.vimshottari.mahadashas) {
      expect(text).toContain(`${m.lord} mahadasha: ${formatDashaDate(m.start)} – ${formatDashaDate(m.end)}`);
      for (const a of m.antardashas) expect(text).toContain(`${m.lord}–${a.lord} ${formatDashaDate(a.start)} ${formatDashaDate(a.end)}`);
    }
    for (const g of GRAHAS) expect(text).toContain(g);
  });
});

describe('match PDF', () => {
  it('leads with the gunas out of 36 and its band, then the eight kootas with explanations and both charts', async () => {
    const request = matchRequestSchema.parse({
      boy: { name: 'Rohan', gender: 'male', dob: '1992-03-14', birthTime: '07:45:30', birthPlace: 'Jaipur', latitude: 26.9124, longitude: 75.7873, timezone: '+05:30' },
      girl: { name: 'Ananya', gender: 'female', dob: '1994-11-02', birthTime: '18:20:00', birthPlace: 'Pune', latitude: 18.5204, longitude: 73.8567, timezone: '+05:30' },
    });
    const result = matchCharts(request);
    const pdf = await renderMatchPdf(result);
    expect(pdf.length).toBeLessThan(400_000);
    const text = pdfText(pdf);
    const total = Number.isInteger(result.total) ? String(result.total) : result.total.toFixed(1);
    expect(text).toMatch(new RegExp(`Kundli match: Rohan and Ananya .*${total.replace('.', '\\.')} of 36 gunas`));
    expect(text).toContain('18 or more is generally accepted');
    expect(text).toContain(`Score ${result.compatibilityScore.toFixed(1)} / 10`);
    for (const k of result.kootas) {
      expect(text).toContain(k.label);
      expect(text).toContain(k.explanation.slice(0, 30));
    }
    for (const title of ['North Indian chart of Rohan', 'South Indian chart of Rohan', 'North Indian chart of Ananya', 'South Indian chart of Ananya']) expect(text).toContain(title);
    expect(text).toContain('Manglik: Rohan is');
    // The depth beside the kootas: Mangal dosha across both charts, Nadi and Bhakoot, the ten poruthams.
    expect(text.replace(/\s+/g, ' ')).toContain(result.manglikSamya.summary.slice(0, 40));
    expect(text).toContain('Nadi and Bhakoot dosha');
    for (const p of result.poruthams.poruthams) expect(text).toContain(p.name);
  });
});
