import 'server-only';
import { AYANAMSA_NAMES } from '@/lib/astro/ayanamsas/names';
import { CHART_STYLE_NAMES, DEFAULT_CHART_STYLE, type ChartStyle } from '@/lib/astro/chart-layout';
import { site } from '@/lib/config/site';
import { bookingPath } from '@/lib/consultations/services';
import type { KundliData } from '@/lib/contract/kundli';
import { paragraph } from './blocks';
import { finishReport, pageFill, startReport, type PdfDoc } from './document';
import { writeAshtakavarga } from './kundli/ashtakavarga';
import { writeDashas } from './kundli/dashas';
import { writeDoshas } from './kundli/doshas';
import { writePlanets } from './kundli/planets';
import { writeReading } from './kundli/reading';
import { writeSummary } from './kundli/summary';
import { writeTransits } from './kundli/transits';
import { writeVargas } from './kundli/vargas';
import { writeYogas } from './kundli/yogas';

export interface KundliPdfOptions {
  /** The reader's chart style (the route reads it from the page's cookie); North Indian unless given. */
  chartStyle?: ChartStyle;
}

// The reading comes last and is the longest part: its type size is the one free choice left to keep the last
// page from holding a few lines. Tried in this order; the first whose last page is filled enough is kept.
const READING_SIZES = [9.5, 9, 10, 8.75, 10.25] as const;
const MIN_LAST_PAGE_FILL = 0.35;

function layOut(kundli: KundliData, style: ChartStyle, readingSize: number): PdfDoc {
  const { chart } = kundli;
  const doc = startReport({
    title: `Kundli of ${kundli.name}`,
    subtitle: `Vedic birth chart: sidereal, ${AYANAMSA_NAMES[chart.ayanamsa.name]} ayanamsa, ${CHART_STYLE_NAMES[style]} charts`,
  });
  writeSummary(doc, kundli, style);
  writeVargas(doc, chart, style);
  writePlanets(doc, chart);
  writeDashas(doc, chart);
  writeDoshas(doc, chart);
  writeYogas(doc, chart);
  writeAshtakavarga(doc, chart);
  writeTransits(doc, chart);
  writeReading(doc, chart, { size: readingSize });
  doc.moveDown(0.6);
  paragraph(doc, 'To go through this chart with an astrologer, book a consultation:');
  // On a line of its own, so the address is never broken at its hyphen.
  paragraph(doc, `${site.url}${bookingPath('astrology-consultation')}`);
  return doc;
}

/**
 * The kundli as an A4 PDF, every section of the result page in its order: the summary (Lagna, Rasi and Nakshatra
 * on page 1) with the birth chart and navamsa, the sixteen vargas, planets and their dignity, the panchang at birth,
 * Vimshottari (three levels) and Yogini dashas, doshas, yogas, ashtakavarga, transits and the written reading.
 * The charts are vectors in the reader's style.
 */
export async function renderKundliPdf(kundli: KundliData, { chartStyle = DEFAULT_CHART_STYLE }: KundliPdfOptions = {}): Promise<Buffer> {
  let best: { doc: PdfDoc; fill: number } | null = null;
  for (const size of READING_SIZES) {
    const doc = layOut(kundli, chartStyle, size);
    const fill = pageFill(doc);
    if (!best || fill > best.fill) best = { doc, fill };
    if (fill >= MIN_LAST_PAGE_FILL) break;
  }
  return finishReport(best!.doc);
}
