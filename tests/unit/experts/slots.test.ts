import fc from 'fast-check';
import { assignExpert, freeSlots, nextFreeSlot, unionSlots, type FreeSlotsInput } from '@/lib/experts/slots';
import { addDays, indiaToday } from '@/lib/consultations/booking-dates';
import { clockMinutes, WEEKDAY_KEYS, weekdayOf, type WeeklyHours } from '@/lib/experts/hours';

// Monday 2026-11-30 08:00 in India (02:30 UTC).
const MONDAY_8AM = new Date('2026-11-30T02:30:00Z');
const MEERA: WeeklyHours = { mon: [{ start: '09:00', end: '12:00' }], tue: [{ start: '09:00', end: '12:00' }] };

const base = (over: Partial<FreeSlotsInput> = {}): FreeSlotsInput => ({
  hours: MEERA,
  daysOff: [],
  minutes: 30,
  taken: [],
  from: '2026-11-30',
  days: 2,
  now: new Date('2026-11-29T00:00:00Z'),
  ...over,
});

describe('freeSlots', () => {
  it('cuts the weekly hours into slots of the service length, in India time', () => {
    const slots = freeSlots(base({ days: 1 }));
    expect(slots.map((s) => s.start)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((t) => `2026-11-30T${t}:00+05:30`));
    expect(slots[0]!.end).toBe('2026-11-30T09:30:00+05:30');
  });

  it('offers nothing that starts within the lead time of two hours', () => {
    const slots = freeSlots(base({ days: 1, now: MONDAY_8AM }));
    expect(slots[0]!.start).toBe('2026-11-30T10:00:00+05:30');
  });

  it('skips days off and weekdays without hours', () => {
    const slots = freeSlots(base({ days: 7, daysOff: ['2026-11-30'] }));
    expect(new Set(slots.map((s) => s.start.slice(0, 10)))).toEqual(new Set(['2026-12-01']));
  });

  it('leaves out every slot that overlaps a taken one, even partly', () => {
    const taken = [{ start: '2026-11-30T09:45:00+05:30', end: '2026-11-30T10:15:00+05:30' }];
    const starts = freeSlots(base({ days: 1, taken })).map((s) => s.start.slice(11, 16));
    expect(starts).toEqual(['09:00', '10:30', '11:00', '11:30']);
  });

  it('fits a half-day visit only into a range long enough', () => {
    const hours: WeeklyHours = { mon: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '17:00' }] };
    expect(freeSlots(base({ hours, minutes: 240, days: 1 }))).toEqual([{ start: '2026-11-30T09:00:00+05:30', end: '2026-11-30T13:00:00+05:30' }]);
  });

  it('stops at the horizon of 30 days from today in India', () => {
    const every: WeeklyHours = Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, [{ start: '09:00', end: '10:00' }]]));
    const slots = freeSlots(base({ hours: every, minutes: 60, from: '2026-11-29', days: 60, now: new Date('2026-11-29T00:00:00Z') }));
    expect(slots).toHaveLength(30);
    expect(slots.at(-1)!.start.slice(0, 10)).toBe('2026-12-28');
  });

  it('merges overlapping ranges of one day instead of offering overlapping slots', () => {
    const hours: WeeklyHours = { mon: [{ start: '09:00', end: '10:00' }, { start: '09:30', end: '11:00' }] };
    expect(freeSlots(base({ hours, minutes: 60, days: 1 })).map((s) => s.start.slice(11, 16))).toEqual(['09:00', '10:00']);
  });
});

describe('nextFreeSlot', () => {
  it('is the first of the free slots, or null', () => {
    const input = base({ days: 7, now: MONDAY_8AM });
    expect(nextFreeSlot(input)).toEqual(freeSlots(input)[0]);
    expect(nextFreeSlot(base({ hours: {} }))).toBeNull();
  });
});

describe('unionSlots and assignExpert ("any expert")', () => {
  const a = { start: '2026-11-30T09:00:00+05:30', end: '2026-11-30T09:30:00+05:30' };
  const b = { start: '2026-11-30T09:30:00+05:30', end: '2026-11-30T10:00:00+05:30' };

  it('lists each time once, earliest first, with every expert free then', () => {
    expect(unionSlots([
      { slug: 'ravi', slots: [b] },
      { slug: 'meera', slots: [a, b] },
    ])).toEqual([
      { ...a, experts: ['meera'] },
      { ...b, experts: ['ravi', 'meera'] },
    ]);
  });

  it('gives the booking to the expert with the fewest bookings that day, then by slug', () => {
    expect(assignExpert(['ravi', 'meera'], { meera: 2, ravi: 1 })).toBe('ravi');
    expect(assignExpert(['ravi', 'meera'], { meera: 1, ravi: 1 })).toBe('meera');
    expect(assignExpert(['ravi', 'meera'], {})).toBe('meera');
    expect(assignExpert([], {})).toBeUndefined();
  });
});

// ---------------------------------------------------------------- properties

