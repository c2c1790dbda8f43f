import { adminBookingListQuerySchema, adminBookingUpdateSchema, isWithinScheduleHorizon, SCHEDULE_HORIZON_DAYS } from '@/lib/contract/admin-bookings';

describe('the console booking list query', () => {
  it('takes a page, a status, a date range and a search, and treats empty fields as no filter', () => {
    expect(adminBookingListQuerySchema.parse({ page: '2', status: 'paid', from: '2026-11-01', to: '2026-11-30', q: '9876543210' })).toEqual({
      page: 2,
      status: 'paid',
      from: '2026-11-01',
      to: '2026-11-30',
      q: '9876543210',
    });
    expect(adminBookingListQuerySchema.parse({ status: '', from: '', to: '', q: '' })).toEqual({ page: 1 });
    expect(adminBookingListQuerySchema.parse({ q: '6F1C2F1E-4B1A-4A53-9F1E-0D5C8A0E1B2C' }).q).toBe('6F1C2F1E-4B1A-4A53-9F1E-0D5C8A0E1B2C');
    expect(adminBookingListQuerySchema.parse({ q: 'AVK-2612-0042' }).q).toBe('AVK-2612-0042');
    expect(adminBookingListQuerySchema.parse({ q: 'avk26120042' }).q).toBe('avk26120042');
  });

  it('refuses an unknown status, an impossible date, a reversed range and a free-text search, in plain words', () => {
    const problem = (q: Record<string, string>) => adminBookingListQuerySchema.safeParse(q).error?.issues[0]?.message;
    expect(problem({ status: 'lost' })).toMatch(/^Please choose a status: pending_payment, paid/);
    expect(problem({ from: '2026-02-30' })).toBe('The day must be a date written YYYY-MM-DD.');
    expect(problem({ from: '2026-12-01', to: '2026-11-01' })).toBe('The end date must not be before the start date.');
    expect(problem({ q: "name' OR 1=1" })).toBe('Search by a booking number (AVK-2612-0042), a 10-digit mobile number or a booking id.');
    expect(problem({ q: '9'.repeat(41) })).toBe('Search by a booking number (AVK-2612-0042), a 10-digit mobile number or a booking id.');
  });
});

describe('a console booking change', () => {
  it('schedules with an agreed date and time, and moves on with an optional note', () => {
    const soon = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(adminBookingUpdateSchema.parse({ status: 'scheduled', scheduledAt: `${soon}T10:30:00+05:30`, note: ' Called, agreed ' })).toEqual({
      status: 'scheduled',
      scheduledAt: `${soon}T10:30:00+05:30`,
      note: 'Called, agreed',
    });
    expect(adminBookingUpdateSchema.parse({ status: 'refunded', note: '' })).toEqual({ status: 'refunded' });
  });

  it('refuses a move staff cannot make, a schedule without its time, a time without a schedule, and a NUL', () => {
    const problem = (u: Record<string, unknown>) => adminBookingUpdateSchema.safeParse(u).error?.issues[0]?.message;
    expect(problem({ status: 'paid' })).toMatch(/^Please choose a new status: scheduled, completed, cancelled, refunded/);
    expect(problem({ status: 'scheduled' })).toBe('Please give the agreed date and time of the consultation.');
    expect(problem({ status: 'completed', scheduledAt: '2026-12-01T10:30:00+05:30' })).toBe('A date and time is given only when scheduling.');
    expect(problem({ status: 'scheduled', scheduledAt: '1 December, 10:30' })).toMatch(/^Please give the agreed date and time/);
    expect(adminBookingUpdateSchema.safeParse({ status: 'completed', note: 'a\u0000b' }).success).toBe(false);
  });
});

describe('the schedule horizon', () => {
  const now = new Date('2026-11-23T06:00:00Z');
  const day = 24 * 60 * 60 * 1000;

  it('takes a time from a day ago (recorded after the call) up to a year ahead', () => {
    expect(SCHEDULE_HORIZON_DAYS).toBe(365);
    expect(isWithinScheduleHorizon(new Date(now.getTime() - day + 1000), now)).toBe(true);
    expect(isWithinScheduleHorizon(new Date(now.getTime() + 365 * day), now)).toBe(true);
  });

  it('refuses a time long past or more than a year ahead, in plain words', () => {
    expect(isWithinScheduleHorizon(new Date(now.getTime() - 2 * day), now)).toBe(false);
    expect(isWithinScheduleHorizon(new Date(now.getTime() + 366 * day), now)).toBe(false);
    expect(adminBookingUpdateSchema.safeParse({ status: 'scheduled', scheduledAt: '2001-01-01T10:30:00+05:30' }).error?.issues[0]?.message).toBe(
      'Please choose a time from today up to 365 days ahead.',
    );
  });
});
