import { bookingPathFor } from '@/lib/contract/experts-directory';
import {
  directoryPagePath,
  directoryQueryOf,
  formatNextFree,
  filterChoices,
  filterExperts,
  readDirectoryQuery,
  sortExperts,
  type DirectoryEntry,
} from '@/lib/experts/directory';

function expert(slug: string, overrides: Partial<DirectoryEntry> = {}): DirectoryEntry {
  return { slug, kind: 'astrologer', name: slug, expertise: [], languages: [], nextFree: null, rating: null, reviewCount: 0, ...overrides };
}

const at = (iso: string) => ({ start: iso, end: iso });

const experts = [
  expert('asha', { languages: ['Hindi', 'English'], expertise: ['Vedic', 'Tarot'] }),
  expert('ravi', { languages: ['Tamil'], expertise: ['Numerology'] }),
  expert('meera', { kind: 'vastu-astrologer', expertise: ['Residential', 'vedic'] }),
];

describe('filtering the expert directory', () => {
  it('shows everyone without filters', () => {
    expect(filterExperts(experts, {}).map((e) => e.slug)).toEqual(['asha', 'ravi', 'meera']);
  });

  it('filters by kind, language and expertise together, ignoring case in words', () => {
    expect(filterExperts(experts, { kind: 'vastu-astrologer' }).map((e) => e.slug)).toEqual(['meera']);
    expect(filterExperts(experts, { language: 'hindi' }).map((e) => e.slug)).toEqual(['asha']);
    expect(filterExperts(experts, { expertise: 'VEDIC' }).map((e) => e.slug)).toEqual(['asha', 'meera']);
    expect(filterExperts(experts, { expertise: 'Vedic', kind: 'astrologer' }).map((e) => e.slug)).toEqual(['asha']);
    expect(filterExperts(experts, { language: 'Tamil', expertise: 'Tarot' })).toEqual([]);
  });

  it('offers each language and expertise once, sorted', () => {
    expect(filterChoices(experts)).toEqual({ languages: ['English', 'Hindi', 'Tamil'], expertise: ['Numerology', 'Residential', 'Tarot', 'Vedic'] });
  });

  it('links a profile to the booking flow with the expert chosen', () => {
    expect(bookingPathFor('asha-rao', 'astrologer')).toBe('/book/astrology-consultation?expert=asha-rao');
    // A Vastu astrologer's button books the Vastu service, not a chart reading.
    expect(bookingPathFor('ravi-kumar', 'vastu-astrologer')).toBe('/book/professional-vastu-check?expert=ravi-kumar');
  });
});

describe('sorting the expert directory', () => {
  const list = [
    expert('late', { nextFree: at('2026-12-02T10:00:00+05:30') }),
    expert('none'),
    expert('soon', { nextFree: at('2026-12-01T09:30:00+05:30') }),
    expert('rated-4', { nextFree: at('2026-12-03T10:00:00+05:30'), rating: 4, reviewCount: 3 }),
    expert('rated-5-few', { rating: 5, reviewCount: 2 }),
    expert('rated-4.8', { nextFree: at('2026-12-05T10:00:00+05:30'), rating: 4.8, reviewCount: 12 }),
  ];

  it('puts the soonest free time first by default; experts with no free time last', () => {
    expect(sortExperts(list, 'next').map((e) => e.slug)).toEqual(['soon', 'late', 'rated-4', 'rated-4.8', 'none', 'rated-5-few']);
  });

  it('by rating: experts with at least 3 reviews first by average, then the rest by next free time', () => {
    expect(sortExperts(list, 'rating').map((e) => e.slug)).toEqual(['rated-4.8', 'rated-4', 'soon', 'late', 'none', 'rated-5-few']);
  });

  it('leaves the list it was given as it was', () => {
    const before = list.map((e) => e.slug);
    sortExperts(list, 'rating');
    expect(list.map((e) => e.slug)).toEqual(before);
  });
});

describe('the directory address', () => {
  it('reads filters and sort from the query and ignores unknown kinds, sorts and overlong words', () => {
    expect(readDirectoryQuery(new URLSearchParams('kind=vastu-astrologer&language=Hindi&expertise=%20Tarot%20&sort=rating'))).toEqual({
      kind: 'vastu-astrologer',
      language: 'hindi',
      expertise: 'tarot',
      sort: 'rating',
    });
    expect(readDirectoryQuery(new URLSearchParams(`kind=wizard&language=${'x'.repeat(61)}&expertise=&sort=price`))).toEqual({ sort: 'next' });
  });

  it('writes one spelling per choice: defaults and empty fields left out, words in lower case, a fixed order', () => {
    expect(directoryQueryOf({ sort: 'next' })).toBe('');
    expect(directoryQueryOf(readDirectoryQuery(new URLSearchParams('sort=rating&expertise=Vedic&kind=&language=Hindi')))).toBe('language=hindi&expertise=vedic&sort=rating');
    expect(directoryPagePath({ kind: 'astrologer', sort: 'next' })).toBe('/astrologers?kind=astrologer');
    expect(directoryPagePath({ sort: 'next' })).toBe('/astrologers');
  });
});

describe('the next free time as a card says it', () => {
  const now = new Date('2026-11-30T20:00:00+05:30');
  it('says today, tomorrow or the day, in India time', () => {
    expect(formatNextFree({ start: '2026-11-30T21:30:00+05:30', end: '' }, now)).toBe('Today 9:30 pm');
    expect(formatNextFree({ start: '2026-12-01T10:30:00+05:30', end: '' }, now)).toBe('Tomorrow 10:30 am');
    expect(formatNextFree({ start: '2026-12-03T09:00:00+05:30', end: '' }, now)).toBe('Thu 3 Dec, 9:00 am');
    expect(formatNextFree(null, now)).toBe('No free time in the next 30 days');
  });
  it('says the same in Hindi, with Latin digits and the part of the day', () => {
    expect(formatNextFree({ start: '2026-11-30T21:30:00+05:30', end: '' }, now, 'hi')).toBe('आज रात 9:30');
    expect(formatNextFree({ start: '2026-12-01T10:30:00+05:30', end: '' }, now, 'hi')).toBe('कल सुबह 10:30');
    expect(formatNextFree({ start: '2026-12-03T16:00:00+05:30', end: '' }, now, 'hi')).toBe('गुरुवार, 3 दिसंबर, शाम 4:00');
    expect(formatNextFree(null, now, 'hi')).toBe('अगले 30 दिनों में कोई समय ख़ाली नहीं');
  });
});
