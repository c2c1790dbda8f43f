import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as a reader's tool extracts it (Debian's poppler-utils `pdftotext`, which
 * `npm test` installs), with runs of white space folded to one space.
 */
export function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-text-'));
  const file = path.join(dir, 'report.pdf');
  try {
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pdftotext is missing: install poppler-utils (npm test installs it).');
    throw err;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of pages pdfinfo reports. */
export function pdfPageCount(pdf: Buffer): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-info-'));
  const file = path.join(dir, 'report.pdf');
  try {
    fs.writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * How far down each page its body text reaches, as a share of the space between the header rule and the footer
 * (0: nothing below the header; 1: text down to the footer), from the words' boxes that `pdftotext -bbox` gives.
 * The stamped header (above `top`) and footer (below `bottom`) are left out.
 */
export function pdfPageFill(pdf: Buffer, { top = 60, bottom = 778 }: { top?: number; bottom?: number } = {}): number[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-bbox-'));
  const file = path.join(dir, 'report.pdf');
  try {
    fs.writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return html
      .split('<page ')
      .slice(1)
      .map((page) => {
        const lowest = [...page.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/g)]
          .map((m) => [Number(m[1]), Number(m[2])] as const)
          .filter(([yMin]) => yMin > top && yMin < bottom)
          .reduce((low, [, yMax]) => Math.max(low, yMax), top);
        return (lowest - top) / (bottom - top);
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page, in order (pdftotext's pages, split at its form feeds), runs of white space folded. */
export function pdfPageTexts(pdf: Buffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-pages-'));
  const file = path.join(dir, 'report.pdf');
  try {
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return text.split('\f').slice(0, -1).map((page) => page.replace(/\s+/g, ' '));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
