/** @jest-environment node */
import { placesQuerySchema } from '@/lib/places/contract';

const parse = (query: Record<string, string>) => placesQuerySchema.safeParse(query);

describe('placesQuerySchema', () => {
  it('reads a search with the default limit of 8, trimming q', () => {
    expect(parse({ q: '  far ' })).toMatchObject({ success: true, data: { mode: 'search', q: 'far', limit: 8 } });
    expect(parse({ q: 'far', limit: '' })).toMatchObject({ success: true, data: { limit: 8 } });
  });

  it('accepts 1 to 80 characters', () => {
    expect(parse({ q: 'a' }).success).toBe(true);
    expect(parse({ q: 'a'.repeat(80) }).success).toBe(true);
    expect(parse({ q: 'a'.repeat(81) }).error?.issues[0]?.message).toBe('q must be at most 80 characters.');
    expect(parse({ q: '' }).error?.issues[0]?.message).toMatch(/^q is required/);
    expect(parse({}).error?.issues[0]?.message).toMatch(/^q is required/);
  });

  it('lowers a limit above 20 to 20 and refuses one below 1', () => {
    expect(parse({ q: 'far', limit: '20' })).toMatchObject({ data: { limit: 20 } });
    expect(parse({ q: 'far', limit: '999' })).toMatchObject({ data: { limit: 20 } });
    expect(parse({ q: 'far', limit: '0' }).success).toBe(false);
    expect(parse({ q: 'far', limit: '2.5' }).success).toBe(false);
    expect(parse({ q: 'far', limit: '-3' }).success).toBe(false);
  });

  it('reads a nearest-place query', () => {
    expect(parse({ lat: '28.41', lon: '77.31' })).toMatchObject({ success: true, data: { mode: 'nearest', lat: 28.41, lon: 77.31 } });
    expect(parse({ lat: '-33.9', lon: '151.2', country: 'au' })).toMatchObject({ data: { country: 'AU' } });
    expect(parse({ lat: '28.41' }).error?.issues[0]?.message).toBe('lon must be a number from -180 to 180.');
    expect(parse({ lat: '28', lon: '77', country: 'India' }).error?.issues[0]?.message).toBe('country must be a two-letter country code.');
  });
});
