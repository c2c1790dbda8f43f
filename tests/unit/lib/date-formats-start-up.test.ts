/** @jest-environment node */

// Pages import these modules while they start: a browser's first Intl.DateTimeFormat with a time
// zone loads ICU data (about 30 ms of the main thread, four times that on a mid-range phone), so
// the formatters are made when a date is first shown, never when the module loads.
describe.each([
  ['lib/text', async () => (await import('@/lib/text')).formatDate, '2 October 2026'],
  ['lib/astro/format', async () => (await import('@/lib/astro/format')).formatDashaDate, '2 Oct 2026'],
])('%s', (_, load, shown) => {
  let made: jest.SpyInstance;
  beforeEach(() => {
    jest.resetModules();
    made = jest.spyOn(Intl, 'DateTimeFormat');
  });
  afterEach(() => made.mockRestore());

  it('makes no date formatter when the module loads', async () => {
    await load();
    expect(made).not.toHaveBeenCalled();
  });

  it('makes one on first use and reuses it', async () => {
    const format = await load();
    expect(format('2026-10-02T06:30:00Z')).toBe(shown);
    expect(format('2026-10-03T06:30:00Z')).not.toBe(shown);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
