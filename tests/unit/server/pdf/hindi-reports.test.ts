/** @jest-environment node */
import { computeChart, deepenChart, withReading } from '@/lib/astro';
import { formatDms } from '@/lib/astro/format';
import { readChartIn, readingInputFromDeepChart } from '@/lib/astro/reading';
import { matchRequestSchema } from '@/lib/contract/astrology';
import { reportPdfPath } from '@/lib/contract/report-paths';
import { reportPdfQuerySchema } from '@/lib/contract/reports';
import { toKundliDeepChart, type KundliData } from '@/lib/contract/kundli';
import { renderKundliPdf } from '@/lib/server/pdf/kundli-report';
import { renderMatchPdf } from '@/lib/server/pdf/match-report';
import { renderVastuCheckPdf } from '@/lib/server/pdf/vastu-check-report';
import { matchCharts } from '@/lib/server/services/match';
import { checkVastu, type VastuAnswers } from '@/lib/vastu/self-check';
import { pdfPageTexts, pdfText } from '../../../support/pdf-text';
import { idealVastuAnswers } from '../../../support/vastu-answers';

// The three reports in Hindi (issue 26): the labels from the Pdf catalogue, the engine's words from
// lib/astro/hindi.ts, names as typed. English is checked, unchanged, by result-reports.test.ts.

const NOW = new Date('2026-11-23T00:00:00Z');
const birth = { year: 1966, month: 6, day: 4, hours: 6, minutes: 55, seconds: 16, timezone: '+03:00', latitude: 55.7558, longitude: 37.6173 };
const chart = computeChart(birth);
const kundli: KundliData = {
  ...birth,
  ayanamsa: 'lahiri',
  name: 'Aarav Sharma',
  gender: 'male',
  birthPlace: 'Moscow, Russia',
  birthDateTime: '1966-06-04T03:55:16.000Z',
  chart: withReading(toKundliDeepChart(chart, deepenChart(chart, NOW))),
  _id: '00000000-0000-4000-8000-000000000000',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the kundli PDF in Hindi', () => {
  it('has Hindi headings and labels, the grahas and signs in Devanagari, and the typed name and place as typed', async () => {
    const pages = pdfPageTexts(await renderKundliPdf(kundli, { lang: 'hi' }));
    const first = pages[0]!;
    expect(first).toContain('Aarav Sharma की कुंडली');
    expect(first).toContain('वैदिक जन्म कुंडली: निरयण, लाहिड़ी (चित्रपक्ष) अयनांश, उत्तर भारतीय चार्ट');
    expect(first).toContain('जन्म 4/6/1966, समय 06:55:16 (UTC+03:00), स्थान Moscow, Russia (55.7558, 37.6173)');
    // The Lagna's degree: its minute and second marks as ' and " in a Devanagari line (the font has no ′ ″).
    const lagna = formatDms(kundli.chart.ascendant.degreeInSign).replace('′', "'").replace('″', '"');
    expect(first).toContain(`मिथुन ${lagna}`);
    for (const label of ['लग्न', 'राशि (चंद्र राशि)', 'वर्तमान दशा', 'मांगलिक']) expect(first).toContain(label);
    expect(first).toMatch(/पृष्ठ 1 \/ \d+/);
    expect(first).toContain('केवल मार्गदर्शन और आत्मचिंतन के लिए');

    const text = pages.join(' ');
    for (const graha of ['सूर्य', 'चंद्र', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'राहु', 'केतु']) expect(text).toContain(graha);
    // The planet table: a degree is a Latin cell, written in Noto Sans with the true marks.
    const sun = kundli.chart.planets.Sun;
    expect(text).toContain(formatDms(sun.degreeInSign));
    for (const heading of ['सारांश', 'वर्ग कुंडलियाँ', 'षोडश वर्ग: हर ग्रह की राशि', 'ग्रहों का बल और स्थिति', 'जन्म के समय का पंचांग', 'विंशोत्तरी दशा', 'प्रत्यंतर दशाएँ', 'योगिनी दशा', 'मांगलिक स्थिति', 'काल सर्प दोष', 'साढ़े साती', 'अष्टकवर्ग', 'गोचर', 'फलादेश']) {
      expect(text).toContain(heading);
    }
    for (const english of ['Kundli of', 'Summary', 'Divisional charts', 'Vimshottari dasha', 'Page 1 of', 'For guidance and self-reflection']) expect(text).not.toContain(english);
  });

  it('writes the reading, the yoga rules and the Manglik cancellations in Hindi, as the Hindi result page does', async () => {
    const text = pdfPageTexts(await renderKundliPdf(kundli, { lang: 'hi' })).join(' ').replace(/\s+/g, ' ');
    const hindi = readChartIn(readingInputFromDeepChart(kundli.chart), 'hi');
    // A line of each section's first paragraph (pdftotext breaks lines where the PDF does: compare its first words).
    for (const section of hindi.sections) expect(text).toContain(section.paragraphs[0]!.text.split(' ').slice(0, 4).join(' '));
    for (const section of kundli.chart.reading.sections) expect(text).not.toContain(section.paragraphs[0]!.text.split(' ').slice(0, 6).join(' '));
    const letters = (re: RegExp) => text.match(re)?.length ?? 0;
    // Names, places, degrees and the sources' one Latin title aside, the report is Devanagari.
    expect(letters(/[\u0900-\u097F]/g) / (letters(/[\u0900-\u097F]/g) + letters(/[A-Za-z]/g))).toBeGreaterThan(0.9);
  });
});

