import { addDays, indiaToday, isIsoDate, latestPreferredDate, preferredDateProblem } from '@/lib/consultations/booking-dates';

describe('the preferred date of a booking', () => {
  // 18:45 UTC on 1 March is already 2 March (00:15) in India.
  const lateEvening = new Date('2026-03-01T18:45:00Z');

  it('counts days in India, whatever the server clock’s zone', () => {
    expect(indiaToday(lateEvening)).toBe('2026-03-02');
    expect(indiaToday(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
  });

  it('accepts today up to 90 days ahead', () => {
    expect(preferredDateProblem('2026-03-02', lateEvening)).toBeNull();
    expect(latestPreferredDate(lateEvening)).toBe('2026-05-31');
    expect(preferredDateProblem('2026-05-31', lateEvening)).toBeNull();
  });

  it('refuses the past, beyond 90 days, and what is not a calendar day', () => {
    expect(preferredDateProblem('2026-03-01', lateEvening)).toMatch(/past/);
    expect(preferredDateProblem('2026-06-01', lateEvening)).toMatch(/within 90 days/);
    expect(preferredDateProblem('2026-02-30', lateEvening)).toMatch(/preferred date/i);
    expect(preferredDateProblem('2/3/2026', lateEvening)).toMatch(/preferred date/i);
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
  });
});
