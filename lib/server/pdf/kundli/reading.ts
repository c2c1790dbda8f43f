import 'server-only';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { ensureSpace, type PdfDoc } from '../document';
import { paragraph, section, subheading } from '../blocks';

/** The written reading, every section, each paragraph followed by its basis (positions and source) in small type. */
export function writeReading(doc: PdfDoc, chart: KundliReadChart, { size }: { size: number }): void {
  section(doc, 'Reading');
  paragraph(doc, 'Written from the positions above by the rules of the classical texts; each paragraph names what it rests on.', { muted: true, size: 8.5 });
  for (const s of chart.reading.sections) {
    subheading(doc, s.title, { keepWith: 60 });
    for (const p of s.paragraphs) {
      ensureSpace(doc, 3 * size * 1.3);
      paragraph(doc, p.text, { size });
      doc.moveUp(0.3);
      paragraph(doc, `Basis: ${p.basis.positions.join('; ')}. Source: ${p.basis.source}.`, { muted: true, size: Math.max(7, size - 2) });
    }
  }
}