describe('the match PDF in Hindi', () => {
  it('writes the gunas, the kootas, the Manglik line and the charts in Hindi around the names as typed', async () => {
    const request = matchRequestSchema.parse({
      boy: { name: 'Rohan', gender: 'male', dob: '1992-03-14', birthTime: '07:45:30', birthPlace: 'Jaipur', latitude: 26.9124, longitude: 75.7873, timezone: '+05:30' },
      girl: { name: 'अनन्या', gender: 'female', dob: '1994-11-02', birthTime: '18:20:00', birthPlace: 'Pune', latitude: 18.5204, longitude: 73.8567, timezone: '+05:30' },
    });
    const text = pdfText(await renderMatchPdf(matchCharts(request), { lang: 'hi' }));
    expect(text).toContain('कुंडली मिलान: Rohan और अनन्या');
    expect(text).toMatch(/36 में से [\d.]+ गुण/);
    expect(text).toMatch(/मांगलिक: Rohan मांगलिक (नहीं )?हैं; अनन्या मांगलिक (नहीं )?हैं \(मंगल लग्न से गिना गया\)/);
    for (const words of ['आठ कूट', 'ग्रह मैत्री', 'नाड़ी और भकूट दोष', 'दस पोरुत्तम', 'Rohan की जन्म कुंडली', 'अनन्या का उत्तर भारतीय चार्ट', 'जन्म 1992-03-14, समय 07:45:30 (UTC+05:30), स्थान Jaipur']) {
      expect(text).toContain(words);
    }
  });
});

describe('the self-check PDF in Hindi', () => {
  it('writes the findings checkVastu gave in Hindi, with the zones and verdicts in Hindi', async () => {
    const answers: VastuAnswers = { ...idealVastuAnswers, toilets: [...idealVastuAnswers.toilets], kitchen: 'NE' };
    const report = checkVastu(answers, 'hi');
    const text = pdfText(await renderVastuCheckPdf({ _id: 'x', answers, report, createdAt: '2026-11-23T06:00:00.000Z' }, { lang: 'hi' }));
    expect(text).toContain('वास्तु स्व-जाँच');
    expect(text).toContain('घर · वर्गाकार · 23 नवंबर 2026 को बनाई गई');
    expect(text).toContain(`स्कोर: ${report.score} / 100`);
    expect(text).toContain(report.headline);
    for (const words of ['हर क्षेत्र का परिणाम', 'ईशान', 'ध्यान दें', 'हर उत्तर की जाँच', 'बिना तोड़-फोड़ के उपाय', 'प्रोफ़ेशनल वास्तु जाँच बुक करें']) expect(text).toContain(words);
  });
});

describe("the PDF's address", () => {
  it('names the language for Hindi only, and its contract takes en or hi and nothing else', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(reportPdfPath('kundli', id)).toBe(`/kundli/${id}/pdf`);
    expect(reportPdfPath('match', id, 'en')).toBe(`/match/${id}/pdf`);
    expect(reportPdfPath('vastu-check', id, 'hi')).toBe(`/vastu-check/${id}/pdf?lang=hi`);
    expect(reportPdfQuerySchema.parse({})).toEqual({ lang: 'en' });
    expect(reportPdfQuerySchema.parse({ lang: 'hi' })).toEqual({ lang: 'hi' });
    for (const lang of ['', 'HI', 'fr', 'hi-IN']) expect(reportPdfQuerySchema.safeParse({ lang }).success).toBe(false);
  });
});