const clock = fc.integer({ min: 0, max: 23 * 60 + 59 }).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
const range = fc.tuple(clock, clock).filter(([s, e]) => s < e).map(([start, end]) => ({ start, end }));
const weeklyHours: fc.Arbitrary<WeeklyHours> = fc.dictionary(fc.constantFrom(...WEEKDAY_KEYS), fc.array(range, { maxLength: 3 }));
const startDate = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2026-01-01', n));
const instant = fc.integer({ min: Date.parse('2025-12-20T00:00:00Z'), max: Date.parse('2027-03-01T00:00:00Z') });

const scenario = fc
  .record({
    hours: weeklyHours,
    minutes: fc.constantFrom(15, 30, 45, 60, 90, 120, 240),
    from: startDate,
    days: fc.integer({ min: 1, max: 30 }),
    nowOffsetHours: fc.integer({ min: -48, max: 24 * 20 }),
    dayOffIndexes: fc.array(fc.integer({ min: 0, max: 29 }), { maxLength: 6 }),
    taken: fc.array(fc.tuple(instant, fc.integer({ min: 1, max: 600 })), { maxLength: 8 }),
  })
  .map(({ hours, minutes, from, days, nowOffsetHours, dayOffIndexes, taken }) => ({
    hours,
    minutes,
    from,
    days,
    now: new Date(Date.parse(`${from}T00:00:00+05:30`) + nowOffsetHours * 3_600_000),
    daysOff: dayOffIndexes.map((i) => addDays(from, i)),
    // Taken time near the dates looked at, so that it does overlap some hours.
    taken: taken.map(([at, length]) => {
      const start = Date.parse(`${from}T00:00:00+05:30`) + (at % (30 * 86_400_000));
      return { start: new Date(start), end: new Date(start + length * 60_000) };
    }),
  }));

describe('freeSlots, for any hours, days off, taken time and clock', () => {
  const ms = (iso: string) => Date.parse(iso);

  it('never overlaps taken time, never starts before now plus two hours, never on a day off', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const slot of freeSlots(s)) {
          expect(ms(slot.start)).toBeGreaterThanOrEqual(s.now.getTime() + 2 * 3_600_000);
          expect(s.daysOff).not.toContain(slot.start.slice(0, 10));
          for (const t of s.taken) expect(ms(slot.start) < t.end.getTime() && t.start.getTime() < ms(slot.end)).toBe(false);
        }
      }),
    );
  });

  it('keeps every slot inside one range of its weekday, the service length long, in India time', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const slot of freeSlots(s)) {
          expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
          expect(ms(slot.end) - ms(slot.start)).toBe(s.minutes * 60_000);
          const date = slot.start.slice(0, 10);
          expect(slot.end.slice(0, 10)).toBe(date);
          const [from, to] = [clockMinutes(slot.start.slice(11, 16))!, clockMinutes(slot.end.slice(11, 16))!];
          const inside = (s.hours[weekdayOf(date)] ?? []).some((r) => clockMinutes(r.start)! <= from && to <= clockMinutes(r.end)!);
          // Touching or overlapping ranges are merged, so a slot may span two of them: check the merged cover.
          const covered = inside || coveredByUnion(s.hours[weekdayOf(date)] ?? [], from, to);
          expect(covered).toBe(true);
        }
      }),
    );
  });

  it('gives slots that do not overlap each other, earliest first, within the dates asked and the horizon', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const slots = freeSlots(s);
        const last = addDays(indiaToday(s.now), 29);
        slots.forEach((slot, i) => {
          const date = slot.start.slice(0, 10);
          expect(date >= s.from && date < addDays(s.from, s.days) && date <= last).toBe(true);
          if (i > 0) expect(ms(slot.start)).toBeGreaterThanOrEqual(ms(slots[i - 1]!.end));
        });
      }),
    );
  });

  it('unionSlots keeps every free slot of every expert, and assignExpert picks one of those free', () => {
    fc.assert(
      fc.property(fc.array(scenario, { minLength: 1, maxLength: 3 }), fc.dictionary(fc.constantFrom('e0', 'e1', 'e2'), fc.nat(5)), (list, counts) => {
        const perExpert = list.map((s, i) => ({ slug: `e${i}`, slots: freeSlots({ ...s, from: list[0]!.from, now: list[0]!.now, minutes: list[0]!.minutes }) }));
        const union = unionSlots(perExpert);
        for (const { slug, slots } of perExpert) for (const slot of slots) expect(union.find((u) => u.start === slot.start && u.end === slot.end)?.experts).toContain(slug);
        for (const u of union) {
          const chosen = assignExpert(u.experts, counts)!;
          expect(u.experts).toContain(chosen);
          for (const other of u.experts) expect(counts[chosen] ?? 0).toBeLessThanOrEqual(counts[other] ?? 0);
        }
      }),
    );
  });
});

function coveredByUnion(ranges: readonly { start: string; end: string }[], from: number, to: number): boolean {
  let reach = from;
  const sorted = ranges.map((r) => [clockMinutes(r.start)!, clockMinutes(r.end)!] as const).sort((a, b) => a[0] - b[0]);
  for (const [s, e] of sorted) if (s <= reach && e > reach) reach = e;
  return reach >= to;
}
