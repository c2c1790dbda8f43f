import { defaultReportTitle, renameReportRequestSchema, reportHref, REPORT_TITLE_MAX_LENGTH, saveReportRequestSchema } from '@/lib/contract/reports';

describe('saved report contract', () => {
  it('names a report after whose kundli or which couple it is', () => {
    expect(defaultReportTitle({ kind: 'kundli', name: ' Asha ' })).toBe('Kundli of Asha');
    expect(defaultReportTitle({ kind: 'match', boy: 'Ravi', girl: 'Uma' })).toBe('Match: Ravi & Uma');
    expect(defaultReportTitle({ kind: 'match', boy: '', girl: '' })).toBe('Match: Boy & Girl');
  });

  it('cuts a long default name to the limit without splitting a character', () => {
    const title = defaultReportTitle({ kind: 'kundli', name: '😀'.repeat(200) });
    expect(Array.from(title)).toHaveLength(REPORT_TITLE_MAX_LENGTH);
    expect(title.endsWith('…')).toBe(true);
    expect(title).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('opens each kind of result at its own page', () => {
    expect(reportHref('kundli', 'abc')).toBe('/kundli/abc');
    expect(reportHref('match', 'abc')).toBe('/matchMaking/abc');
    expect(reportHref('vastu-check', 'abc')).toBe('/vastu-check/abc');
  });

  it('accepts a save of a known kind with a UUID and an optional trimmed title', () => {
    const id = '3f2b8c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(saveReportRequestSchema.parse({ kind: 'match', resultId: id, title: ' Ours ' })).toEqual({ kind: 'match', resultId: id, title: 'Ours' });
    expect(saveReportRequestSchema.safeParse({ kind: 'lucky', resultId: id }).success).toBe(false);
    expect(saveReportRequestSchema.safeParse({ kind: 'kundli', resultId: '42' }).success).toBe(false);
  });

  it('refuses an empty, too long or NUL-carrying name', () => {
    for (const title of ['', '  ', 'x'.repeat(81), 'a\u0000b']) expect(renameReportRequestSchema.safeParse({ title }).success).toBe(false);
    expect(renameReportRequestSchema.parse({ title: 'x'.repeat(80) }).title).toHaveLength(80);
  });
});
