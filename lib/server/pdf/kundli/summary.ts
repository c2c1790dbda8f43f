import 'server-only';
import { navamsaDiagramInput, diagramInput } from '@/lib/astro/chart-input';
import { CHART_STYLE_NAMES, CHART_STYLE_NAMES_HI, type ChartStyle } from '@/lib/astro/chart-layout';
import { formatDashaDate, formatDms } from '@/lib/astro/format';
import { birthLineValues, type KundliData, type KundliReadChart } from '@/lib/contract/kundli';
import { keyValues, paragraph, section, subheading } from '../blocks';
import type { PdfDoc } from '../document';
import { chartRow } from '../charts';
import type { ReportWords } from '../words';


/** The chart style's name in the report's language ("North Indian", "उत्तर भारतीय"). */
export const chartStyleName = (style: ChartStyle, { lang }: ReportWords) => (lang === 'hi' ? CHART_STYLE_NAMES_HI : CHART_STYLE_NAMES)[style];

/** The running maha, antar and pratyantar (the chart's `current` mark at its `asOf`), or null outside the periods. */
export function currentPeriods(chart: KundliReadChart) {
  const c = chart.vimshottari.current;
  if (!c) return null;
  const maha = chart.vimshottari.mahadashas[c.maha]!;
  const antar = maha.antardashas[c.antar]!;
  const pratyantar = antar.pratyantardashas?.[c.pratyantar] ?? null;
  return { mark: c, maha, antar, pratyantar };
}

/** Manglik in a calm line: where Mars stands, and how many cancelling rules tradition finds. */
function manglikInBrief(chart: KundliReadChart, { t: { kundli: t }, fill }: ReportWords): string {
  const m = chart.doshas.manglik;
  if (!m.present) return t.manglikNo;
  const from = [m.fromLagna && t.fromLagna, m.fromMoon && t.fromMoon, m.fromVenus && t.fromVenus].filter(Boolean).join(', ');
  const count = m.cancellations.length;
  const eased = count ? (count === 1 ? t.oneCancellation : fill(t.cancellations, { count })) : t.noCancellation;
  return fill(t.manglikFrom, { from, eased });
}

/** Page 1: the birth line, the summary (Lagna, Rasi and Nakshatra first) and the birth chart with its navamsa. */
export function writeSummary(doc: PdfDoc, kundli: KundliData, style: ChartStyle, words: ReportWords): void {
  const { chart } = kundli;
  const { t: { kundli: t }, astro: w, fill, lang } = words;
  paragraph(doc, fill(t.born, birthLineValues(kundli)), { muted: true, size: 9 });
  section(doc, t.summary);
  const now = currentPeriods(chart);
  const nakshatra = chart.moonNakshatra;
  keyValues(doc, [
    [t.lagna, `${w.sign(chart.ascendant.sign)} ${formatDms(chart.ascendant.degreeInSign)}`],
    [t.rasi, `${w.sign(chart.moonSign)} ${formatDms(chart.planets.Moon.degreeInSign)}`],
    [t.nakshatra, fill(t.nakshatraValue, { name: w.nakshatra(nakshatra.name), pada: nakshatra.pada, lord: w.graha(nakshatra.lord) })],
    [t.sunSign, w.sign(chart.sunSign)],
    [t.ayanamsa, `${words.ayanamsa(chart.ayanamsa.name)} ${formatDms(chart.ayanamsa.mean)}`],
    [
      t.currentDasha,
      now
        ? fill(t.currentDashaValue, { lords: now.mark.lords.map(w.graha).join(' / '), date: formatDashaDate((now.pratyantar ?? now.antar).end, lang) })
        : fill(t.noCurrentDasha, { date: formatDashaDate(chart.asOf, lang) }),
    ],
    [t.manglik, manglikInBrief(chart, words)],
  ]);

  section(doc, t.charts, { keepWith: 270 });
  subheading(doc, t.birthCharts, { keepWith: 260 });
  const name = chartStyleName(style, words);
  chartRow(doc, [
    { style, chart: diagramInput(chart), title: fill(t.rashiChart, { style: name }), lang },
    { style, chart: navamsaDiagramInput(chart), title: fill(t.navamsaChart, { style: name }), centre: t.navamsa, lang },
  ], { maxSize: 235 });
  paragraph(doc, style === 'north' ? t.northNote : t.signsFixedNote, { muted: true, size: 8.5 });
}
