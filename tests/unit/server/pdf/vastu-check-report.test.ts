/** @jest-environment node */
import { renderVastuCheckPdf } from '@/lib/server/pdf/vastu-check-report';
import { checkVastu, type VastuAnswers } from '@/lib/vastu/self-check';
import { pdfText } from '../../../support/pdf-text';

const answers: VastuAnswers = {
  propertyKind: 'home',
  plotShape: 'square',
  entrance: 'SW',
  kitchen: 'NE',
  masterBedroom: 'SW',
  toilets: ['NW'],
  pujaRoom: 'NE',
  staircase: 'none',
  overheadTank: 'SW',
  undergroundTank: 'NE',
  slope: 'flat',
  cut: 'none',
  extension: 'none',
};

describe('the self-check PDF', () => {
  it('carries the score, the zones, the remedies and the booking step', async () => {
    const report = checkVastu(answers);
    const pdf = await renderVastuCheckPdf({ _id: 'x', answers, report, createdAt: '2026-11-23T06:00:00.000Z' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`Score: ${report.score} / 100`);
    expect(text).toContain('North-east (Ishanya)');
    expect(text).toContain('Needs attention');
    expect(text).toContain(report.remedies[0]!.slice(0, 40));
    expect(text).toContain('Book a Professional Vastu Check');
  });
});
