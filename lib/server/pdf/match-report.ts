import 'server-only';
import { diagramInput } from '@/lib/astro/chart-input';
import { formatGunas, matchBandLine } from '@/lib/astro/guna-bands';
import { manglikMatchNote, personLabel, type MatchResult } from '@/lib/contract/astrology';
import { keyValues, paragraph, section, table } from './blocks';
import { chartRow } from './charts';
import { FONT, PDF_COLOR, finishReport, startReport } from './document';

/**
 * The match as a PDF: the total out of 36 with its band and the score out of 10, the eight kootas
 * with their explanations, Manglik status, and both people's birth details and charts.
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
