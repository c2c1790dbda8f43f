import 'server-only';
import { SIGN_ABBREVIATIONS, SIGN_ABBREVIATIONS_HI } from '@/lib/astro/chart-layout';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, section, table } from '../blocks';
import type { PdfDoc } from '../document';
import type { ReportWords } from '../words';

const total = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);

/** The bhinna table of each of the seven planets and the sarva (their sum by sign, 337 in all). */
export function writeAshtakavarga(doc: PdfDoc, chart: KundliReadChart, { t: { kundli: t }, astro: w, fill, lang }: ReportWords): void {
  const { bhinna, sarva } = chart.ashtakavarga;
  section(doc, t.ashtakavarga, { keepWith: 170 });
  const signs = lang === 'hi' ? SIGN_ABBREVIATIONS_HI : SIGN_ABBREVIATIONS;
  table(doc, {
    columns: [{ header: t.bindus, width: 62, bold: true }, ...signs.map((s) => ({ header: s, align: 'center' as const })), { header: t.total, width: 40, align: 'center' }],
    rows: [...Object.entries(bhinna).map(([graha, row]) => [w.graha(graha), ...row.map(String), String(total(row))]), [t.sarva, ...sarva.map(String), String(total(sarva))]],
    fontSize: 8.5,
    highlight: (row) => row === Object.keys(bhinna).length,
  });
  paragraph(
    doc,
    fill(t.ashtakavargaNote, { ascendant: chart.ashtakavarga.ascendantContributes ? t.andTheAscendant : '' }),
    { muted: true, size: 8.5 },
  );
}
