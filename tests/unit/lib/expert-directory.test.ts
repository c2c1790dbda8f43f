import type { PublicExpert } from '@/lib/contract/experts-directory';
import { bookingPathFor } from '@/lib/contract/experts-directory';
import { filterChoices, filterExperts, readDirectoryFilters } from '@/lib/expert-directory';

function expert(slug: string, overrides: Partial<PublicExpert> = {}): PublicExpert {
  return {
    slug,
    kind: 'astrologer',
    name: slug,
    imageUrl: null,
    bio: '',
    expertise: [],
    languages: [],
    experienceYears: 5,
    fees: { chat: 10, call: 0, video: 20 },
    consultationCharge: null,
    availability: {} as PublicExpert['availability'],
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const experts = [
  expert('asha', { languages: ['Hindi', 'English'], expertise: ['Vedic', 'Tarot'] }),
  expert('ravi', { languages: ['Tamil'], expertise: ['Numerology'] }),
  expert('meera', { kind: 'vastu-astrologer', expertise: ['Residential', 'vedic'], fees: null, consultationCharge: 1500 }),
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

  it('reads filters from the address and ignores unknown kinds and overlong words', () => {
    expect(readDirectoryFilters(new URLSearchParams('kind=vastu-astrologer&language=Hindi&expertise=%20Tarot%20'))).toEqual({ kind: 'vastu-astrologer', language: 'Hindi', expertise: 'Tarot' });
    expect(readDirectoryFilters(new URLSearchParams(`kind=wizard&language=${'x'.repeat(61)}&expertise=`))).toEqual({ kind: undefined, language: undefined, expertise: undefined });
  });

  it('links a profile to the booking flow with the expert chosen', () => {
    expect(bookingPathFor('asha-rao', 'astrologer')).toBe('/book/astrology-consultation?expert=asha-rao');
    // A Vastu astrologer's button books the Vastu service, not a chart reading.
    expect(bookingPathFor('ravi-kumar', 'vastu-astrologer')).toBe('/book/professional-vastu-check?expert=ravi-kumar');
  });
});
