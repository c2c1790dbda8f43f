// The life of a booking: its states, who may move it where, and the time windows a customer can
// ask for. Pure: imports nothing. The server's changeBookingStatus is the one place that applies
// these rules; pages and e-mails take their words from here.

export const BOOKING_STATUSES = ['pending_payment', 'paid', 'scheduled', 'completed', 'cancelled', 'refunded'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const TIME_WINDOWS = ['morning', 'afternoon', 'evening'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

/** Who changed a booking's state ("expert": the consultation's expert marked it done at their desk). */
export const BOOKING_ACTOR_KINDS = ['customer', 'admin', 'system', 'payment', 'expert'] as const;
export type BookingActorKind = (typeof BOOKING_ACTOR_KINDS)[number];

/**
 * Allowed moves. A paid booking is scheduled (and may be rescheduled), then completed; a report
 * needs no appointment, so paid may go straight to completed. Money comes back only as a refund:
 * a paid booking is never simply cancelled. Cancelled, completed and refunded are final.
 */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['scheduled', 'completed', 'refunded'],
  scheduled: ['scheduled', 'completed', 'refunded'],
  completed: [],
  cancelled: [],
  refunded: [],
};

/** Moves each kind of actor may make; an admin may make any allowed move. */
const ACTOR_MOVES: Record<BookingActorKind, (from: BookingStatus, to: BookingStatus) => boolean> = {
  customer: (from, to) => from === 'pending_payment' && to === 'cancelled',
  payment: (from, to) => from === 'pending_payment' && to === 'paid',
  system: (from, to) => from === 'pending_payment' && to === 'cancelled',
  admin: () => true,
  expert: (from, to) => (from === 'paid' || from === 'scheduled') && to === 'completed',
};

export function canChangeStatus(from: BookingStatus, to: BookingStatus, actor: BookingActorKind): boolean {
  return TRANSITIONS[from].includes(to) && ACTOR_MOVES[actor](from, to);
}

/**
 * An admin's undo of a wrong "Completed" or "Cancelled": back to the state it came from (a
 * completed consultation to paid or scheduled, a cancelled booking to waiting for payment).
 * Refunded stays final: the money went back.
 */
const REOPENED_TO: Partial<Record<BookingStatus, readonly BookingStatus[]>> = { completed: ['paid', 'scheduled'], cancelled: ['pending_payment'] };

export const canReopen = (from: BookingStatus, to: BookingStatus): boolean => REOPENED_TO[from]?.includes(to) ?? false;

/** A state an admin may undo (its reason required): completed or cancelled. */
export const isReopenable = (status: BookingStatus): boolean => REOPENED_TO[status] !== undefined;

export function nextStatuses(from: BookingStatus): readonly BookingStatus[] {
  return TRANSITIONS[from];
}

/**
 * How a consultation takes place, chosen by the customer: a phone call, a video call (the
 * expert adds the meeting link at their desk) or, for a Vastu service, a visit to the property.
 */
export const CONSULTATION_MODES = ['phone', 'video', 'visit'] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];

export const CONSULTATION_MODE_LABELS: Record<ConsultationMode, string> = {
  phone: 'Phone call',
  video: 'Video call',
  visit: 'Visit to the property',
};

