import 'server-only';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, section, table } from '../blocks';
import type { PdfDoc } from '../document';
import type { ReportWords } from '../words';

/** Each yoga present: its name, its rule in words, the planets that form it, and its text and chapter. */
export function writeYogas(doc: PdfDoc, chart: KundliReadChart, { t: { kundli: t }, astro: w, fill }: ReportWords): void {
  section(doc, t.yogas);
  if (!chart.yogas.length) {
    paragraph(doc, t.noYogas);
    return;
  }
  paragraph(doc, fill(t.yogasFormed, { count: chart.yogas.length }), { size: 9 });
  table(doc, {
    columns: [{ header: t.yoga, width: 105, bold: true }, { header: t.rule }, { header: t.yogaPlanets, width: 80 }, { header: t.source, width: 120 }],
    rows: chart.yogas.map((y) => [
      w.chartYoga(y.key, y.name),
      y.cancellations?.length ? fill(t.cancelledBy, { rule: y.rule, by: y.cancellations.join('; ') }) : y.rule,
      y.planets.map(w.graha).join(', '),
      y.source,
    ]),
    fontSize: 8,
  });
}
