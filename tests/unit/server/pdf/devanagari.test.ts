/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishReport, FONT, paragraph, startReport, writeShaped } from '@/lib/server/pdf';
import { pdfPageCount, pdfText } from '../../../support/pdf-text';

// Conjuncts (क्ष, त्र, श्र, ष्ण, न्द), the i-matra drawn before its consonant (ि), a below-base
// vowel (कृ) and a reph-like ra form (प्र): the words a broken shaper gets wrong first.
const WORDS = ['क्षत्रिय', 'प्रश्न', 'हिन्दी', 'कृष्ण', 'श्री'] as const;

function embeddedFonts(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-fonts-'));
  const file = path.join(dir, 'report.pdf');
  try {
    fs.writeFileSync(file, pdf);
    return execFileSync('pdffonts', [file], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('Devanagari in the PDF kit', () => {
  it('writes Hindi words that a reader copies back exactly, with the Devanagari font embedded', async () => {
    const doc = startReport({ title: 'Devanagari' });
    doc.font(FONT.devanagari).fontSize(28);
    for (const word of WORDS) writeShaped(doc, word);
    doc.font(FONT.devanagariBold);
    writeShaped(doc, WORDS.join(' '));
    const pdf = await finishReport(doc);

    const words = pdfText(pdf).split(' ');
    for (const word of WORDS) expect(words.filter((w) => w === word)).toHaveLength(2);
    const fonts = embeddedFonts(pdf);
    expect(fonts).toMatch(/\+NotoSansDevanagari-Regular\s.*\byes\b/);
    expect(fonts).toMatch(/\+NotoSansDevanagari-Bold\s.*\byes\b/);
  });

  it('copies back a Hindi paragraph that runs onto the next page once, line by line', async () => {
    const doc = startReport({ title: 'Devanagari' });
    doc.font(FONT.devanagari).fontSize(12);
    doc.y = doc.page.height - doc.page.margins.bottom - 40;
    const words = Array.from({ length: 60 }, (_, i) => `${WORDS[i % WORDS.length]}${i + 1}`);
    writeShaped(doc, words.join(' '));
    const pdf = await finishReport(doc);

    expect(pdfPageCount(pdf)).toBe(2);
    const text = pdfText(pdf).split(' ');
    for (const word of words) expect(text.filter((w) => w === word)).toHaveLength(1);
  });

  it('leaves an English report without the Devanagari font', async () => {
    const doc = startReport({ title: 'Kundli of Asha' });
    paragraph(doc, 'Sun in Aries.');
    writeShaped(doc, 'Moon in Cancer.');
    const pdf = await finishReport(doc);

    expect(pdfText(pdf)).toContain('Moon in Cancer.');
    expect(embeddedFonts(pdf)).not.toContain('Devanagari');
  });
});
