import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { site } from '@/lib/config/site';

export type PdfDoc = PDFKit.PDFDocument;

// The fonts are committed with their licence (fonts/OFL.txt). Noto Sans covers Latin, the rupee
// sign and the degree marks; a Noto Sans Devanagari file can be registered beside it later.
// Read from the project folder at run time (like content/), so the bundler never inlines them.
const FONTS_DIR = path.join(process.cwd(), 'lib', 'server', 'pdf', 'fonts');
const REGULAR_FILE = path.join(FONTS_DIR, 'NotoSans-Regular.ttf');
const BOLD_FILE = path.join(FONTS_DIR, 'NotoSans-Bold.ttf');

/** Font names registered on every report document. */
export const FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;

/** The site's colours (styles/globals.scss) and the report's neutral tones. */
export const PDF_COLOR = { brand: '#8a2331', accent: '#b45309', text: '#1f1a17', muted: '#6b5e55', rule: '#e8d9c4', shade: '#faf4ea' } as const;

/** Shown on every page. The full wording is in the Terms (content/legal/terms.md, "guidance only"). */
export const REPORT_DISCLAIMER =
  'For guidance and self-reflection only; not a substitute for medical, legal or financial advice. Computed from the details given.';

const MARGIN = { top: 78, bottom: 64, left: 48, right: 48 } as const;

export interface ReportInfo {
  /** Shown as the document's first heading and in its properties, e.g. "Kundli of Asha". */
  title: string;
  /** A line under the title, e.g. "Vedic birth chart report". */
  subtitle?: string;
}

/**
 * Starts a branded A4 report: fonts registered, the title written on the first page. The business's
 * name and contact (header) and the disclaimer with page numbers (footer) are stamped on every page
 * by `finishReport`, once the page count is known.
 */
export function startReport({ title, subtitle }: ReportInfo): PdfDoc {
  const doc = blankReport({ title, subtitle });
  doc.font(FONT.bold).fontSize(20).fillColor(PDF_COLOR.brand).text(title);
  if (subtitle) doc.font(FONT.regular).fontSize(11).fillColor(PDF_COLOR.muted).text(subtitle);
  doc.moveDown(0.6);
  doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text);
  return doc;
}

/**
 * A report's first page with nothing written on it (same size, margins and fonts): for measuring how a part of a
 * report would lay out before drawing it in the real one.
 */
export function blankReport({ title, subtitle }: ReportInfo = { title: '' }): PdfDoc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    // No default font: PDFKit would otherwise load its built-in Helvetica metrics (files the
    // bundle does not carry). Not the TTF path either: PDFKit would then re-parse the file on
    // every switch to the registered name (it finds the "equal" font and skips its cache).
    font: null as unknown as string,
    info: { Title: title, Author: site.name, Creator: site.name, Subject: subtitle ?? title },
    compress: true,
  });
  doc.registerFont(FONT.regular, REGULAR_FILE);
  doc.registerFont(FONT.bold, BOLD_FILE);
  doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text);
  return doc;
}

/** The usable width between the margins. */
export function contentWidth(doc: PdfDoc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page unless `height` points still fit above the bottom margin. */
export function ensureSpace(doc: PdfDoc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
  }
}

/** How much of the current page's writing area is used, 0 to 1 (how far down the text has come). */
export function pageFill(doc: PdfDoc): number {
  const { top, bottom } = doc.page.margins;
  return Math.min(1, Math.max(0, (doc.y - top) / (doc.page.height - top - bottom)));
}

function stampPage(doc: PdfDoc, pageNumber: number, pageCount: number, footer: string) {
  const left = MARGIN.left;
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  // Writing inside the margins would make PDFKit start a new page: lift them while stamping.
  const margins = doc.page.margins;
  doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };

  doc.font(FONT.bold).fontSize(12).fillColor(PDF_COLOR.brand).text(site.name, left, 28, { width, lineBreak: false });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(PDF_COLOR.muted)
    .text(`${site.phone}  ·  ${site.email}  ·  ${site.url.replace(/^https?:\/\//, '')}`, left, 31, { width, align: 'right', lineBreak: false });
  doc.moveTo(left, 50).lineTo(left + width, 50).lineWidth(1).strokeColor(PDF_COLOR.accent).stroke();

  const footerY = doc.page.height - MARGIN.bottom + 18;
  doc.moveTo(left, footerY - 6).lineTo(left + width, footerY - 6).lineWidth(0.5).strokeColor(PDF_COLOR.rule).stroke();
  doc.font(FONT.regular).fontSize(7.5).fillColor(PDF_COLOR.muted).text(footer, left, footerY, { width: width - 70 });
  doc.text(`Page ${pageNumber} of ${pageCount}`, left + width - 70, footerY, { width: 70, align: 'right', lineBreak: false });

  doc.page.margins = margins;
}

/** Stamps header and footer (the disclaimer, unless a document such as an invoice has its own line) on every page, ends the document and returns its bytes. */
export function finishReport(doc: PdfDoc, { footer = REPORT_DISCLAIMER }: { footer?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      stampPage(doc, i - start + 1, count, footer);
    }
    doc.end();
  });
}
