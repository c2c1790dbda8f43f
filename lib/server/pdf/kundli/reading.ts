import 'server-only';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { ensureSpace, type PdfDoc } from '../document';
import { paragraph, section, subheading } from '../blocks';
import type { ReportWords } from '../words';

/** The written reading, every section, each paragraph followed by its basis (positions and source) in small type. */
export function writeReading(doc: PdfDoc, chart: KundliReadChart, { size }: { size: number }, { t: { kundli: t }, fill }: ReportWords): void {
  section(doc, t.reading);
  paragraph(doc, t.readingIntro, { muted: true, size: 8.5 });
  for (const s of chart.reading.sections) {
    subheading(doc, s.title, { keepWith: 60 });
    for (const p of s.paragraphs) {
      ensureSpace(doc, 3 * size * 1.3);
      paragraph(doc, p.text, { size });
      doc.moveUp(0.3);
      paragraph(doc, fill(t.basis, { positions: p.basis.positions.join('; '), source: p.basis.source }), { muted: true, size: Math.max(7, size - 2) });
    }
  }
}
