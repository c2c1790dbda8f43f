import 'server-only';
import { eq } from 'drizzle-orm';
import { formatBookingDay, formatBookingTime, formatSlotWhen } from '@/lib/consultations/booking-dates';
import { BOOKING_STATUS_LABELS, CONSULTATION_MODE_LABELS, TIME_WINDOW_LABELS, type BookingStatus, type TimeWindow } from '@/lib/consultations/booking-status';
import { NEXT_STEPS } from '@/lib/consultations/modes';
import { toIndiaIso } from '@/lib/experts';
import type { BookingData } from '@/lib/contract/bookings';
import { getDb } from '../db/client';
import { bookingEvents, bookings, users } from '../db/schema';
import { deliverEmailBookingUpdate, deliverSmsBookingUpdate, type BookingUpdateMessage } from '../delivery';
import { log, logError } from '../log';
import { findBookableExpertNow } from './experts';

// Tells a customer that their booking changed state: SMS through the configured provider, e-mail
// when their address is verified, the console when no provider is configured. Sent only after
// the change is committed: changeBookingStatus runs in its caller's transaction, which may still
// roll back, so the notice waits until its booking_events row can be read from outside it.

interface QueuedNotice {
  eventId: string;
  bookingId: string;
  userId: string;
  /** Set when staff gave the consultation another expert or time: the notice says who and when. */
  appointment?: { expertName: string };
}

