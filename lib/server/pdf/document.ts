import 'server-only';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { site } from '@/lib/config/site';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';

export type PdfDoc = PDFKit.PDFDocument;

// The fonts are committed with their licence (fonts/OFL.txt). Noto Sans covers Latin, the rupee
// sign and the degree marks; Noto Sans Devanagari covers Hindi, ASCII, ₹ and ° (not the minute
// and second marks ′ ″: write those in Noto Sans). Read from the project folder at run time
// (like content/), so the bundler never inlines them. A registered font is read and embedded
// only once a document writes with it, so English reports stay as they were.
const FONTS_DIR = path.join(process.cwd(), 'lib', 'server', 'pdf', 'fonts');
const FONT_FILES = {
  regular: path.join(FONTS_DIR, 'NotoSans-Regular.ttf'),
  bold: path.join(FONTS_DIR, 'NotoSans-Bold.ttf'),
  devanagari: path.join(FONTS_DIR, 'NotoSansDevanagari-Regular.ttf'),
  devanagariBold: path.join(FONTS_DIR, 'NotoSansDevanagari-Bold.ttf'),
} as const;

/** Font names registered on every report document. */
export const FONT = {
  regular: 'NotoSans',
  bold: 'NotoSans-Bold',
  devanagari: 'NotoSansDevanagari',
  devanagariBold: 'NotoSansDevanagari-Bold',
} as const satisfies Record<keyof typeof FONT_FILES, string>;

/** The site's colours (styles/globals.scss) and the report's neutral tones. */
export const PDF_COLOR = { brand: '#8a2331', accent: '#b45309', text: '#1f1a17', muted: '#6b5e55', rule: '#e8d9c4', shade: '#faf4ea' } as const;

/** Shown on every page. The full wording is in the Terms (content/legal/terms.md, "guidance only"). */
export const REPORT_DISCLAIMER = catalogue('en').Pdf.frame.disclaimer;

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
  for (const key of Object.keys(FONT_FILES) as (keyof typeof FONT_FILES)[]) doc.registerFont(FONT[key], FONT_FILES[key]);
  writeEachScriptInItsFont(doc);
  doc.font(FONT.regular).fontSize(10).fillColor(PDF_COLOR.text);
  return doc;
}

// Devanagari, Bengali … Malayalam: scripts whose shaping reorders glyphs (the i-matra ि is drawn
// before its consonant) or fuses them into conjuncts (क्ष, श्र).
const REORDERED_SCRIPT = /[\u0900-\u0DFF]/;

// PDFKit's own text(), under the report's choice of font by script (writeEachScriptInItsFont).
const drawText = PDFDocument.prototype.text as (this: PdfDoc, ...args: unknown[]) => PdfDoc;

// PDFKit draws a wrapped text one line at a time through this method (pdfkit 0.20, lib/mixins/text.js).
interface LineDrawing {
  _fragment(line: string, ...rest: unknown[]): void;
}

/**
 * Writes text like `doc.text`; each line of text in an Indic script is wrapped in a span carrying
 * its ActualText. PDFKit (through fontkit) shapes Devanagari right, but it maps each drawn glyph to
 * its characters in drawing order, so a reader's copy, search or `pdftotext` would get "िहन्दी" for
 * "हिन्दी": the span gives them the typed text back. One span per line, not per call: a span that
 * crosses a page is reopened on the next page, and its text would be read twice. Latin text is
 * written as before.
 */
