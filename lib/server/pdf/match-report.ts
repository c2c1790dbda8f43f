import 'server-only';
import { diagramInput } from '@/lib/astro/chart-input';
import { formatGunas, matchBandLine } from '@/lib/astro/guna-bands';
import { manglikMatchNote, personLabel, type MatchResult } from '@/lib/contract/astrology';
import { keyValues, paragraph, section, table } from './blocks';
import { chartRow } from './charts';
import { FONT, PDF_COLOR, finishReport, startReport } from './document';

/**
 * The match as a PDF: the total out of 36 with its band and the score out of 10, the eight kootas
 * with their explanations, Manglik status weighed across both charts, the Nadi and Bhakoot exceptions,
 * the ten poruthams, and both people's birth details and charts.
 */
export async function renderMatchPdf(result: MatchResult): Promise<Buffer> {
  const boy = personLabel(result.boy, 'Boy');
  const girl = personLabel(result.girl, 'Girl');
  const doc = startReport({ title: `Kundli match: ${boy} and ${girl}`, subtitle: 'Ashtakoota Guna Milan' });

  doc.font(FONT.bold).fontSize(16).fillColor(PDF_COLOR.brand).text(`${formatGunas(result.total)} of ${result.maxScore} gunas`);
  doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text);
  paragraph(doc, `${matchBandLine(result.total)} Score ${result.compatibilityScore.toFixed(1)} / 10.`);
  paragraph(doc, result.verdict);

  section(doc, 'The eight kootas');
  table(doc, {
    columns: [
      { header: 'Koota', width: 70, bold: true },
      { header: boy, width: 70 },
      { header: girl, width: 70 },
      { header: 'Points', width: 48 },
      { header: 'What it means' },
    ],
    rows: [
      ...result.kootas.map((k) => [k.label, k.groom, k.bride, `${formatGunas(k.points)} / ${k.max}`, k.explanation]),
      ['Total', '', '', `${formatGunas(result.total)} / ${result.maxScore}`, ''],
    ],
    fontSize: 8.5,
  });

  section(doc, 'Manglik status');
  paragraph(doc, manglikMatchNote(result));
  paragraph(doc, result.manglikSamya.summary);
  for (const r of result.manglikSamya.rules) paragraph(doc, `${r.rule}. Source: ${r.source}.`);

  section(doc, 'Nadi and Bhakoot dosha');
  for (const [label, d] of [
    ['Nadi dosha', result.doshaExceptions.nadi],
    ['Bhakoot dosha', result.doshaExceptions.bhakoot],
  ] as const) {
    const exceptions = d.exceptions.map((e) => `${e.name} (${e.source})`).join('; ');
    paragraph(doc, !d.dosha ? `${label}: not present.` : exceptions ? `${label}: present, eased by tradition's exception: ${exceptions}.` : `${label}: present; no named exception applies. An astrologer weighs it with both full charts.`);
  }

  section(doc, 'The ten poruthams');
  paragraph(doc, result.poruthams.summary);
  table(doc, {
    columns: [
      { header: 'Porutham', width: 90, bold: true },
      { header: 'Agrees', width: 48 },
      { header: 'Rule and finding' },
    ],
    rows: result.poruthams.poruthams.map((p) => [p.name, p.matched ? 'Yes' : 'No', `${p.rule}. ${p.detail}`]),
    fontSize: 8.5,
  });

  for (const [person, name, chart] of [
    [result.boy, boy, result.boyChart],
    [result.girl, girl, result.girlChart],
  ] as const) {
    section(doc, `Birth chart of ${name}`, { keepWith: 260 });
    keyValues(doc, [
      ['Birth', `Born ${person.dob} at ${person.birthTime} (UTC${person.timezone}) in ${person.birthPlace}`],
      ['Lagna · Moon · Sun', `${chart.ascendant.sign} · ${chart.moonSign} (${chart.moonNakshatra.name} ${chart.moonNakshatra.pada}) · ${chart.sunSign}`],
    ]);
    chartRow(doc, [
      { style: 'north', chart: diagramInput(chart), title: `North Indian chart of ${name}` },
      { style: 'south', chart: diagramInput(chart), title: `South Indian chart of ${name}` },
    ]);
  }

  return finishReport(doc);
}
