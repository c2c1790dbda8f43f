import 'server-only';
import { vargaDiagramInput } from '@/lib/astro/chart-input';
import { SIGN_ABBREVIATIONS, type ChartStyle } from '@/lib/astro/chart-layout';
import { VARGA_METHODS, VARGAS } from '@/lib/astro/vargas';
import { GRAHAS, SIGNS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, subheading, table } from '../blocks';
import type { PdfDoc } from '../document';
import { chartRow } from '../charts';

// D1 and D9 are drawn full size on page 1; the other fourteen go three to a row.
const SMALL_VARGAS = VARGAS.filter((v) => v !== 'D1' && v !== 'D9');

/** The fourteen other divisional charts as small charts, then every body's sign in all sixteen. */
export function writeVargas(doc: PdfDoc, chart: KundliReadChart, style: ChartStyle): void {
  subheading(doc, 'Divisional charts', { keepWith: 165 });
  chartRow(
    doc,
    SMALL_VARGAS.map((v) => ({ style, chart: vargaDiagramInput(chart, chart.vargas[v]), title: `${v} ${VARGA_METHODS[v].name}`, centre: v })),
    // 140 points: four rows to a page, so the fourteen take a page and a row.
    { perRow: 3, maxSize: 140 },
  );
  paragraph(
    doc,
    `Parashari methods (Brihat Parashara Hora Shastra, ch. 6). D2 is the ${VARGA_METHODS.D2.method}. D30 is the ${VARGA_METHODS.D30.method}.`,
    { muted: true, size: 8 },
  );

  subheading(doc, 'The sixteen vargas: the sign of each body', { keepWith: 120 });
  table(doc, {
    columns: [{ header: '', width: 58, bold: true }, ...VARGAS.map((v) => ({ header: v, align: 'center' as const }))],
    rows: [...(['Ascendant', ...GRAHAS] as const)].map((body) => [body === 'Ascendant' ? 'Lagna' : body, ...VARGAS.map((v) => SIGN_ABBREVIATIONS[chart.vargas[v][body]!]!)]),
    fontSize: 7.5,
  });
  paragraph(doc, SIGNS.map((s, i) => `${SIGN_ABBREVIATIONS[i]} ${s}`).join(' · '), { muted: true, size: 7.5 });
}