export function writeShaped(doc: PdfDoc, text: string, x?: number, y?: number, options?: PDFKit.Mixins.TextOptions): PdfDoc {
  if (!REORDERED_SCRIPT.test(text)) return drawText.call(doc, text, x, y, options);
  const lines = doc as unknown as PdfDoc & LineDrawing & { page: { markings: unknown[] } };
  const drawLine = lines._fragment;
  if (typeof drawLine !== 'function' || Object.hasOwn(lines, '_fragment')) throw new Error('PDFKit no longer draws lines through its prototype\'s _fragment: writeShaped needs another hook.');
  lines._fragment = function spannedLine(this: typeof lines, line: string, ...rest: unknown[]) {
    this.markContent('Span', { actual: line });
    drawLine.call(this, line, ...rest);
    // endMarkedContent() would also drop the text's link and underline options for the lines after.
    this.page.markings.pop();
    this.addContent('EMC');
  };
  try {
    return drawText.call(doc, text, x, y, options);
  } finally {
    delete (lines as Partial<LineDrawing>)._fragment;
  }
}

const DEVANAGARI = /[\u0900-\u097F]/;
// The two marks Noto Sans Devanagari lacks (formatDms writes 12°34′56″): in a Devanagari text they become the
// ASCII ' and ", as Hindi kundli software prints them. Switching fonts within a line would move the baseline.
const withDevanagariFontMarks = (text: string) => text.replace(/′/g, "'").replace(/″/g, '"');
const IN_DEVANAGARI: Readonly<Record<string, string>> = { [FONT.regular]: FONT.devanagari, [FONT.bold]: FONT.devanagariBold };

/**
 * Makes a report choose the font by the text: the blocks ask for Noto Sans (regular or bold), and a text holding
 * Devanagari (a Hindi label, a name typed in Hindi) is written, measured and wrapped in Noto Sans Devanagari
 * instead (it has ASCII, so a Latin name within a Hindi line draws too). PDFKit has no font fallback; this is the
 * one place that stands in for it, so every block, table and chart writes Hindi without knowing about it. A text
 * without Devanagari is written exactly as before.
 */
function writeEachScriptInItsFont(doc: PdfDoc): void {
  let requested: string = FONT.regular;
  const switchFont = (name: string) => PDFDocument.prototype.font.call(doc, name);
  const inScriptFont = <T>(text: unknown, write: (text: string) => T): T => {
    const content = text == null ? '' : String(text);
    const devanagari = DEVANAGARI.test(content) ? IN_DEVANAGARI[requested] : undefined;
    if (!devanagari) return write(content);
    switchFont(devanagari);
    try {
      return write(withDevanagariFontMarks(content));
    } finally {
      switchFont(requested);
    }
  };
  Object.assign(doc, {
    font(this: PdfDoc, ...args: Parameters<PdfDoc['font']>) {
      if (typeof args[0] === 'string') requested = args[0];
      return PDFDocument.prototype.font.apply(this, args);
    },
    text(this: PdfDoc, text: unknown, x?: number, y?: number, options?: PDFKit.Mixins.TextOptions) {
      return inScriptFont(text, (content) => writeShaped(this, content, x, y, options));
    },
    widthOfString(this: PdfDoc, text: string, options?: PDFKit.Mixins.TextOptions) {
      return inScriptFont(text, (content) => PDFDocument.prototype.widthOfString.call(this, content, options));
    },
    heightOfString(this: PdfDoc, text: string, options?: PDFKit.Mixins.TextOptions) {
      return inScriptFont(text, (content) => PDFDocument.prototype.heightOfString.call(this, content, options));
    },
  });
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

function stampPage(doc: PdfDoc, pageNumber: number, pageCount: number, footer: string, lang: Locale) {
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
  doc.text(fill(catalogue(lang).Pdf.frame.pageOf, { page: pageNumber, count: pageCount }), left + width - 70, footerY, { width: 70, align: 'right', lineBreak: false });

  doc.page.margins = margins;
}

/**
 * Stamps header and footer (the disclaimer in the report's language, unless a document such as an invoice has its own
 * line) on every page, ends the document and returns its bytes.
 */
export function finishReport(doc: PdfDoc, { lang = 'en', footer = catalogue(lang).Pdf.frame.disclaimer }: { lang?: Locale; footer?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      stampPage(doc, i - start + 1, count, footer, lang);
    }
    doc.end();
  });
}
