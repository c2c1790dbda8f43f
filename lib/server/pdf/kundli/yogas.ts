import 'server-only';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, section, table } from '../blocks';
import type { PdfDoc } from '../document';

/** Each yoga present: its name, its rule in words, the planets that form it, and its text and chapter. */
export function writeYogas(doc: PdfDoc, chart: KundliReadChart): void {
  section(doc, 'Yogas');
  if (!chart.yogas.length) {
    paragraph(doc, 'None of the classical yogas checked is formed in this chart.');
    return;
  }
  paragraph(doc, `${chart.yogas.length} classical yogas are formed in the birth chart, each by the rule of its text.`, { size: 9 });
  table(doc, {
    columns: [{ header: 'Yoga', width: 105, bold: true }, { header: 'Rule' }, { header: 'Planets', width: 80 }, { header: 'Source', width: 120 }],
    rows: chart.yogas.map((y) => [
      y.name,
      y.cancellations?.length ? `${y.rule} Cancelled or eased by: ${y.cancellations.join('; ')}.` : y.rule,
      y.planets.join(', '),
      y.source,
    ]),
    fontSize: 8,
  });
}
