import { expect, type APIRequestContext } from '@playwright/test';

// Free time slots of experts (issue 24) for the API tests: reading them, and what a slot is.

export interface Slot {
  start: string;
  end: string;
}

export const birth = { name: 'Asha Verma', dob: '1990-08-15', birthTime: '14:30', birthPlace: 'Faridabad, Haryana', latitude: 28.41, longitude: 77.31 };

/** A booking of an astrology consultation on a slot (with this expert, or "any expert" without one). */
export const astrologyOnSlot = (slotStart: string, expertSlug?: string) => ({
  serviceSlug: 'astrology-consultation',
  details: birth,
  slotStart,
  ...(expertSlug ? { expertSlug } : {}),
});

/** The free slots of an expert for a service (200 expected). */
export async function slotsOf(request: APIRequestContext, slug: string, query: Record<string, string> = {}): Promise<Slot[]> {
  const res = await request.get(`/api/experts/${slug}/slots?${new URLSearchParams({ service: 'astrology-consultation', ...query })}`);
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  expect(body.status).toBe('success');
  return body.data as Slot[];
}

/** India's weekday (0 = Sunday) and clock minutes of a slot's ISO time written with +05:30. */
export function indiaClock(iso: string): { date: string; weekday: number; minutes: number } {
  expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
  const date = iso.slice(0, 10);
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay(), minutes: Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16)) };
}

export const SLOT_TAKEN = /this time was just booked by someone else/i;

export const SLOT_LOST_MESSAGE = 'The time you chose was booked by someone else while this booking waited for payment. Please cancel it and book another time.';
