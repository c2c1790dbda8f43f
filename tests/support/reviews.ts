import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { bookableDate, payInTestMode } from './payments';
import { customer } from './results';
import { birth } from './slots';

// Verified reviews (issue 24): a customer whose consultation with an expert an admin marked
// completed. The booking is on a preferred time window (no slot), so "completed" is allowed at once.

/** An astrology consultation with `expertSlug` on a preferred day, for the signed-in context (201 expected). */
export async function bookWithExpert(request: APIRequestContext, headers: Record<string, string>, expertSlug: string, customerName = 'Priya Sharma'): Promise<string> {
  const res = await request.post('/api/bookings', {
    headers,
    data: { serviceSlug: 'astrology-consultation', details: birth, preferredDate: bookableDate(), timeWindow: 'morning', expertSlug, customerName },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data._id as string;
}

/** Moves a paid booking to completed as the given admin. */
export async function markCompleted(admin: { request: APIRequestContext; headers: Record<string, string> }, bookingId: string): Promise<void> {
  const res = await admin.request.patch(`/api/admin/bookings/${bookingId}`, { headers: admin.headers, data: { status: 'completed' } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new customer whose paid consultation with `expertSlug` is completed. */
export async function completedConsultation(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  admin: { request: APIRequestContext; headers: Record<string, string> },
  expertSlug: string,
  customerName?: string,
) {
  const me = await customer(playwright, baseURL);
  const bookingId = await bookWithExpert(me.request, me.headers, expertSlug, customerName);
  await payInTestMode(me.request, me.headers, bookingId);
  await markCompleted(admin, bookingId);
  return { ...me, bookingId };
}

/** Posts a review of a booking. */
export const postReview = (me: { request: APIRequestContext; headers: Record<string, string> }, bookingId: string, data: unknown) =>
  me.request.post(`/api/bookings/${bookingId}/review`, { headers: me.headers, data });
