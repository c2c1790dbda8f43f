/** @jest-environment node */
import { formatDate, formatDuration, indiaDate, slugify, truncate } from '@/lib/text';

describe('truncate', () => {
  it('leaves short text alone and folds white space', () => {
    expect(truncate('  A  short\n text ', 100)).toBe('A short text');
  });

  it('cuts long text at a word boundary within the limit and adds an ellipsis', () => {
    const text = 'Vastu Shastra is the traditional Indian science of architecture and space that guides the layout of homes and offices.';
    const cut = truncate(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
  });
});

describe('slugify', () => {
  it('makes URL-safe ids from headings', () => {
    expect(slugify('1. Acceptance of Terms')).toBe('1-acceptance-of-terms');
    expect(slugify('Refunds & Cancellations!')).toBe('refunds-cancellations');
  });
});

describe('dates in India', () => {
  it('turns the day at midnight IST, not UTC', () => {
    expect(indiaDate(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(indiaDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('formats dates the Indian way', () => {
    expect(formatDate('2026-10-02T09:30:00+05:30')).toBe('2 October 2026');
  });
});

describe('formatDuration', () => {
  it('says a configured number of seconds in the largest whole unit', () => {
    expect(formatDuration(30 * 24 * 60 * 60)).toBe('30 days');
    expect(formatDuration(300)).toBe('5 minutes');
    expect(formatDuration(3600)).toBe('1 hour');
    expect(formatDuration(90)).toBe('90 seconds');
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(0)).toBe('0 seconds');
  });
});
