import 'server-only';
import { eq } from 'drizzle-orm';
import { formatBookingDay, formatBookingTime, formatSlotWhen } from '@/lib/consultations/booking-dates';
import { BOOKING_STATUS_LABELS, CONSULTATION_MODE_LABELS, TIME_WINDOW_LABELS, type BookingStatus, type TimeWindow } from '@/lib/consultations/booking-status';
import { NEXT_STEPS } from '@/lib/consultations/modes';
import { findBookableService, serviceTextsIn } from '@/lib/consultations/services';
import { toIndiaIso } from '@/lib/experts';
import type { BookingData } from '@/lib/contract/bookings';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '../db/client';
import { bookingEvents, bookings, users } from '../db/schema';
import { deliverEmailBookingUpdate, deliverSmsBookingUpdate, type BookingUpdateMessage } from '../delivery';
import {
  BOOKING_STATUS_LABELS_HI,
  bookingDayHi,
  bookingTimeHi,
  CONSULTATION_MODE_HOW_HI,
  NEXT_STEPS_HI,
  SITE_NAME_HI,
  slotWhenHi,
  TIME_WINDOW_LABELS_HI,
} from '../delivery/words-hi';
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
 * address has no place in an SMS or an e-mail. In the account's `language`.
 */
export function bookingUpdateMessage(
  booking: { id: string; number: string | null; serviceTitle: string; status: BookingStatus; preferredDate: string; timeWindow: TimeWindow; scheduledFor: Date | null },
  language: Locale = 'en',
): BookingUpdateMessage {
  const number = booking.number ?? booking.id.slice(0, 8);
  if (language === 'hi') {
    const state = BOOKING_STATUS_LABELS_HI[booking.status];
    const scheduled = booking.status === 'scheduled' && booking.scheduledFor;
    const date = scheduled ? bookingTimeHi(booking.scheduledFor!) : `${bookingDayHi(booking.preferredDate)}, ${TIME_WINDOW_LABELS_HI[booking.timeWindow]}`;
    const dateLabel = booking.status === 'scheduled' ? 'तय समय' : 'पसंदीदा तारीख';
    return {
      subject: `${booking.serviceTitle} की आपकी बुकिंग: ${state}`,
      text: `${SITE_NAME_HI}: ${booking.serviceTitle} की आपकी बुकिंग की स्थिति अब "${state}" है। ${dateLabel}: ${date}। बुकिंग ${number}।`,
      smsVariables: { service: booking.serviceTitle, status: state, date },
    };
  }
  const state = BOOKING_STATUS_LABELS[booking.status];
  const date =
    booking.status === 'scheduled' && booking.scheduledFor
      ? formatBookingTime(booking.scheduledFor)
      : `${formatBookingDay(booking.preferredDate)}, ${TIME_WINDOW_LABELS[booking.timeWindow].toLowerCase()}`;
  const dateLabel = booking.status === 'scheduled' ? 'Agreed time' : 'Preferred date';
  return {
    subject: `Your booking for ${booking.serviceTitle}: ${state}`,
    text: `AstroVastu Kendra: your booking for ${booking.serviceTitle} is now ${state}. ${dateLabel}: ${date}. Booking ${number}.`,
    smsVariables: { service: booking.serviceTitle, status: state, date },
  };
}

/** A paid booking on a time slot, as its confirmation says it. */
export type ConfirmedBooking = Pick<BookingData, 'number' | 'serviceTitle' | 'expert'> & { slot: NonNullable<BookingData['slot']>; mode: NonNullable<BookingData['mode']> };

/**
 * The confirmation of a paid consultation on a slot (the same words as /bookings/{id}/confirmed):
 * what, with whom, when in India time, how, and what happens next. No birth or property detail.
 */
export function bookingConfirmedMessage(booking: ConfirmedBooking, language: Locale = 'en'): BookingUpdateMessage {
  const number = booking.number ?? '';
  if (language === 'hi') {
    const when = slotWhenHi(booking.slot);
    const withWhom = booking.expert ? `, ${booking.expert.name} के साथ` : '';
    return {
      subject: `बुकिंग ${number} की पुष्टि: ${booking.serviceTitle}`,
      text: `${SITE_NAME_HI}: आपकी बुकिंग ${number} की पुष्टि हो गई है और भुगतान मिल गया है। ${booking.serviceTitle}${withWhom}, ${when}, ${CONSULTATION_MODE_HOW_HI[booking.mode]}। ${NEXT_STEPS_HI[booking.mode]}`,
      smsVariables: { service: booking.serviceTitle, status: 'पुष्टि हो गई', date: when },
    };
  }
  const when = formatSlotWhen(booking.slot);
  const withWhom = booking.expert ? ` with ${booking.expert.name}` : '';
  return {
    subject: `Booking ${number} confirmed: ${booking.serviceTitle}`,
    text: `AstroVastu Kendra: your booking ${number} is confirmed and paid. ${booking.serviceTitle}${withWhom}, ${when}, by ${CONSULTATION_MODE_LABELS[booking.mode].toLowerCase()}. ${NEXT_STEPS[booking.mode]}`,
    smsVariables: { service: booking.serviceTitle, status: 'Confirmed', date: when },
  };
}

