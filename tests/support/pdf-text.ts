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
