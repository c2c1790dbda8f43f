/** @jest-environment node */
// The kundli and the match decide a birth's UTC offset the same way (lib/places/timezone.ts,
// birthUtcOffset): the offset sent, else the one in force at the birth place on that date.

jest.mock('@/lib/server/db/client', () => ({ getDb: jest.fn(async () => ({ insert: () => ({ values: async () => undefined }) })) }));

import { kundliRequestSchema, matchRequestSchema } from '@/lib/contract/astrology';
import { createKundli } from '@/lib/server/services/kundli';
import { matchCharts } from '@/lib/server/services/match';

const newYork = { birthPlace: 'New York', latitude: 40.7128, longitude: -74.006 };
const delhi = { birthPlace: 'Delhi', latitude: 28.6519, longitude: 77.2315 };

function kundliOf(place: typeof newYork, date: { year: number; month: number; day: number }, timezone?: string) {
  return kundliRequestSchema.parse({ name: 'Uma', gender: 'female', ...date, hours: 8, minutes: 15, ...place, ...(timezone ? { timezone } : {}) });
}

function personOf(place: typeof newYork, dob: string) {
  return { name: 'Uma', gender: 'female', dob, birthTime: '08:15:00', ...place };
}

describe('the birth UTC offset of a kundli and of a match', () => {
  it('without one sent, is the birth place’s on that date, for both', async () => {
    const kundli = await createKundli(kundliOf(newYork, { year: 1950, month: 3, day: 1 }), null);
    const match = matchCharts(matchRequestSchema.parse({ boy: personOf(delhi, '1943-06-15'), girl: personOf(newYork, '1950-03-01') }));
    expect(kundli.timezone).toBe('-05:00');
    expect(match.girl.timezone).toBe('-05:00');
    expect(kundli.birthDateTime).toBe('1950-03-01T13:15:00.000Z');
    expect((await createKundli(kundliOf(delhi, { year: 1943, month: 6, day: 15 }), null)).timezone).toBe('+06:30');
    expect(match.boy.timezone).toBe('+06:30');
  });

  it('keeps the offset sent, for both', async () => {
    const kundli = await createKundli(kundliOf(newYork, { year: 1950, month: 3, day: 1 }, '+05:30'), null);
    const match = matchCharts(matchRequestSchema.parse({ boy: personOf(delhi, '1990-01-01'), girl: { ...personOf(newYork, '1950-03-01'), timezone: '+05:30' } }));
    expect(kundli.timezone).toBe('+05:30');
    expect(match.girl.timezone).toBe('+05:30');
  });
});
