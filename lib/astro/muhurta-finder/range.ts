// The range of civil dates a muhurta search covers: at most 12 months, within the years the festival
// calendar is offered for. Light (no ephemeris), so forms and request schemas can use it.

import { FESTIVAL_YEARS } from '../festivals/types';

/** The longest range searched: 12 months. */
export const MAX_RANGE_MONTHS = 12;
const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseDate(label: string, value: unknown): { y: number; m: number; d: number } {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) throw new RangeError(`${label} must be a date written YYYY-MM-DD`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const t = new Date(Date.UTC(2000, m - 1, d));
  t.setUTCFullYear(y);
  if (t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) throw new RangeError(`${label} is not a date in the calendar: ${value as string}`);
  if (y < FESTIVAL_YEARS.from || y > FESTIVAL_YEARS.to) throw new RangeError(`${label} must be in the years ${FESTIVAL_YEARS.from} to ${FESTIVAL_YEARS.to}`);
  return { y, m, d };
}

export const civil = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export function dateMs({ y, m, d }: { y: number; m: number; d: number }): number {
  const t = new Date(Date.UTC(2000, m - 1, d));
  t.setUTCFullYear(y);
  return t.getTime();
}

/** The last date a range starting on `from` may end on: the day before the same date 12 months on. */
export function lastDateOfRange(from: string): string {
  const { y, m, d } = parseDate('from', from);
  const t = new Date(dateMs({ y, m, d }));
  t.setUTCMonth(t.getUTCMonth() + MAX_RANGE_MONTHS);
  // 29 Feb + 12 months is taken as 28 Feb (not 1 Mar), so the range ends on 27 Feb.
  if (t.getUTCDate() !== d) t.setUTCDate(0);
  return civil(t.getTime() - DAY_MS);
}