/** The words of a consultation given another expert or time by staff: "Your consultation AVK-… is now with X on <date time>". */
export function appointmentMessage(booking: { id: string; number: string | null; serviceTitle: string; slotStart: Date | null }, expertName: string, language: Locale = 'en'): BookingUpdateMessage {
  const number = booking.number ?? booking.id.slice(0, 8);
  if (language === 'hi') {
    const when = booking.slotStart ? bookingTimeHi(booking.slotStart) : null;
    return {
      subject: `आपका परामर्श ${number}: अब ${expertName} के साथ`,
      text: when
        ? `${SITE_NAME_HI}: आपका परामर्श ${number} अब ${expertName} के साथ ${when} पर है।`
        : `${SITE_NAME_HI}: आपका परामर्श ${number} अब ${expertName} के साथ है। समय की पुष्टि हम जल्द करेंगे।`,
      smsVariables: { service: booking.serviceTitle, status: `${expertName} के साथ`, date: when ?? 'समय की पुष्टि बाकी' },
    };
  }
  const when = booking.slotStart ? formatBookingTime(booking.slotStart) : 'a time we will confirm';
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
async function noticeOf(booking: typeof bookings.$inferSelect, language: Locale): Promise<BookingUpdateMessage> {
  const { slotStart, slotEnd, mode, expertSlug } = booking;
  if (booking.status !== 'paid' || !slotStart || !slotEnd || !mode) return bookingUpdateMessage(booking, language);
  const expert = expertSlug ? await findBookableExpertNow(await getDb(), expertSlug) : null;
  return bookingConfirmedMessage({
    number: booking.number,
    serviceTitle: booking.serviceTitle,
    expert: expert ? { slug: expert.slug, name: expert.name, kind: expert.kind } : null,
    slot: { start: toIndiaIso(slotStart), end: toIndiaIso(slotEnd) },
    mode,
  }, language);
}

async function sendBookingNotice(notice: QueuedNotice): Promise<void> {
  const { appointment } = notice;
  const words: NoticeWords = appointment ? (booking, language) => appointmentMessage(booking, appointment.expertName, language) : noticeOf;
  await deliverToCustomer(notice.bookingId, words, 'booking notice');
}

/**
 * The words telling a customer that their video call's link is ready. The link itself stays on
 * their booking page (signed in): an SMS or e-mail may be read by others.
 */
export function meetingLinkMessage(booking: { id: string; number: string | null; serviceTitle: string; slotStart: Date | null; scheduledFor: Date | null }, language: Locale = 'en'): BookingUpdateMessage {
  const at = booking.slotStart ?? booking.scheduledFor;
  if (language === 'hi') {
    const date = at ? bookingTimeHi(at) : 'तय समय';
    return {
      subject: `${booking.serviceTitle} के लिए आपका वीडियो कॉल लिंक तैयार है`,
      text: `${SITE_NAME_HI}: आपके विशेषज्ञ ने ${booking.serviceTitle} (${date}) के लिए वीडियो कॉल का लिंक जोड़ दिया है। जुड़ने के लिए "मेरी बुकिंग" में अपनी बुकिंग खोलें। बुकिंग ${booking.number ?? booking.id.slice(0, 8)}।`,
      smsVariables: { service: booking.serviceTitle, status: 'वीडियो कॉल लिंक जोड़ा गया', date },
    };
  }
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

/** The words of one kind of booking message, for a booking (its service's title already in `language`). */
type NoticeWords = (booking: typeof bookings.$inferSelect, language: Locale) => BookingUpdateMessage | Promise<BookingUpdateMessage>;

/** The booking with its service's title in `language` (the stored title is the English one of the day it was booked). */
function inLanguage(booking: typeof bookings.$inferSelect, language: Locale): typeof bookings.$inferSelect {
  const service = language === 'en' ? undefined : findBookableService(booking.serviceSlug);
  return service ? { ...booking, serviceTitle: serviceTextsIn(service, language).title } : booking;
}

/** Sends the booking's message to its customer, in their account's language: SMS, and e-mail when their address is verified. */
async function deliverToCustomer(bookingId: string, words: NoticeWords, what: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ booking: bookings, user: { countryCode: users.countryCode, mobile: users.mobile, email: users.email, emailVerifiedAt: users.emailVerifiedAt, language: users.language } })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return; // the account was deleted meanwhile
  const { language } = row.user;
  const message = await words(inLanguage(row.booking, language), language);
  const sends: Promise<void>[] = [deliverSmsBookingUpdate(`+${row.user.countryCode.replace(/^\+/, '')}${row.user.mobile}`, message, language)];
  if (row.user.email && row.user.emailVerifiedAt) sends.push(deliverEmailBookingUpdate(row.user.email, message, language));
  const results = await Promise.allSettled(sends);
  for (const result of results) if (result.status === 'rejected') logError(`${what} delivery failed`, result.reason, { bookingId });
  log.info({ bookingId, status: row.booking.status }, `${what} sent`);
}
