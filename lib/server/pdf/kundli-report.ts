import 'server-only';
import { diagramInput, navamsaDiagramInput } from '@/lib/astro/chart-input';
import { describeManglik, formatDashaDate, formatDms, formatYearSpan } from '@/lib/astro/format';
import { birthLine, PLANET_COLUMNS, planetRows, runningMahadasha, type KundliData } from '@/lib/contract/kundli';
import { keyValues, paragraph, section, table } from './blocks';
import { chartRow } from './charts';
import { finishReport, startReport } from './document';

/**
 * The kundli as a PDF: the same facts as the result page (birth details, charts, planets,
 * panchang at birth, Manglik status, Vimshottari dashas) plus the navamsa chart.
 */
export async function renderKundliPdf(kundli: KundliData, now = new Date()): Promise<Buffer> {
  const { chart } = kundli;
  const doc = startReport({ title: `Kundli of ${kundli.name}`, subtitle: 'Vedic birth chart (sidereal, Lahiri ayanamsa)' });

  section(doc, 'Birth details');
  const current = runningMahadasha(chart, now);
  keyValues(doc, [
    ['Birth', birthLine(kundli)],
    ['Lagna (ascendant)', `${chart.ascendant.sign} ${formatDms(chart.ascendant.degreeInSign)}`],
    ['Moon sign (rashi)', chart.moonSign],
    ['Sun sign (sidereal)', chart.sunSign],
    ['Nakshatra', `${chart.moonNakshatra.name}, pada ${chart.moonNakshatra.pada}`],
    ['Manglik', chart.manglik.isManglik ? 'Yes' : 'No'],
    ...(current ? ([['Current dasha', `${current.lord} mahadasha`]] as const) : []),
  ]);

  section(doc, 'Birth chart and navamsa', { keepWith: 220 });
  chartRow(doc, [
    { style: 'north', chart: diagramInput(chart), title: 'North Indian chart (Rashi)' },
    { style: 'south', chart: diagramInput(chart), title: 'South Indian chart (Rashi)' },
    { style: 'north', chart: navamsaDiagramInput(chart), title: 'Navamsa (D9), North Indian' },
  ]);
  paragraph(doc, 'In the North Indian charts the numbers are the signs (1 Aries … 12 Pisces) and the top diamond is the Lagna. (R) marks a retrograde graha.', { muted: true, size: 8.5 });

  section(doc, 'Planets');
  table(doc, {
    columns: PLANET_COLUMNS.map((header, i) => ({ header, bold: i === 0, width: [58, 70, 62, undefined, 40, 70, 66][i] })),
    rows: planetRows(chart),
  });
  paragraph(doc, `Sidereal positions, Lahiri ayanamsa ${formatDms(chart.ayanamsa.mean)}; whole-sign houses; Rahu is the mean node.`, { muted: true, size: 8.5 });

  section(doc, 'Panchang at birth');
  keyValues(doc, [
    ['Tithi', `${chart.panchang.paksha} ${chart.panchang.tithiName}`],
    ['Vaar (weekday)', chart.panchang.weekday],
    ['Nakshatra', chart.moonNakshatra.name],
    ['Yoga', chart.panchang.yogaName],
    ['Karana', chart.panchang.karana],
  ]);

  section(doc, 'Manglik status');
  paragraph(doc, `${chart.manglik.isManglik ? 'Manglik.' : 'Not Manglik.'} ${describeManglik(chart.manglik)}`);

  section(doc, 'Vimshottari dasha');
  paragraph(doc, `Starting dasha: ${chart.vimshottari.startLord}, with ${formatYearSpan(chart.vimshottari.balanceYears)} remaining at birth.`);
  for (const m of chart.vimshottari.mahadashas) {
    const now = m === current ? ' (now)' : '';
    table(doc, {
      columns: [{ header: `${m.lord} mahadasha: ${formatDashaDate(m.start)} – ${formatDashaDate(m.end)}${now}`, bold: true }, { header: 'From', width: 110 }, { header: 'To', width: 110 }],
      rows: m.antardashas.map((a) => [`${m.lord}–${a.lord}`, formatDashaDate(a.start), formatDashaDate(a.end)]),
      fontSize: 8.5,
    });
  }

  return finishReport(doc);
}
