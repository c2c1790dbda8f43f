import 'server-only';
import { SIGN_ABBREVIATIONS } from '@/lib/astro/chart-layout';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, section, table } from '../blocks';
import type { PdfDoc } from '../document';

const total = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);

/** The bhinna table of each of the seven planets and the sarva (their sum by sign, 337 in all). */
export function writeAshtakavarga(doc: PdfDoc, chart: KundliReadChart): void {
  const { bhinna, sarva } = chart.ashtakavarga;
  section(doc, 'Ashtakavarga', { keepWith: 170 });
  table(doc, {
    columns: [{ header: 'Bindus', width: 62, bold: true }, ...SIGN_ABBREVIATIONS.map((s) => ({ header: s, align: 'center' as const })), { header: 'Total', width: 40, align: 'center' }],
    rows: [...Object.entries(bhinna).map(([graha, row]) => [graha, ...row.map(String), String(total(row))]), ['Sarva', ...sarva.map(String), String(total(sarva))]],
    fontSize: 8.5,
    highlight: (row) => row === Object.keys(bhinna).length,
  });
  paragraph(
    doc,
    `Bindus per sign (Brihat Parashara Hora Shastra, ch. 66), from the seven planets${chart.ashtakavarga.ascendantContributes ? ' and the ascendant' : ''} as contributors. Signs with 28 or more bindus in the sarva are traditionally counted as supportive for transits.`,
    { muted: true, size: 8.5 },
  );
}
