/** @jest-environment node */
import { computeChart, deepenChart, withReading } from '@/lib/astro';
import { formatDashaDate, formatDms } from '@/lib/astro/format';
import { GRAHAS } from '@/lib/astro/zodiac';
import { matchRequestSchema } from '@/lib/contract/astrology';
import { planetRows, toKundliDeepChart, type KundliData } from '@/lib/contract/kundli';
import { site } from '@/lib/config/site';
import { REPORT_DISCLAIMER } from '@/lib/server/pdf';
import { renderKundliPdf } from '@/lib/server/pdf/kundli-report';
import { renderMatchPdf } from '@/lib/server/pdf/match-report';
import { matchCharts } from '@/lib/server/services/match';
import { pdfPageFill, pdfPageTexts, pdfText } from '../../../support/pdf-text';

const NOW = new Date('2026-11-23T00:00:00Z');

function kundliOf(birth: { year: number; month: number; day: number; hours: number; minutes: number; seconds: number; timezone: string; latitude: number; longitude: number }, name: string, birthPlace: string, birthDateTime: string): KundliData {
  const chart = computeChart(birth);
  return {
    ...birth,
    ayanamsa: 'lahiri',
    name,
    gender: 'male',
    birthPlace,
    birthDateTime,
    chart: withReading(toKundliDeepChart(chart, deepenChart(chart, NOW))),
    _id: '00000000-0000-4000-8000-000000000000',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const kundli = kundliOf({ year: 1966, month: 6, day: 4, hours: 6, minutes: 55, seconds: 16, timezone: '+03:00', latitude: 55.7558, longitude: 37.6173 }, 'Aarav Sharma', 'Moscow, Russia', '1966-06-04T03:55:16.000Z');
// A chart whose five-page report of before ended on a page 7% filled (its last dasha table spilled over).
const lateBirth = kundliOf({ year: 2000, month: 12, day: 31, hours: 23, minutes: 30, seconds: 0, timezone: '+05:30', latitude: 28.4089, longitude: 77.3178 }, 'Meera Iyer', 'Faridabad, Haryana, India', '2000-12-31T18:00:00.000Z');

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** The report's text without the header and footer stamped on each page, so a paragraph running over a page break reads on. */
function bodyText(pdf: Buffer): string {
  const stamp = new RegExp(`${REPORT_DISCLAIMER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Page \\d+ of \\d+ ?`, 'g');
  return pdfPageTexts(pdf)
    .map((page) => page.replace(stamp, '').replace(`${site.name} ${site.phone} · ${site.email} · ${site.url.replace(/^https?:\/\//, '')}`, ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('kundli PDF', () => {
  it('holds the birth details, every planet row, the panchang, Manglik status and every dasha, in a few hundred kB', async () => {
    const pdf = await renderKundliPdf(kundli);
    expect(pdf.length).toBeLessThan(400_000);
    const text = pdfText(pdf);
    expect(text).toContain('Kundli of Aarav Sharma');
    expect(text).toContain('Born 4/6/1966 at 06:55:16 (UTC+03:00) in Moscow, Russia');
    // The charts are drawn in the reader's style (North Indian unless chosen): the South Indian one is tested below.
    for (const heading of ['Birth chart and navamsa', 'Navamsa (D9)', 'North Indian chart', 'Planets', 'Panchang at birth', 'Manglik status', 'Vimshottari dasha']) {
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

  it('carries every section, in order, each under its heading', async () => {
    const text = pdfText(await renderKundliPdf(kundli));
    const headings = ['Summary', 'Charts', 'Divisional charts', 'The sixteen vargas', 'Planets', 'Dignity and state', 'Panchang at birth', 'Dashas', 'Vimshottari dasha', 'Pratyantardashas', 'Yogini dasha', 'Doshas', 'Manglik status', 'Kaal Sarp dosha', 'Sade Sati', 'Yogas', 'Ashtakavarga', 'Transits', 'Reading'];
    let from = 0;
    for (const heading of headings) {
      const at = text.indexOf(heading, from);
      expect({ heading, found: at >= 0 }).toEqual({ heading, found: true });
      from = at + heading.length;
    }
  });

  it('shows Lagna, Rasi and Nakshatra with their degrees, the current dasha and Manglik on page 1', async () => {
    const [first] = pdfPageTexts(await renderKundliPdf(kundli));
    const { chart: c } = kundli;
    expect(first).toContain(`Lagna (ascendant) ${c.ascendant.sign} ${formatDms(c.ascendant.degreeInSign)}`);
    expect(first).toContain(`Rasi (Moon sign) ${c.moonSign} ${formatDms(c.planets.Moon.degreeInSign)}`);
    expect(first).toContain(`Nakshatra ${c.moonNakshatra.name}, pada ${c.moonNakshatra.pada} (lord ${c.moonNakshatra.lord})`);
    expect(first).toContain(`Sun sign (sidereal) ${c.sunSign}`);
    expect(first).toContain('Lahiri');
    expect(first).toContain(`Current dasha ${c.vimshottari.current!.lords.join(' / ')}`);
    expect(first).toContain('Manglik');
    // The birth chart and the navamsa are on the first page too.
    expect(first).toContain('North Indian chart (Rashi)');
    expect(first).toContain('Navamsa (D9)');
  });

  it('lists each yoga, the Manglik cancellations that apply, Kaal Sarp, the Sade Sati dates and the ashtakavarga total', async () => {
    const text = pdfText(await renderKundliPdf(kundli));
    const { chart: c } = kundli;
    expect(c.yogas.length).toBeGreaterThan(5);
    for (const y of c.yogas) {
      expect(text).toContain(y.name);
      expect(text).toContain(y.source);
    }
    expect(c.doshas.manglik.cancellations.length).toBeGreaterThan(0);
    for (const rule of c.doshas.manglik.cancellations) expect(text).toContain(rule.rule);
    expect(text).toContain(c.doshas.kaalSarp.present ? `${c.doshas.kaalSarp.type} Kaal Sarp` : 'No Kaal Sarp dosha');
    expect(c.doshas.sadeSati.periods.length).toBeGreaterThan(1);
    for (const p of c.doshas.sadeSati.periods) {
      for (const phase of p.phases) expect(text).toContain(`${formatDashaDate(phase.start)} – ${formatDashaDate(phase.end)}`);
    }
    expect(text).toContain('Sarva 30 23 25 26 26 31 24 28 25 31 29 39 337');
    for (const [g, row] of Object.entries(c.ashtakavarga.bhinna)) expect(text).toContain(`${g} ${row.join(' ')} ${row.reduce((a, b) => a + b, 0)}`);
  });

  it('writes the current pratyantardasha as the page does, and the whole reading with each paragraph\'s basis', async () => {
    const text = bodyText(await renderKundliPdf(kundli));
    const { vimshottari: v, reading } = kundli.chart;
    const { maha, antar, pratyantar } = v.current!;
    const p = v.mahadashas[maha]!.antardashas[antar]!.pratyantardashas![pratyantar]!;
    expect(text).toContain(`${p.lord} ${formatDashaDate(p.start)} – ${formatDashaDate(p.end)}`);
    // The next mahadasha's pratyantardashas are there in full too.
    const next = v.mahadashas[maha + 1]!;
    for (const a of next.antardashas) for (const q of a.pratyantardashas!) expect(text).toContain(`${q.lord} ${formatDashaDate(q.start)} – ${formatDashaDate(q.end)}`);
    for (const section of reading.sections) {
      expect(text).toContain(section.title);
      for (const paragraph of section.paragraphs) {
        expect(text).toContain(oneLine(paragraph.text));
        expect(text).toContain(oneLine(paragraph.basis.source));
      }
    }
    // It ends by leading to a consultation.
    expect(text).toContain(`${site.url}/book/astrology-consultation`);
  });

  it('leaves no page nearly empty: every page is at least 30% filled, the last one too', async () => {
    for (const k of [kundli, lateBirth]) {
      const fills = pdfPageFill(await renderKundliPdf(k));
      expect(fills.length).toBeGreaterThan(8);
      fills.forEach((fill, page) => expect({ page: page + 1, filledEnough: fill >= 0.3 }).toEqual({ page: page + 1, filledEnough: true }));
    }
  });

  it('draws the charts in the chosen style: East or South Indian, North by default', async () => {
    const east = pdfText(await renderKundliPdf(kundli, { chartStyle: 'east' }));
    expect(east).toContain('East Indian chart (Rashi)');
    expect(east).not.toContain('North Indian chart');
    const south = pdfText(await renderKundliPdf(kundli, { chartStyle: 'south' }));
    expect(south).toContain('South Indian chart (Rashi)');
    const north = pdfText(await renderKundliPdf(kundli));
    expect(north).toContain('North Indian chart (Rashi)');
    expect(north).not.toContain('East Indian');
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
