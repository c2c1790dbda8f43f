import 'server-only';
import { navamsaDiagramInput, diagramInput } from '@/lib/astro/chart-input';
import { CHART_STYLE_NAMES, type ChartStyle } from '@/lib/astro/chart-layout';
import { AYANAMSA_NAMES } from '@/lib/astro/ayanamsas/names';
import { formatDashaDate, formatDms } from '@/lib/astro/format';
import { birthLine, type KundliData, type KundliReadChart } from '@/lib/contract/kundli';
import { keyValues, paragraph, section, subheading } from '../blocks';
import type { PdfDoc } from '../document';
import { chartRow } from '../charts';

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
function manglikInBrief(chart: KundliReadChart): string {
  const m = chart.doshas.manglik;
  if (!m.present) return 'No: Mars is outside houses 1, 2, 4, 7, 8 and 12 from the Lagna, the Moon and Venus.';
  const from = [m.fromLagna && 'the Lagna', m.fromMoon && 'the Moon', m.fromVenus && 'Venus'].filter(Boolean).join(', ');
  const eased = m.cancellations.length
    ? `${m.cancellations.length} cancelling ${m.cancellations.length === 1 ? 'rule applies' : 'rules apply'} (see Doshas).`
    : 'No cancelling rule applies; see Doshas for what it means.';
  return `Mars counts as Manglik from ${from}; ${eased}`;
}

/** Page 1: the birth line, the summary (Lagna, Rasi and Nakshatra first) and the birth chart with its navamsa. */
export function writeSummary(doc: PdfDoc, kundli: KundliData, style: ChartStyle): void {
  const { chart } = kundli;
  paragraph(doc, birthLine(kundli), { muted: true, size: 9 });
  section(doc, 'Summary');
  const now = currentPeriods(chart);
  keyValues(doc, [
    ['Lagna (ascendant)', `${chart.ascendant.sign} ${formatDms(chart.ascendant.degreeInSign)}`],
    ['Rasi (Moon sign)', `${chart.moonSign} ${formatDms(chart.planets.Moon.degreeInSign)}`],
    ['Nakshatra', `${chart.moonNakshatra.name}, pada ${chart.moonNakshatra.pada} (lord ${chart.moonNakshatra.lord})`],
    ['Sun sign (sidereal)', chart.sunSign],
    ['Ayanamsa', `${AYANAMSA_NAMES[chart.ayanamsa.name]} ${formatDms(chart.ayanamsa.mean)}`],
    [
      'Current dasha',
      now ? `${now.mark.lords.join(' / ')} (maha / antar / pratyantar), the pratyantar until ${formatDashaDate((now.pratyantar ?? now.antar).end)}` : `No Vimshottari period runs on ${formatDashaDate(chart.asOf)}`,
    ],
    ['Manglik', manglikInBrief(chart)],
  ]);

  section(doc, 'Charts', { keepWith: 270 });
  subheading(doc, 'Birth chart and navamsa', { keepWith: 260 });
  const name = CHART_STYLE_NAMES[style];
  chartRow(doc, [
    { style, chart: diagramInput(chart), title: `${name} chart (Rashi)` },
    { style, chart: navamsaDiagramInput(chart), title: `Navamsa (D9), ${name}`, centre: 'Navamsa' },
  ], { maxSize: 235 });
  paragraph(
    doc,
    style === 'north'
      ? 'The houses are fixed and the top diamond is the Lagna; the numbers are the signs (1 Aries … 12 Pisces). (R) marks a retrograde graha.'
      : 'The signs are fixed; the shaded sign, marked Asc, is the Lagna. (R) marks a retrograde graha.',
    { muted: true, size: 8.5 },
  );
}
