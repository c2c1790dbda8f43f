import 'server-only';
import { formatDms } from '@/lib/astro/format';
import { GRAHAS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import { paragraph, section, table } from '../blocks';
import type { PdfDoc } from '../document';
import type { ReportWords } from '../words';

/** Where the grahas stand on the chart's `asOf` date, counted from the natal Moon and Lagna. */
export function writeTransits(doc: PdfDoc, chart: KundliReadChart, { t: { kundli: t }, astro: w, fill }: ReportWords): void {
  const now = chart.transits;
  section(doc, t.transits, { keepWith: 150 });
  const saturn = now.saturn ? fill(t.saturnIs, { phase: t.saturnPhases[now.saturn] }) : t.saturnFree;
  paragraph(
    doc,
    fill(t.transitIntro, { date: w.date(now.at), moon: w.sign(chart.moonSign), lagna: w.sign(chart.ascendant.sign), saturn, jupiter: now.jupiterFavourable ? t.favourable : t.notFavourable }),
    { size: 9 },
  );
  table(doc, {
    columns: [{ header: t.planetColumns.graha, width: 62, bold: true }, { header: t.signAndDegree }, { header: t.fromTheMoon, width: 80 }, { header: t.fromTheLagna, width: 80 }, { header: t.planetColumns.motion, width: 66 }, { header: t.favourableColumn, width: 62 }],
    rows: GRAHAS.map((g) => {
      const p = now.grahas[g];
      return [w.graha(g), `${w.sign(p.sign)} ${formatDms(p.longitude % 30)}`, w.countCell(p.houseFromMoon), w.countCell(p.houseFromLagna), p.retrograde ? t.retrograde : t.direct, p.favourable ? t.yes : t.no];
    }),
    fontSize: 8.5,
    highlight: (row, column) => column === 0 && (GRAHAS[row] === 'Saturn' || GRAHAS[row] === 'Jupiter'),
  });
  paragraph(doc, fill(t.transitSource, { source: now.source }), { muted: true, size: 8 });
}
