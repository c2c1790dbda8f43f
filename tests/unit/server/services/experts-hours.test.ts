/** @jest-environment node */
import { defaultAvailability } from '@/lib/contract/expert-profile';
import { hoursFromSchedule } from '@/lib/server/services/experts';

// An approved expert's weekly hours come from the schedule they sent with their application
// (lib/contract/expert-profile.ts WeeklyAvailability), read into lib/experts' WeeklyHours.

describe('hoursFromSchedule', () => {
  it('keeps the available days with their ranges, under the weekday keys of lib/experts', () => {
    const week = defaultAvailability();
    week.Monday = { available: true, slots: [{ start: '09:00', end: '12:00' }, { start: '15:00', end: '18:00' }] };
    week.Sunday = { available: false, slots: [{ start: '09:00', end: '12:00' }] };
    const hours = hoursFromSchedule(week)!;
    expect(hours.mon).toEqual([{ start: '09:00', end: '12:00' }, { start: '15:00', end: '18:00' }]);
    expect(hours.sun).toBeUndefined();
    expect(hours.sat).toEqual([{ start: '09:00', end: '12:00' }]);
  });

  it('gives null for no schedule, or one without a working day, so the default hours apply', () => {
    expect(hoursFromSchedule(undefined)).toBeNull();
    expect(hoursFromSchedule('Monday 9-12')).toBeNull();
    const closed = defaultAvailability();
    for (const day of Object.values(closed)) day.available = false;
    expect(hoursFromSchedule(closed)).toBeNull();
  });
});
