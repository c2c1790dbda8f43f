import 'server-only';
import { manglikCancellationText } from '@/lib/astro/doshas';
import { readChartIn, readingInputFromDeepChart } from '@/lib/astro/reading';
import { yogasIn } from '@/lib/astro/yogas';
import { DEFAULT_CHART_STYLE, type ChartStyle } from '@/lib/astro/chart-layout';
import { site } from '@/lib/config/site';
import { bookingPath } from '@/lib/consultations/services';
import type { KundliData } from '@/lib/contract/kundli';
import { paragraph } from './blocks';
import { blankReport, finishReport, FONT, pageFill, PDF_COLOR, startReport, type PdfDoc } from './document';
import { writeAshtakavarga } from './kundli/ashtakavarga';
import { writeDashas } from './kundli/dashas';
import { writeDoshas } from './kundli/doshas';
import { writePlanets } from './kundli/planets';
import { writeReading } from './kundli/reading';
import { chartStyleName, writeSummary } from './kundli/summary';
import { writeTransits } from './kundli/transits';
import { writeVargas } from './kundli/vargas';
import { writeYogas } from './kundli/yogas';
import { reportWords, type ReportLanguage, type ReportWords } from './words';

export interface KundliPdfOptions {
  /** The reader's chart style (the route reads it from the page's cookie); North Indian unless given. */
  chartStyle?: ChartStyle;
  /** The language of the page that links to the PDF; English unless given. */
  lang?: ReportLanguage;
}

// The reading comes last and is the longest part: its type size is the one free choice left to keep the last
// page from holding a few lines. Tried in this order; the first whose last page is filled enough is kept.
const READING_SIZES = [9.5, 9.25, 9.75, 9, 10, 8.75, 10.25, 8.5, 10.5] as const;
const MIN_LAST_PAGE_FILL = 0.35;

/** The reading and the closing line that leads to a consultation: the report's flowing end. */
function writeEnd(doc: PdfDoc, kundli: KundliData, readingSize: number, words: ReportWords): void {
  // Spacing follows the current type size: start from the body's, so a trial on a blank page lays out the same.
  doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text);
  writeReading(doc, kundli.chart, { size: readingSize }, words);
  doc.moveDown(0.6);
  paragraph(doc, words.t.kundli.closing);
  // On a line of its own, so the address is never broken at its hyphen.
  paragraph(doc, `${site.url}${bookingPath('astrology-consultation')}`);
}

/**
 * The reading's type size for an end that starts `startY` points down a page: each size is laid out on a blank
 * page of the same geometry (the end's layout depends on nothing else), and the first to fill its last page
 * enough wins, else the one that fills it most.
 */
function readingSizeFrom(kundli: KundliData, startY: number, words: ReportWords): number {
  let best = { size: READING_SIZES[0] as number, fill: -1 };
  // One scratch document for every trial (its fonts are parsed once), each trial on a page of its own.
  const trial = blankReport();
  for (const [i, size] of READING_SIZES.entries()) {
    if (i > 0) trial.addPage();
    trial.x = trial.page.margins.left;
    trial.y = startY;
    writeEnd(trial, kundli, size, words);
    const fill = pageFill(trial);
    if (fill >= MIN_LAST_PAGE_FILL) return size;
    if (fill > best.fill) best = { size, fill };
  }
  return best.size;
}

function sentencesIn(chart: KundliData['chart'], lang: ReportLanguage): KundliData['chart'] {
  const { manglik } = chart.doshas;
  return {
    ...chart,
    reading: readChartIn(readingInputFromDeepChart(chart), lang),
    yogas: yogasIn(chart.yogas, chart, lang),
    doshas: { ...chart.doshas, manglik: { ...manglik, cancellations: manglik.cancellations.map((c) => manglikCancellationText(c.key, lang) ?? c) } },
  };
}

/**
 * The kundli as an A4 PDF, every section of the result page in its order: the summary (Lagna, Rasi and Nakshatra
 * on page 1) with the birth chart and navamsa, the sixteen vargas, planets and their dignity, the panchang at birth,
 * Vimshottari (three levels) and Yogini dashas, doshas, yogas, ashtakavarga, transits and the written reading.
 * The charts are vectors in the reader's style.
 */
export async function renderKundliPdf(kundli: KundliData, { chartStyle = DEFAULT_CHART_STYLE, lang = 'en' }: KundliPdfOptions = {}): Promise<Buffer> {
  // The stored chart's sentences are English (the API's answer); a Hindi report words the reading, the yoga
  // rules and the Manglik cancellations again from the same chart, as the Hindi result page does.
  const chart = lang === 'en' ? kundli.chart : sentencesIn(kundli.chart, lang);
  const words = reportWords(lang);
  const t = words.t.kundli;
  const doc = startReport({
    title: words.fill(t.title, { name: kundli.name }),
    subtitle: words.fill(t.subtitle, { ayanamsa: words.ayanamsa(chart.ayanamsa.name), style: chartStyleName(chartStyle, words) }),
  });
  writeSummary(doc, kundli, chartStyle, words);
  writeVargas(doc, chart, chartStyle, words);
  writePlanets(doc, chart, words);
  writeDashas(doc, chart, words);
  writeDoshas(doc, chart, words);
  writeYogas(doc, chart, words);
  writeAshtakavarga(doc, chart, words);
  writeTransits(doc, chart, words);
  const worded = { ...kundli, chart };
  writeEnd(doc, worded, readingSizeFrom(worded, doc.y, words), words);
  return finishReport(doc, { lang });
}
