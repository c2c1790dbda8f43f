import 'server-only';
import { vargaDiagramInput } from '@/lib/astro/chart-input';
import { SIGN_ABBREVIATIONS, SIGN_ABBREVIATIONS_HI, type ChartStyle } from '@/lib/astro/chart-layout';
import { VARGA_METHODS, VARGAS } from '@/lib/astro/vargas';
import { GRAHAS, SIGNS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, subheading, table } from '../blocks';
import type { PdfDoc } from '../document';
import { chartRow } from '../charts';
import type { ReportWords } from '../words';

// D1 and D9 are drawn full size on page 1; the other fourteen go three to a row.
const SMALL_VARGAS = VARGAS.filter((v) => v !== 'D1' && v !== 'D9');

/** The fourteen other divisional charts as small charts, then every body's sign in all sixteen. */
export function writeVargas(doc: PdfDoc, chart: KundliReadChart, style: ChartStyle, { t: { kundli: t }, astro: w, fill, lang }: ReportWords): void {
  const hi = lang === 'hi';
  const abbreviations = hi ? SIGN_ABBREVIATIONS_HI : SIGN_ABBREVIATIONS;
  subheading(doc, t.divisionalCharts, { keepWith: 165 });
  chartRow(
    doc,
    SMALL_VARGAS.map((v) => ({ style, chart: vargaDiagramInput(chart, chart.vargas[v]), title: `${v} ${hi ? w.varga(v) : VARGA_METHODS[v].name}`, centre: v, lang })),
    // 140 points: four rows to a page, so the fourteen take a page and a row.
    { perRow: 3, maxSize: 140 },
  );
  paragraph(
    doc,
    // The methods' wording is lib/astro's (English until it gains a DisplayLanguage; the lead wires it).
    fill(t.vargaMethods, { d2: VARGA_METHODS.D2.method, d30: VARGA_METHODS.D30.method }),
    { muted: true, size: 8 },
  );

  subheading(doc, t.sixteenVargas, { keepWith: 120 });
  table(doc, {
    columns: [{ header: '', width: 58, bold: true }, ...VARGAS.map((v) => ({ header: v, align: 'center' as const }))],
    rows: [...(['Ascendant', ...GRAHAS] as const)].map((body) => [body === 'Ascendant' ? t.lagnaRow : w.graha(body), ...VARGAS.map((v) => abbreviations[chart.vargas[v][body]!]!)]),
    fontSize: 7.5,
  });
  // The key to the abbreviations; Hindi writes the signs whole, so it needs none.
  if (!hi) paragraph(doc, SIGNS.map((s, i) => `${SIGN_ABBREVIATIONS[i]} ${s}`).join(' · '), { muted: true, size: 7.5 });
}
