/** @jest-environment node */
import { site } from '@/lib/config/site';
import { diagramInput } from '@/lib/astro/chart-input';
import { chartRow, finishReport, keyValues, paragraph, REPORT_DISCLAIMER, section, startReport, table } from '@/lib/server/pdf';
import { pdfPageCount, pdfText } from '../../../support/pdf-text';

const chart = diagramInput({
  ascendant: { signIndex: 4 },
  planets: {
    Sun: { signIndex: 0 }, Moon: { signIndex: 3 }, Mars: { signIndex: 9, retrograde: true }, Mercury: { signIndex: 0 }, Jupiter: { signIndex: 11 },
    Venus: { signIndex: 1 }, Saturn: { signIndex: 10 }, Rahu: { signIndex: 5 }, Ketu: { signIndex: 11 },
  },
});

describe('PDF report kit', () => {
  it('makes a branded A4 PDF whose text a reader can extract', async () => {
    const doc = startReport({ title: 'Kundli of Asha Verma', subtitle: 'Vedic birth chart' });
    section(doc, 'Birth details');
    keyValues(doc, [['Born', '14 March 1991, 06:30 (UTC+05:30)'], ['Place', 'Jaipur, Rajasthan']]);
    section(doc, 'Charts');
    chartRow(doc, [
      { style: 'north', chart, title: 'North Indian chart' },
      { style: 'south', chart, title: 'South Indian chart' },
    ]);
    section(doc, 'Planets');
    table(doc, { columns: [{ header: 'Graha', bold: true }, { header: 'Sign' }, { header: 'Degree', align: 'right' }], rows: [['Sun', 'Aries', '12°34′57″'], ['Moon', 'Cancer', '3°00′00″']] });
    paragraph(doc, 'Fee from ₹5,100.');
    const pdf = await finishReport(doc);

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(300_000);
    const text = pdfText(pdf);
    for (const expected of ['Kundli of Asha Verma', 'Birth details', 'Jaipur, Rajasthan', 'Graha', '12°34′57″', '₹5,100', site.name, site.phone, site.email, 'Page 1 of 1']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(REPORT_DISCLAIMER.slice(0, 40));
    // The chart labels are drawn text: planets, the Lagna marker and a retrograde mark.
    expect(text).toMatch(/Ma\(R\)/);
    expect(text).toContain('Asc');
  });

  it('continues a long table on new pages, each stamped with header and page count', async () => {
    const doc = startReport({ title: 'Long table' });
    table(doc, { columns: [{ header: 'Row' }, { header: 'Value' }], rows: Array.from({ length: 150 }, (_, i) => [`Row ${i + 1}`, 'value']) });
    const pdf = await finishReport(doc);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    expect(text).toContain('Row 150');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.split(site.name).length - 1).toBe(pages);
  });
});
