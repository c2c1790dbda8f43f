import 'server-only';
import { bodiesBySign, EAST_CELLS, NORTH_HOUSES, SIGN_ABBREVIATIONS, SIGN_ABBREVIATIONS_HI, SOUTH_CELLS, type ChartBody, type ChartDiagramInput, type ChartStyle } from '@/lib/astro/chart-layout';
import { ASCENDANT_ABBREVIATION, GRAHA_ABBREVIATIONS_HI } from '@/lib/astro/format';
import type { Graha } from '@/lib/astro/zodiac';
import { catalogue } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { contentWidth, ensureSpace, FONT, PDF_COLOR, type PdfDoc } from './document';

// The same geometry as the page's SVG diagrams (lib/astro/chart-layout.ts, a 400-unit square),
// drawn as PDF vectors so the charts stay sharp when printed or zoomed.
const UNITS = 400;

export interface ChartFigure {
  style: ChartStyle;
  chart: ChartDiagramInput;
  /** Written under the chart, e.g. "North Indian chart (Rashi)". */
  title: string;
  /** Written in the middle of a South or East Indian chart; "Rashi" (in the chart's language) unless given. */
  centre?: string;
  /** The language of the chart's marks: sign and graha abbreviations, the Lagna's and a retrograde's mark. English unless given. */
  lang?: Locale;
}

/** A chart's marks in a language, as the Hindi page's diagrams write them (मेष, सू, ल, (व)). */
function chartMarks(lang: Locale = 'en') {
  const hi = lang === 'hi';
  const words = catalogue(lang).Pdf.chart;
  const label = (b: ChartBody) => (hi ? (GRAHA_ABBREVIATIONS_HI[b.name as Graha] ?? b.label) : b.label);
  return {
    signs: hi ? SIGN_ABBREVIATIONS_HI : SIGN_ABBREVIATIONS,
    ascendant: ASCENDANT_ABBREVIATION[lang],
    rashi: words.rashi,
    body: (b: ChartBody) => (b.retrograde ? `${label(b)}${words.retrograde}` : label(b)),
  };
}

function points(list: string, x: number, y: number, k: number): [number, number][] {
  return list.split(' ').map((p) => {
    const [px, py] = p.split(',').map(Number) as [number, number];
    return [x + px * k, y + py * k];
  });
}

// Labels keep their size on a full chart and shrink a little with a small one (a page of divisional charts).
const labelSize = (size: number) => Math.max(6, Math.min(7.5, (7.5 * size) / 200));

/** A house's bodies as words wrapped within `width`, centred on (cx, cy). */
function centredLabels(doc: PdfDoc, labels: string[], cx: number, cy: number, width: number, fontSize = 7.5) {
  if (!labels.length) return;
  const text = labels.join(' ');
  doc.font(FONT.bold).fontSize(fontSize).fillColor(PDF_COLOR.text);
  const height = doc.heightOfString(text, { width, align: 'center' });
  doc.text(text, cx - width / 2, cy - height / 2, { width, align: 'center' });
}

/** North Indian chart: houses fixed (Lagna the top diamond), numbers are the signs (1 = Aries). */
export function drawNorthIndianChart(doc: PdfDoc, chart: ChartDiagramInput, x: number, y: number, size: number, lang?: Locale): void {
  const marks = chartMarks(lang);
  const k = size / UNITS;
  const groups = bodiesBySign(chart.bodies);
  // The Lagna's house shaded, then the frame, the two diagonals and the inner diamond.
  const [first, ...rest] = points(NORTH_HOUSES[0]!.points, x, y, k);
  doc.moveTo(...first!);
  rest.forEach((p) => doc.lineTo(...p));
  doc.closePath().fillColor(PDF_COLOR.shade).fill();
  doc.rect(x, y, size, size).lineWidth(1).strokeColor(PDF_COLOR.brand).stroke();
  doc.moveTo(x, y).lineTo(x + size, y + size).moveTo(x + size, y).lineTo(x, y + size);
  doc.moveTo(x + size / 2, y).lineTo(x + size, y + size / 2).lineTo(x + size / 2, y + size).lineTo(x, y + size / 2).closePath();
  doc.lineWidth(0.75).strokeColor(PDF_COLOR.brand).stroke();
  NORTH_HOUSES.forEach((house, h) => {
    const sign = (chart.ascendantSignIndex + h) % 12;
    doc.font(FONT.regular).fontSize(7).fillColor(PDF_COLOR.muted);
    doc.text(String(sign + 1), x + house.number[0] * k - 10, y + house.number[1] * k - 4, { width: 20, align: 'center', lineBreak: false });
    centredLabels(doc, groups[sign]!.map(marks.body), x + house.label[0] * k, y + house.label[1] * k, (h % 3 === 0 ? 110 : 70) * k, labelSize(size));
  });
}

