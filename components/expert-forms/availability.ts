import { ADDED_SLOT, NEW_DAY_SLOT, type DayAvailability, type Slot, type WeeklyAvailability, type Weekday } from '@/lib/contract/expert-profile';

// The rules of the weekly availability editor as pure functions (SPEC 2.23, 2.24), so the
// editor stays a thin view and the rules can be tested without rendering.

export interface EditRules {
  /** Astrologer form: an available day left without slots gets one 09:00-12:00 slot again. */
  refillEmptyDays: boolean;
}

function withDay(week: WeeklyAvailability, day: Weekday, next: DayAvailability, { refillEmptyDays }: EditRules): WeeklyAvailability {
  const fixed = refillEmptyDays && next.available && next.slots.length === 0 ? { ...next, slots: [{ ...NEW_DAY_SLOT }] } : next;
  return { ...week, [day]: fixed };
}

/** Available -> Not Available (its slots are dropped); Not Available -> Available. */
export function toggleDay(week: WeeklyAvailability, day: Weekday, rules: EditRules): WeeklyAvailability {
  const current = week[day];
  const next: DayAvailability = current.available ? { available: false, slots: [] } : { available: true, slots: current.slots };
  return withDay(week, day, next, rules);
}

/** Appends a 09:00-10:00 slot. */
export function addSlot(week: WeeklyAvailability, day: Weekday, rules: EditRules): WeeklyAvailability {
  const current = week[day];
  return withDay(week, day, { ...current, slots: [...current.slots, { ...ADDED_SLOT }] }, rules);
}

export function removeSlot(week: WeeklyAvailability, day: Weekday, index: number, rules: EditRules): WeeklyAvailability {
  const current = week[day];
  return withDay(week, day, { ...current, slots: current.slots.filter((_, i) => i !== index) }, rules);
}

export function updateSlot(week: WeeklyAvailability, day: Weekday, index: number, change: Partial<Slot>, rules: EditRules): WeeklyAvailability {
  const current = week[day];
  return withDay(week, day, { ...current, slots: current.slots.map((s, i) => (i === index ? { ...s, ...change } : s)) }, rules);
}
