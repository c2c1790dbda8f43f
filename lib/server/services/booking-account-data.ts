import 'server-only';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { hasReceipt, type BookingStatus } from '@/lib/consultations/booking-status';
import { bookingEvents, bookings, payments } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * A user's bookings and payments in their data download, and what deleting the account does to
 * them. A booking that was paid is an accounting record the business must keep (Privacy Policy):
 * it stays, cut loose from the account and stripped of the customer's details (address, birth
 * details, note). Everything never paid goes.
 */

export async function exportBookingsFor(userId: string, tx: Tx) {
  const rows = await tx.select().from(bookings).where(eq(bookings.userId, userId));
  if (rows.length === 0) return [];
  const ids = rows.map((b) => b.id);
  const events = await tx.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, ids));
  const pays = await tx.select().from(payments).where(inArray(payments.bookingId, ids));
  return rows.map((b) => ({
    _id: b.id,
    number: b.number,
    service: b.serviceTitle,
    amountPaise: b.amountPaise,
    status: b.status,
    preferredDate: b.preferredDate,
    timeWindow: b.timeWindow,
    details: b.details,
    note: b.note,
    scheduledFor: b.scheduledFor,
    createdAt: b.createdAt,
    history: events.filter((e) => e.bookingId === b.id).map((e) => ({ from: e.fromStatus, to: e.toStatus, by: e.actorKind, note: e.note, at: e.createdAt })),
    payments: pays
      .filter((p) => p.bookingId === b.id)
      .map((p) => ({ provider: p.provider, orderId: p.orderId, paymentId: p.paymentId, amountPaise: p.amountPaise, currency: p.currency, status: p.status, paidAt: p.paidAt, createdAt: p.createdAt })),
  }));
}

export async function eraseBookingsFor(userId: string, tx: Tx): Promise<void> {
  const rows = await tx.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.userId, userId));
  if (rows.length === 0) return;
  const ids = rows.map((b) => b.id);
  const paidByProvider = new Set(
    (await tx.select({ bookingId: payments.bookingId }).from(payments).where(and(inArray(payments.bookingId, ids), eq(payments.status, 'paid')))).map((p) => p.bookingId),
  );
  const kept = rows.filter((b) => hasReceipt(b.status as BookingStatus) || paidByProvider.has(b.id)).map((b) => b.id);
  const dropped = ids.filter((id) => !kept.includes(id));

  if (dropped.length > 0) {
    // Orders that were never paid say nothing an accountant needs.
    await tx.delete(payments).where(and(inArray(payments.bookingId, dropped), ne(payments.status, 'paid')));
    await tx.delete(bookings).where(inArray(bookings.id, dropped));
  }
  if (kept.length > 0) {
    await tx.update(bookings).set({ userId: null, details: {}, note: '', updatedAt: new Date() }).where(inArray(bookings.id, kept));
    await tx.update(bookingEvents).set({ actorUserId: null }).where(and(inArray(bookingEvents.bookingId, kept), eq(bookingEvents.actorUserId, userId)));
  }
  // Payment rows point at the user too: the kept ones lose the link, unpaid strays go.
  await tx.delete(payments).where(and(eq(payments.userId, userId), or(isNull(payments.bookingId), ne(payments.status, 'paid'))));
  await tx.update(payments).set({ userId: null }).where(eq(payments.userId, userId));
}