/** The modes as Hindi pages name them. */
export const CONSULTATION_MODE_LABELS_HI: Record<ConsultationMode, string> = {
  phone: 'फ़ोन कॉल',
  video: 'वीडियो कॉल',
  visit: 'संपत्ति पर आकर परामर्श',
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Waiting for payment',
  paid: 'Paid',
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The states as Hindi pages name them. */
export const BOOKING_STATUS_LABELS_HI: Record<BookingStatus, string> = {
  pending_payment: 'भुगतान बाकी',
  paid: 'भुगतान हो गया',
  scheduled: 'समय तय',
  completed: 'पूरा हुआ',
  cancelled: 'रद्द',
  refunded: 'राशि लौटाई गई',
};

export const TIME_WINDOW_LABELS: Record<TimeWindow, string> = {
  morning: 'Morning (9 am to 12 noon)',
  afternoon: 'Afternoon (12 noon to 4 pm)',
  evening: 'Evening (4 pm to 8 pm)',
};

/** The time windows as Hindi pages name them (the same hours). */
export const TIME_WINDOW_LABELS_HI: Record<TimeWindow, string> = {
  morning: 'सुबह (9 से दोपहर 12 बजे तक)',
  afternoon: 'दोपहर (12 से शाम 4 बजे तक)',
  evening: 'शाम (4 से रात 8 बजे तक)',
};

/** The language a booking's words are shown in (English everywhere unless a Hindi page asks). */
export type BookingLanguage = 'en' | 'hi';

/** A booking's state in a language. */
export const bookingStatusLabel = (status: BookingStatus, lang: BookingLanguage = 'en'): string => (lang === 'hi' ? BOOKING_STATUS_LABELS_HI : BOOKING_STATUS_LABELS)[status];

/** A consultation mode in a language. */
export const consultationModeLabel = (mode: ConsultationMode, lang: BookingLanguage = 'en'): string => (lang === 'hi' ? CONSULTATION_MODE_LABELS_HI : CONSULTATION_MODE_LABELS)[mode];

/**
 * A time window in a language, as it reads inside a sentence ("1 December 2026, morning (9 am to
 * 12 noon)"): English lower-cases it; Hindi has no case.
 */
export const timeWindowInSentence = (window: TimeWindow, lang: BookingLanguage = 'en'): string => (lang === 'hi' ? TIME_WINDOW_LABELS_HI[window] : TIME_WINDOW_LABELS[window].toLowerCase());

/** A time window as a choice of the form, in a language. */
export const timeWindowLabel = (window: TimeWindow, lang: BookingLanguage = 'en'): string => (lang === 'hi' ? TIME_WINDOW_LABELS_HI : TIME_WINDOW_LABELS)[window];

/**
 * A consultation may be marked completed only once it has begun: the start of its slot, or the
 * time staff scheduled it for, has passed. A report, or a booking with no time set, has nothing to wait for.
 */
export function hasBegun(booking: { slotStart: Date | string | null; scheduledFor: Date | string | null }, now: Date = new Date()): boolean {
  const start = booking.slotStart ?? booking.scheduledFor;
  return start === null || new Date(start).getTime() <= now.getTime();
}

/** Said (409) when someone marks a consultation completed before it has begun. */
export const NOT_BEGUN_MESSAGE = 'This consultation has not started yet. It can be marked completed once its time has begun.';

/** A customer may cancel a booking online only while it is unpaid. */
export const canCustomerCancel = (status: BookingStatus) => canChangeStatus(status, 'cancelled', 'customer');

/** Paid or later: a receipt exists (refunded bookings were paid once too). */
export const hasReceipt = (status: BookingStatus) => status === 'paid' || status === 'scheduled' || status === 'completed' || status === 'refunded';

/** Most unpaid bookings one customer may hold at once (each stays until paid or cancelled). */
export const MAX_PENDING_BOOKINGS_PER_USER = 20;

/** How a customer asks to cancel a paid booking (Terms and Conditions): said by the API and shown on its page. */
export const PAID_CANCELLATION_HELP =
  'This booking is already paid, so it cannot be cancelled online. To ask for a cancellation and refund, contact us as the Terms and Conditions describe, quoting the booking number.';

/** The FAQ's promise: someone calls within this many hours of a payment. */
export const CALL_PROMISE_HOURS = 24;

/** A paid booking nobody has scheduled (called) yet, paid longer ago than the promise: shown in red, with words. */
export function isCallOverdue(status: BookingStatus, paidAt: string | Date | null, now: Date = new Date()): boolean {
  if (status !== 'paid' || !paidAt) return false;
  return now.getTime() - new Date(paidAt).getTime() > CALL_PROMISE_HOURS * 60 * 60 * 1000;
}

/**
 * How long a payment order stays open: the customer may be paying it at the provider meanwhile
 * (a card's 3-D Secure page, a UPI app), so their cancel waits. The server's setting
 * PAYMENT_ORDER_OPEN_SECONDS defaults to this.
 */
export const ORDER_OPEN_MINUTES = 15;

/** An order neither paid nor failed, made less than `openMs` ago: a payment for it may still come. */
export function isOrderOpen(order: { status: string; createdAt: Date }, openMs: number, now: Date = new Date()): boolean {
  return order.status === 'created' && now.getTime() - order.createdAt.getTime() < openMs;
}

/** The customer's cancel while an order is open. */
export const PAYMENT_MAY_BE_UNDER_WAY = 'A payment for this booking may be under way. Please try again in a few minutes.';

/** A failed try to pay, as the booking's history shows it: "Payment failed (Card declined)". */
export const paymentFailedNote = (reason: string | null) => `Payment failed (${reason?.trim() || 'no reason given'})`;

/**
 * A history row that moves nothing: written by the payment, in the state the booking was
 * already in (a late or double payment given back). Every real move changes the state, or is
 * a reschedule by staff.
 */
export const isHistoryNote = (event: { fromStatus: BookingStatus | null; toStatus: BookingStatus; actorKind: BookingActorKind }) =>
  event.actorKind === 'payment' && event.fromStatus === event.toStatus;