/** South Indian chart: signs fixed (Pisces top-left); the Lagna's sign is shaded and marked "Asc". */
export function drawSouthIndianChart(doc: PdfDoc, chart: ChartDiagramInput, x: number, y: number, size: number, centre?: string, lang?: Locale): void {
  const marks = chartMarks(lang);
  const k = size / UNITS;
  const cell = 100 * k;
  const groups = bodiesBySign(chart.bodies);
  SOUTH_CELLS.forEach(([col, row], sign) => {
    const cx = x + col * cell;
    const cy = y + row * cell;
    const lagna = sign === chart.ascendantSignIndex;
    if (lagna) doc.rect(cx, cy, cell, cell).fillColor(PDF_COLOR.shade).fill();
    doc.rect(cx, cy, cell, cell).lineWidth(0.75).strokeColor(PDF_COLOR.brand).stroke();
    if (lagna) doc.moveTo(cx, cy + cell * 0.22).lineTo(cx + cell * 0.22, cy).lineWidth(0.75).strokeColor(PDF_COLOR.accent).stroke();
    doc.font(FONT.regular).fontSize(6.5).fillColor(PDF_COLOR.muted);
    doc.text(marks.signs[sign]!, cx + 2, cy + 3, { width: cell - 5, align: 'right', lineBreak: false });
    centredLabels(doc, [...(lagna ? [marks.ascendant] : []), ...groups[sign]!.map(marks.body)], cx + cell / 2, cy + cell * 0.58, cell - 6, labelSize(size));
  });
  doc.font(FONT.bold).fontSize(9).fillColor(PDF_COLOR.brand);
  doc.text(centre ?? marks.rashi, x + cell, y + size / 2 - 6, { width: 2 * cell, align: 'center', lineBreak: false });
}

/**
 * East Indian (Bengali) chart: signs fixed, Aries the top middle, then anticlockwise, the corners split by their
 * diagonals; the Lagna's sign is shaded and marked "Asc", the centre left for the chart's name.
 */
export function drawEastIndianChart(doc: PdfDoc, chart: ChartDiagramInput, x: number, y: number, size: number, centre?: string, lang?: Locale): void {
  const marks = chartMarks(lang);
  const k = size / UNITS;
  const groups = bodiesBySign(chart.bodies);
  const outline = (list: string) => {
    const [first, ...rest] = points(list, x, y, k);
    doc.moveTo(...first!);
    rest.forEach((p) => doc.lineTo(...p));
    doc.closePath();
  };
  outline(EAST_CELLS[chart.ascendantSignIndex]!.points);
  doc.fillColor(PDF_COLOR.shade).fill();
  EAST_CELLS.forEach((cell) => outline(cell.points));
  doc.lineWidth(0.75).strokeColor(PDF_COLOR.brand).stroke();
  doc.rect(x, y, size, size).lineWidth(1).strokeColor(PDF_COLOR.brand).stroke();
  EAST_CELLS.forEach((cell, sign) => {
    doc.font(FONT.regular).fontSize(6.5).fillColor(PDF_COLOR.muted);
    doc.text(marks.signs[sign]!, x + cell.sign[0] * k - 10, y + cell.sign[1] * k - 4, { width: 20, align: 'center', lineBreak: false });
    // The split corners are triangles: their labels get the narrower width.
    const width = (cell.points.split(' ').length === 3 ? 62 : 120) * k;
    const lagna = sign === chart.ascendantSignIndex;
    centredLabels(doc, [...(lagna ? [marks.ascendant] : []), ...groups[sign]!.map(marks.body)], x + cell.label[0] * k, y + cell.label[1] * k, width, labelSize(size));
  });
  doc.font(FONT.bold).fontSize(9).fillColor(PDF_COLOR.brand);
  doc.text(centre ?? marks.rashi, x + size / 3, y + size / 2 - 6, { width: size / 3, align: 'center', lineBreak: false });
}

/** One chart drawn in its figure's style, its top-left corner at (x, y). */
export function drawChart(doc: PdfDoc, figure: ChartFigure, x: number, y: number, size: number): void {
  if (figure.style === 'north') drawNorthIndianChart(doc, figure.chart, x, y, size, figure.lang);
  else if (figure.style === 'east') drawEastIndianChart(doc, figure.chart, x, y, size, figure.centre, figure.lang);
  else drawSouthIndianChart(doc, figure.chart, x, y, size, figure.centre, figure.lang);
}

/**
 * Charts side by side across the page, each with its title beneath: as many to a row as there are figures, up to
 * three, or `perRow` (then a short last row keeps the same size); a row that does not fit starts a new page.
 */
export function chartRow(doc: PdfDoc, figures: ChartFigure[], { perRow, maxSize = 200 }: { perRow?: number; maxSize?: number } = {}): void {
  const gap = 18;
  const columns = Math.max(1, perRow ?? Math.min(figures.length, 3));
  const size = Math.min(maxSize, (contentWidth(doc) - gap * (columns - 1)) / columns);
  const captionHeight = 16;
  ensureSpace(doc, size + captionHeight + 6);
  const top = doc.y + 4;
  // A grid of a fixed number per row is centred, so a size capped below the page's width stays balanced.
  const spare = perRow ? contentWidth(doc) - columns * size - (columns - 1) * gap : 0;
  const left = doc.page.margins.left + spare / 2;
  figures.slice(0, columns).forEach((figure, i) => {
    const x = left + i * (size + gap);
    drawChart(doc, figure, x, top, size);
    doc.font(FONT.regular).fontSize(8.5).fillColor(PDF_COLOR.muted).text(figure.title, x, top + size + 4, { width: size, align: 'center', lineBreak: false });
  });
  doc.x = doc.page.margins.left;
  doc.y = top + size + captionHeight + 4;
  doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text);
  if (figures.length > columns) chartRow(doc, figures.slice(columns), { perRow, maxSize });
}
