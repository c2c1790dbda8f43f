import 'server-only';
import { formatDashaDate, formatYearSpan } from '@/lib/astro/format';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, section, subheading, table } from '../blocks';
import type { PdfDoc } from '../document';
import type { ReportWords } from '../words';
import { currentPeriods } from './summary';

type Period = { lord: string; start: string; end: string };
const PRATYANTARS_PER_ROW = 3;

/** Vimshottari (maha and antar for the whole life; pratyantars of the current and next mahadasha) and Yogini. */
export function writeDashas(doc: PdfDoc, chart: KundliReadChart, words: ReportWords): void {
  const { t: { kundli: t }, astro: w, fill, lang } = words;
  const v = chart.vimshottari;
  const now = currentPeriods(chart);
  section(doc, t.dashas);
  subheading(doc, t.vimshottari);
  paragraph(doc, fill(t.vimshottariIntro, { lord: w.graha(v.startLord), balance: formatYearSpan(v.balanceYears, lang), date: formatDashaDate(chart.asOf, lang) }));
  for (const m of v.mahadashas) {
    const running = m === now?.maha;
    table(doc, {
      columns: [{ header: `${fill(t.mahadashaSpan, { lord: w.graha(m.lord), span: w.span(m) })}${running ? t.now : ''}`, bold: true }, { header: t.from, width: 110 }, { header: t.to, width: 110 }],
      rows: m.antardashas.map((a) => [`${w.graha(m.lord)}–${w.graha(a.lord)}`, w.date(a.start), w.date(a.end)]),
      fontSize: 8,
      highlight: (row) => running && m.antardashas[row] === now?.antar,
    });
  }

  writePratyantars(doc, chart, words);
  writeYogini(doc, chart, words);
}

/** Each antardasha's nine pratyantars three to a row, for the mahadasha running now and the next one. */
function writePratyantars(doc: PdfDoc, chart: KundliReadChart, { t: { kundli: t }, astro: w, fill }: ReportWords): void {
  const v = chart.vimshottari;
  const now = currentPeriods(chart);
  // All 729 would fill about fifteen pages; the ones a reader looks up are now and next.
  const first = now ? now.mark.maha : 0;
  const shown = v.mahadashas.slice(first, first + 2);
  subheading(doc, t.pratyantardashas, { keepWith: 80 });
  paragraph(
    doc,
    fill(shown.length === 1 ? t.pratyantarIntroOne : t.pratyantarIntroMany, { lords: shown.map((m) => w.graha(m.lord)).join(t.and), which: now ? t.runningAndNext : t.firstTwo }),
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
        rows.push([i === 0 ? `${w.graha(m.lord)}–${w.graha(a.lord)}` : '', ...cells.map((p) => `${w.graha(p.lord)} ${w.span(p)}`), ...Array(PRATYANTARS_PER_ROW - cells.length).fill('')]);
        group.push(index);
      }
    }
    table(doc, {
      columns: [{ header: fill(t.mahadasha, { lord: w.graha(m.lord) }), width: 85, bold: true }, ...Array.from({ length: PRATYANTARS_PER_ROW }, () => ({ header: t.pratyantarFromTo }))],
      rows,
      fontSize: 7.5,
      shade: (row) => group[row]! % 2 === 1,
      highlight: (row, column) => marked.has(`${row}:${column}`),
    });
  }
}

/** The Yogini mahadashas with their dates, each with its eight antardashas in a line (yogini and start). */
function writeYogini(doc: PdfDoc, chart: KundliReadChart, { t: { kundli: t }, astro: w, fill, lang }: ReportWords): void {
  const y = chart.yogini;
  const at = Date.parse(chart.asOf);
  subheading(doc, t.yoginiDasha, { keepWith: 80 });
  paragraph(doc, fill(t.yoginiIntro, { yogini: w.yogini(y.startYogini), balance: formatYearSpan(y.balanceYears, lang) }), { size: 9 });
  table(doc, {
    columns: [{ header: t.yoginiLord, width: 100, bold: true }, { header: t.fromTo, width: 120 }, { header: t.yoginiAntardashas }],
    rows: y.mahadashas.map((m) => [`${w.yogini(m.yogini)} (${w.graha(m.lord)})`, w.span(m), m.antardashas.map((a) => `${w.yogini(a.yogini)} ${w.date(a.start)}`).join(' · ')]),
    fontSize: 7.5,
    highlight: (row, column) => column < 2 && Date.parse(y.mahadashas[row]!.start) <= at && at < Date.parse(y.mahadashas[row]!.end),
  });
}
