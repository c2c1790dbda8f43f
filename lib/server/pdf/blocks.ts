import 'server-only';
import { contentWidth, ensureSpace, FONT, PDF_COLOR, type PdfDoc } from './document';

/** A titled section: the heading never sits alone at the foot of a page. */
export function section(doc: PdfDoc, title: string, { keepWith = 60 }: { keepWith?: number } = {}): void {
  doc.moveDown(0.8);
  ensureSpace(doc, 28 + keepWith);
  const x = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(13).fillColor(PDF_COLOR.brand).text(title, x, doc.y, { width: contentWidth(doc) });
  const y = doc.y + 2;
  doc.moveTo(x, y).lineTo(x + contentWidth(doc), y).lineWidth(0.75).strokeColor(PDF_COLOR.rule).stroke();
  doc.y = y + 6;
  doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text);
}

/** A smaller heading inside a section (e.g. "Manglik status" under "Doshas"), kept with what follows it. */
export function subheading(doc: PdfDoc, title: string, { keepWith = 40 }: { keepWith?: number } = {}): void {
  doc.moveDown(0.4);
  ensureSpace(doc, 18 + keepWith);
  doc.font(FONT.bold).fontSize(10.5).fillColor(PDF_COLOR.accent).text(title, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text);
}

/** A paragraph of body text across the page. */
export function paragraph(doc: PdfDoc, text: string, { muted = false, size = 10 }: { muted?: boolean; size?: number } = {}): void {
  doc
    .font(FONT.regular)
    .fontSize(size)
    .fillColor(muted ? PDF_COLOR.muted : PDF_COLOR.text)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.4);
  doc.fillColor(PDF_COLOR.text);
}

/** Label-value pairs, one per line, labels in a narrow bold column. */
export function keyValues(doc: PdfDoc, rows: ReadonlyArray<readonly [string, string]>, { labelWidth = 140 }: { labelWidth?: number } = {}): void {
  table(doc, {
    columns: [{ header: '', width: labelWidth, bold: true }, { header: '' }],
    rows: rows.map(([label, value]) => [label, value]),
    showHeader: false,
  });
}

export interface TableColumn {
  header: string;
  /** Points; columns without a width share what is left equally. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Cells of this column in bold (e.g. a row's name). */
  bold?: boolean;
}

export interface TableSpec {
  columns: TableColumn[];
  rows: ReadonlyArray<ReadonlyArray<string>>;
  /** Header row (repeated on each new page); on by default. */
  showHeader?: boolean;
  fontSize?: number;
  /** Which body rows get the light shade; alternate rows unless given (e.g. rows grouped by period). */
  shade?: (row: number) => boolean;
  /** Cells to stand out (bold, in the accent colour), e.g. the period running now. */
  highlight?: (row: number, column: number) => boolean;
}

const PAD_X = 5;
const PAD_Y = 3.5;

function columnWidths(doc: PdfDoc, columns: TableColumn[]): number[] {
  const total = contentWidth(doc);
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const flexible = columns.filter((c) => c.width === undefined).length;
  const share = flexible ? Math.max(30, (total - fixed) / flexible) : 0;
  return columns.map((c) => c.width ?? share);
}

/**
 * A simple table: cells wrap within their column, a row that does not fit starts a new page
 * (with the header again), rows alternate a light shade for reading across.
 */
export function table(doc: PdfDoc, spec: TableSpec): void {
  const { columns, rows, showHeader = true, fontSize = 9.5, highlight = () => false, shade = (r: number) => r % 2 === 1 } = spec;
  const widths = columnWidths(doc, columns);
  const left = doc.page.margins.left;
  const fullWidth = widths.reduce((a, b) => a + b, 0);

  // A cell that fits on one line is one line high: measuring its width is much cheaper than wrapping it, and
  // long tables (the dashas) are mostly such cells.
  const cellHeight = (cell: string, width: number) =>
    !cell.includes('\n') && doc.widthOfString(cell) <= width ? doc.currentLineHeight(true) : doc.heightOfString(cell || ' ', { width });
  const rowHeight = (cells: ReadonlyArray<string>, bold: (i: number) => boolean) =>
    Math.max(
      ...cells.map((cell, i) => {
        doc.font(bold(i) ? FONT.bold : FONT.regular).fontSize(fontSize);
        return cellHeight(cell, widths[i]! - 2 * PAD_X);
      }),
    ) +
    2 * PAD_Y;

  const drawRow = (cells: ReadonlyArray<string>, height: number, { header, shade, row = -1 }: { header: boolean; shade: boolean; row?: number }) => {
    const marked = (i: number) => !header && highlight(row, i);
    const bold = (i: number) => header || Boolean(columns[i]?.bold) || marked(i);
    const top = doc.y;
    if (header || shade) doc.rect(left, top, fullWidth, height).fill(header ? PDF_COLOR.shade : '#fdfaf5');
    let x = left;
    cells.forEach((cell, i) => {
      doc
        .font(bold(i) ? FONT.bold : FONT.regular)
        .fontSize(fontSize)
        .fillColor(header ? PDF_COLOR.brand : marked(i) ? PDF_COLOR.accent : PDF_COLOR.text)
        .text(cell, x + PAD_X, top + PAD_Y, { width: widths[i]! - 2 * PAD_X, align: columns[i]?.align ?? 'left' });
      x += widths[i]!;
    });
    doc.moveTo(left, top + height).lineTo(left + fullWidth, top + height).lineWidth(0.5).strokeColor(PDF_COLOR.rule).stroke();
    doc.y = top + height;
  };

  const header = columns.map((c) => c.header);
  const headerHeight = showHeader ? rowHeight(header, () => true) : 0;
  const startPage = (first: boolean) => {
    if (!first) doc.addPage();
    if (showHeader) drawRow(header, headerHeight, { header: true, shade: true });
  };

  const heights = rows.map((cells, r) => rowHeight(cells, (i) => Boolean(columns[i]?.bold) || highlight(r, i)));
  ensureSpace(doc, headerHeight + (heights[0] ?? 0));
  startPage(true);
  rows.forEach((cells, r) => {
    const height = heights[r]!;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) startPage(false);
    drawRow(cells, height, { header: false, shade: shade(r), row: r });
  });
  doc.x = left;
  doc.moveDown(0.4);
  doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text);
}