/** Waits between reads of the event row: a committed change is seen at once; a long transaction within ~8 s. */
const VISIBILITY_WAITS_MS = [0, 25, 100, 250, 500, 1000, 2000, 4000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The words of a booking update: the service, its new state and the date that matters (the agreed
 * time once scheduled, else the preferred date). Never the booking's details: a birth date or an
 * address has no place in an SMS or an e-mail.
 */
export function bookingUpdateMessage(booking: { id: string; number: string | null; serviceTitle: string; status: BookingStatus; preferredDate: string; timeWindow: TimeWindow; scheduledFor: Date | null }): BookingUpdateMessage {
  const state = BOOKING_STATUS_LABELS[booking.status];
  const date =
    booking.status === 'scheduled' && booking.scheduledFor
      ? formatBookingTime(booking.scheduledFor)
      : `${formatBookingDay(booking.preferredDate)}, ${TIME_WINDOW_LABELS[booking.timeWindow].toLowerCase()}`;
  const dateLabel = booking.status === 'scheduled' ? 'Agreed time' : 'Preferred date';
  return {
    subject: `Your booking for ${booking.serviceTitle}: ${state}`,
    text: `AstroVastu Kendra: your booking for ${booking.serviceTitle} is now ${state}. ${dateLabel}: ${date}. Booking ${booking.number ?? booking.id.slice(0, 8)}.`,
    smsVariables: { service: booking.serviceTitle, status: state, date },
  };
}

/** A paid booking on a time slot, as its confirmation says it. */
export type ConfirmedBooking = Pick<BookingData, 'number' | 'serviceTitle' | 'expert'> & { slot: NonNullable<BookingData['slot']>; mode: NonNullable<BookingData['mode']> };

/**
 * The confirmation of a paid consultation on a slot (the same words as /bookings/{id}/confirmed):
 * what, with whom, when in India time, how, and what happens next. No birth or property detail.
 */
export function bookingConfirmedMessage(booking: ConfirmedBooking): BookingUpdateMessage {
  const when = formatSlotWhen(booking.slot);
  const withWhom = booking.expert ? ` with ${booking.expert.name}` : '';
  const number = booking.number ?? '';
  return {
    subject: `Booking ${number} confirmed: ${booking.serviceTitle}`,
    text: `AstroVastu Kendra: your booking ${number} is confirmed and paid. ${booking.serviceTitle}${withWhom}, ${when}, by ${CONSULTATION_MODE_LABELS[booking.mode].toLowerCase()}. ${NEXT_STEPS[booking.mode]}`,
    smsVariables: { service: booking.serviceTitle, status: 'Confirmed', date: when },
  };
}

/** The words of a consultation given another expert or time by staff: "Your consultation AVK-… is now with X on <date time>". */
export function appointmentMessage(booking: { id: string; number: string | null; serviceTitle: string; slotStart: Date | null }, expertName: string): BookingUpdateMessage {
  const when = booking.slotStart ? formatBookingTime(booking.slotStart) : 'a time we will confirm';
  const number = booking.number ?? booking.id.slice(0, 8);
  return {
    subject: `Your consultation ${number}: now with ${expertName}`,
    text: `AstroVastu Kendra: Your consultation ${number} is now with ${expertName} on ${when}.`,
    smsVariables: { service: booking.serviceTitle, status: `with ${expertName}`, date: when },
  };
}

/** Queues the notice of a state change; it is sent in the background once the change is committed. */
export function queueBookingNotice(notice: QueuedNotice): void {
  void sendWhenCommitted(notice).catch((err) => logError('booking notice not sent', err, { bookingId: notice.bookingId }));
}

async function sendWhenCommitted(notice: QueuedNotice): Promise<void> {
  const db = await getDb();
  for (const wait of VISIBILITY_WAITS_MS) {
    await sleep(wait);
    const [event] = await db.select({ id: bookingEvents.id }).from(bookingEvents).where(eq(bookingEvents.id, notice.eventId)).limit(1);
    if (event) return sendBookingNotice(notice);
  }
  // Rolled back (nothing changed, nothing to say) or a transaction longer than the waits.
  log.info({ bookingId: notice.bookingId }, 'booking change not committed: no notice sent');
}

/** The words of a booking's notice: its confirmation once paid on a slot, else the update of its state. */
async function noticeOf(booking: typeof bookings.$inferSelect): Promise<BookingUpdateMessage> {
  const { slotStart, slotEnd, mode, expertSlug } = booking;
  if (booking.status !== 'paid' || !slotStart || !slotEnd || !mode) return bookingUpdateMessage(booking);
  const expert = expertSlug ? await findBookableExpertNow(await getDb(), expertSlug) : null;
  return bookingConfirmedMessage({
    number: booking.number,
    serviceTitle: booking.serviceTitle,
    expert: expert ? { slug: expert.slug, name: expert.name, kind: expert.kind } : null,
    slot: { start: toIndiaIso(slotStart), end: toIndiaIso(slotEnd) },
    mode,
  });
}

async function sendBookingNotice(notice: QueuedNotice): Promise<void> {
  const { appointment } = notice;
  const words = appointment ? (booking: typeof bookings.$inferSelect) => appointmentMessage(booking, appointment.expertName) : noticeOf;
  await deliverToCustomer(notice.bookingId, words, 'booking notice');
}

/**
 * The words telling a customer that their video call's link is ready. The link itself stays on
 * their booking page (signed in): an SMS or e-mail may be read by others.
 */
export function meetingLinkMessage(booking: { id: string; number: string | null; serviceTitle: string; slotStart: Date | null; scheduledFor: Date | null }): BookingUpdateMessage {
  const at = booking.slotStart ?? booking.scheduledFor;
  const date = at ? formatBookingTime(at) : 'the agreed time';
  return {
    subject: `Your video call link for ${booking.serviceTitle} is ready`,
    text: `AstroVastu Kendra: your expert added the video call link for ${booking.serviceTitle} (${date}). Open your booking in My Bookings to join. Booking ${booking.number ?? booking.id.slice(0, 8)}.`,
    smsVariables: { service: booking.serviceTitle, status: 'Video call link added', date },
  };
}

/** Tells the customer, in the background, that the meeting link of their (committed) booking was first added. */
export function sendMeetingLinkNotice(bookingId: string): void {
  void deliverToCustomer(bookingId, meetingLinkMessage, 'meeting link notice').catch((err) => logError('meeting link notice not sent', err, { bookingId }));
}

/** Sends the booking's message to its customer: SMS, and e-mail when their address is verified. */
async function deliverToCustomer(bookingId: string, words: (booking: typeof bookings.$inferSelect) => BookingUpdateMessage | Promise<BookingUpdateMessage>, what: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ booking: bookings, user: { countryCode: users.countryCode, mobile: users.mobile, email: users.email, emailVerifiedAt: users.emailVerifiedAt } })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return; // the account was deleted meanwhile
  const message = await words(row.booking);
  const sends: Promise<void>[] = [deliverSmsBookingUpdate(`+${row.user.countryCode.replace(/^\+/, '')}${row.user.mobile}`, message)];
  if (row.user.email && row.user.emailVerifiedAt) sends.push(deliverEmailBookingUpdate(row.user.email, message));
  const results = await Promise.allSettled(sends);
  for (const result of results) if (result.status === 'rejected') logError(`${what} delivery failed`, result.reason, { bookingId });
  log.info({ bookingId, status: row.booking.status }, `${what} sent`);
}
