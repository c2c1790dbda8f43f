import 'server-only';
import { bodiesBySign, NORTH_HOUSES, SIGN_ABBREVIATIONS, SOUTH_CELLS, type ChartBody, type ChartDiagramInput, type ChartStyle } from '@/lib/astro/chart-layout';
import { contentWidth, ensureSpace, FONT, PDF_COLOR, type PdfDoc } from './document';

// The same geometry as the page's SVG diagrams (lib/astro/chart-layout.ts, a 400-unit square),
// drawn as PDF vectors so the charts stay sharp when printed or zoomed.
const UNITS = 400;

export interface ChartFigure {
  style: ChartStyle;
  chart: ChartDiagramInput;
  /** Written under the chart, e.g. "North Indian chart (Rashi)". */
  title: string;
  /** Written in the middle of a South Indian chart; "Rashi" unless given. */
  centre?: string;
}

const bodyLabel = (b: ChartBody) => (b.retrograde ? `${b.label}(R)` : b.label);

function points(list: string, x: number, y: number, k: number): [number, number][] {
  return list.split(' ').map((p) => {
    const [px, py] = p.split(',').map(Number) as [number, number];
    return [x + px * k, y + py * k];
  });
}

/** A house's bodies as words wrapped within `width`, centred on (cx, cy). */
function centredLabels(doc: PdfDoc, labels: string[], cx: number, cy: number, width: number) {
  if (!labels.length) return;
  const text = labels.join(' ');
  doc.font(FONT.bold).fontSize(7.5).fillColor(PDF_COLOR.text);
  const height = doc.heightOfString(text, { width, align: 'center' });
  doc.text(text, cx - width / 2, cy - height / 2, { width, align: 'center' });
}

/** North Indian chart: houses fixed (Lagna the top diamond), numbers are the signs (1 = Aries). */
export function drawNorthIndianChart(doc: PdfDoc, chart: ChartDiagramInput, x: number, y: number, size: number): void {
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
    centredLabels(doc, groups[sign]!.map(bodyLabel), x + house.label[0] * k, y + house.label[1] * k, (h % 3 === 0 ? 110 : 70) * k);
  });
}

/** South Indian chart: signs fixed (Pisces top-left); the Lagna's sign is shaded and marked "Asc". */
export function drawSouthIndianChart(doc: PdfDoc, chart: ChartDiagramInput, x: number, y: number, size: number, centre = 'Rashi'): void {
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
    doc.text(SIGN_ABBREVIATIONS[sign]!, cx + 2, cy + 3, { width: cell - 5, align: 'right', lineBreak: false });
    centredLabels(doc, [...(lagna ? ['Asc'] : []), ...groups[sign]!.map(bodyLabel)], cx + cell / 2, cy + cell * 0.58, cell - 6);
  });
  doc.font(FONT.bold).fontSize(9).fillColor(PDF_COLOR.brand);
  doc.text(centre, x + cell, y + size / 2 - 6, { width: 2 * cell, align: 'center', lineBreak: false });
}

/** Charts side by side across the page (two or three to a row), each with its title beneath. */
export function chartRow(doc: PdfDoc, figures: ChartFigure[]): void {
  const gap = 18;
  const perRow = Math.max(1, Math.min(figures.length, 3));
  const size = Math.min(200, (contentWidth(doc) - gap * (perRow - 1)) / perRow);
  const captionHeight = 16;
  ensureSpace(doc, size + captionHeight + 6);
  const top = doc.y + 4;
  const left = doc.page.margins.left;
  figures.slice(0, perRow).forEach((figure, i) => {
    const x = left + i * (size + gap);
    if (figure.style === 'north') drawNorthIndianChart(doc, figure.chart, x, top, size);
    else drawSouthIndianChart(doc, figure.chart, x, top, size, figure.centre);
    doc.font(FONT.regular).fontSize(8.5).fillColor(PDF_COLOR.muted).text(figure.title, x, top + size + 4, { width: size, align: 'center', lineBreak: false });
  });
  doc.x = left;
  doc.y = top + size + captionHeight + 4;
  doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text);
  if (figures.length > perRow) chartRow(doc, figures.slice(perRow));
}
