import { clockMinutes, DEFAULT_WEEKLY_HOURS, indiaInstant, toIndiaIso, weekdayOf } from '@/lib/experts/hours';
import { addDays, indiaToday as indiaDate, isIsoDate } from '@/lib/consultations/booking-dates';

describe('India time', () => {
  it('reads the date in India, which turns at 18:30 UTC', () => {
    expect(indiaDate(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(indiaDate(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });

  it('writes an instant with the +05:30 offset and reads it back', () => {
    const at = indiaInstant('2026-12-01', 9 * 60 + 30);
    expect(toIndiaIso(at)).toBe('2026-12-01T09:30:00+05:30');
    expect(Date.parse(toIndiaIso(at))).toBe(at);
  });

  it('counts dates and weekdays across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-11-30')).toBe('mon');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(clockMinutes('24:00')).toBeNull();
  });

  it('gives an expert without a schedule office hours from Monday to Saturday', () => {
    expect(DEFAULT_WEEKLY_HOURS.sun).toBeUndefined();
    expect(DEFAULT_WEEKLY_HOURS.mon).toEqual([{ start: '10:00', end: '13:00' }, { start: '14:00', end: '18:00' }]);
  });
});
