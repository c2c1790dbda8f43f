import 'server-only';
import { eq } from 'drizzle-orm';
import { formatBookingDay, formatBookingTime } from '@/lib/consultations/booking-dates';
import { BOOKING_STATUS_LABELS, TIME_WINDOW_LABELS, type BookingStatus, type TimeWindow } from '@/lib/consultations/booking-status';
import { getDb } from '../db/client';
import { bookingEvents, bookings, users } from '../db/schema';
import { deliverEmailBookingUpdate, deliverSmsBookingUpdate, type BookingUpdateMessage } from '../delivery';
import { log, logError } from '../log';

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

async function sendBookingNotice(notice: QueuedNotice): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ booking: bookings, user: { countryCode: users.countryCode, mobile: users.mobile, email: users.email, emailVerifiedAt: users.emailVerifiedAt } })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, notice.bookingId))
    .limit(1);
  if (!row) return; // the account was deleted meanwhile
  const message = notice.appointment ? appointmentMessage(row.booking, notice.appointment.expertName) : bookingUpdateMessage(row.booking);
  const sends: Promise<void>[] = [deliverSmsBookingUpdate(`+${row.user.countryCode.replace(/^\+/, '')}${row.user.mobile}`, message)];
  if (row.user.email && row.user.emailVerifiedAt) sends.push(deliverEmailBookingUpdate(row.user.email, message));
  const results = await Promise.allSettled(sends);
  for (const result of results) if (result.status === 'rejected') logError('booking notice delivery failed', result.reason, { bookingId: notice.bookingId });
  log.info({ bookingId: notice.bookingId, status: row.booking.status }, 'booking notice sent');
}
