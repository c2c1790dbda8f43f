import 'server-only';
import { formatDashaDate, formatPeriodSpan, formatYearSpan } from '@/lib/astro/format';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, section, subheading, table } from '../blocks';
import type { PdfDoc } from '../document';
import { currentPeriods } from './summary';

type Period = { lord: string; start: string; end: string };
/** A period's dates as the report writes them: "10 Jul 2026 – 5 Dec 2026". */
export const span = (p: { start: string; end: string }) => formatPeriodSpan(p);
const PRATYANTARS_PER_ROW = 3;

/** Vimshottari (maha and antar for the whole life; pratyantars of the current and next mahadasha) and Yogini. */
export function writeDashas(doc: PdfDoc, chart: KundliReadChart): void {
  const v = chart.vimshottari;
  const now = currentPeriods(chart);
  section(doc, 'Dashas');
  subheading(doc, 'Vimshottari dasha');
  paragraph(doc, `Starting dasha: ${v.startLord}, with ${formatYearSpan(v.balanceYears)} remaining at birth. Periods as of ${formatDashaDate(chart.asOf)}; the running one is marked.`);
  for (const m of v.mahadashas) {
    const running = m === now?.maha;
    table(doc, {
      columns: [{ header: `${m.lord} mahadasha: ${span(m)}${running ? ' (now)' : ''}`, bold: true }, { header: 'From', width: 110 }, { header: 'To', width: 110 }],
      rows: m.antardashas.map((a) => [`${m.lord}–${a.lord}`, formatDashaDate(a.start), formatDashaDate(a.end)]),
      fontSize: 8,
      highlight: (row) => running && m.antardashas[row] === now?.antar,
    });
  }

  writePratyantars(doc, chart);
  writeYogini(doc, chart);
}

/** Each antardasha's nine pratyantars three to a row, for the mahadasha running now and the next one. */
function writePratyantars(doc: PdfDoc, chart: KundliReadChart): void {
  const v = chart.vimshottari;
  const now = currentPeriods(chart);
  // All 729 would fill about fifteen pages; the ones a reader looks up are now and next.
  const first = now ? now.mark.maha : 0;
  const shown = v.mahadashas.slice(first, first + 2);
  subheading(doc, 'Pratyantardashas', { keepWith: 80 });
  paragraph(
    doc,
    `The third level for the ${shown.map((m) => m.lord).join(' and ')} ${shown.length === 1 ? 'mahadasha' : 'mahadashas'} (${now ? 'the running one and the next' : 'the first two'}); the other mahadashas' pratyantardashas are left out to keep the report short.`,
    { muted: true, size: 8.5 },
  );
  for (const m of shown) {
    const rows: string[][] = [];
    const marked = new Set<string>();
    // Rows are shaded by antardasha (not alternately), so each one's nine pratyantars read as a group.
    const group: number[] = [];
    for (const [index, a] of m.antardashas.entries()) {
      const list: Period[] = a.pratyantardashas ?? [];
      for (let i = 0; i < list.length; i += PRATYANTARS_PER_ROW) {
        const cells = list.slice(i, i + PRATYANTARS_PER_ROW);
        cells.forEach((p, c) => {
          if (p === now?.pratyantar) marked.add(`${rows.length}:${c + 1}`);
        });
        rows.push([i === 0 ? `${m.lord}–${a.lord}` : '', ...cells.map((p) => `${p.lord} ${span(p)}`), ...Array(PRATYANTARS_PER_ROW - cells.length).fill('')]);
        group.push(index);
      }
    }
    table(doc, {
      columns: [{ header: `${m.lord} mahadasha`, width: 85, bold: true }, ...Array.from({ length: PRATYANTARS_PER_ROW }, () => ({ header: 'Pratyantar: from – to' }))],
      rows,
      fontSize: 7.5,
      shade: (row) => group[row]! % 2 === 1,
      highlight: (row, column) => marked.has(`${row}:${column}`),
    });
  }
}

/** The Yogini mahadashas with their dates, each with its eight antardashas in a line (yogini and start). */
function writeYogini(doc: PdfDoc, chart: KundliReadChart): void {
  const y = chart.yogini;
  const at = Date.parse(chart.asOf);
  subheading(doc, 'Yogini dasha', { keepWith: 80 });
  paragraph(doc, `Eight yoginis in a 36-year cycle, from the Moon's nakshatra. Starting yogini: ${y.startYogini}, with ${formatYearSpan(y.balanceYears)} remaining at birth.`, { size: 9 });
  table(doc, {
    columns: [{ header: 'Yogini (lord)', width: 100, bold: true }, { header: 'From – to', width: 120 }, { header: 'Antardashas (yogini, from)' }],
    rows: y.mahadashas.map((m) => [`${m.yogini} (${m.lord})`, span(m), m.antardashas.map((a) => `${a.yogini} ${formatDashaDate(a.start)}`).join(' · ')]),
    fontSize: 7.5,
    highlight: (row, column) => column < 2 && Date.parse(y.mahadashas[row]!.start) <= at && at < Date.parse(y.mahadashas[row]!.end),
  });
}
