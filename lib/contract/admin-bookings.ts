import './zod-jitless';
import { z } from 'zod';
import { BOOKING_STATUSES, type BookingStatus } from '../consultations/booking-status';
import { BOOKING_NUMBER_PATTERN } from '../invoices/numbering';
import { pageQuerySchema, type Paged } from './admin';
import { calendarDaySchema } from './admin-content';
import { EXPERT_SLUG_MAX_LENGTH, isSlotTime, SLOT_START_MESSAGE, type BookingData, type BookingEventData } from './bookings';
import type { PaymentProviderName, PaymentStatus } from './payments';
import { requiredText, textField } from './text-field';

// The console's bookings (issue 11): GET /api/admin/bookings (filters in the query),
// PATCH /api/admin/bookings/{id} `{status, note, scheduledAt?}`, and (issue 24) PUT .../appointment
// `{expertSlug, slotStart}` and POST .../reopen `{reason}`. Admins only.

/** The moves staff make from the console; paid comes only from a payment, pending never again. */
export const ADMIN_BOOKING_MOVES = ['scheduled', 'completed', 'cancelled', 'refunded'] as const satisfies readonly BookingStatus[];
export type AdminBookingMove = (typeof ADMIN_BOOKING_MOVES)[number];

export const ADMIN_BOOKING_NOTE_MAX_LENGTH = 500;
/** How far ahead a consultation may be scheduled. */
export const SCHEDULE_HORIZON_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A consultation is agreed for today or later (a day's grace, for one recorded after the call), within the horizon. */
export function isWithinScheduleHorizon(at: Date, now: Date = new Date()): boolean {
  return at.getTime() >= now.getTime() - DAY_MS && at.getTime() <= now.getTime() + SCHEDULE_HORIZON_DAYS * DAY_MS;
}

const STATUS_FILTER_MESSAGE = `Please choose a status: ${BOOKING_STATUSES.join(', ')}.`;
const DAY_MESSAGE = 'Dates are written YYYY-MM-DD and must exist in the calendar.';
const SEARCH_MESSAGE = 'Search by a booking number (AVK-2612-0042), a 10-digit mobile number or a booking id.';

/** Empty filter fields (the form's "any") mean no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .union([z.literal(''), schema], message)
    .optional()
    .transform((v) => (v === '' ? undefined : (v as z.output<T> | undefined)));

export const adminBookingListQuerySchema = z
  .object({
    page: pageQuerySchema,
    status: optionalFilter(z.enum(BOOKING_STATUSES), STATUS_FILTER_MESSAGE),
    /** Bookings made from this India day on (YYYY-MM-DD). */
    from: optionalFilter(calendarDaySchema, DAY_MESSAGE),
    /** Bookings made up to and including this India day. */
    to: optionalFilter(calendarDaySchema, DAY_MESSAGE),
    /** A booking's short number, a customer's 10-digit mobile number or a booking id. */
    q: optionalFilter(
      textField('search', 40, { required: SEARCH_MESSAGE, tooLong: SEARCH_MESSAGE })
        .trim()
        .refine((q) => /^(\d{10}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.test(q) || BOOKING_NUMBER_PATTERN.test(q), SEARCH_MESSAGE),
      SEARCH_MESSAGE,
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The end date must not be before the start date.' });
export type AdminBookingListQuery = z.output<typeof adminBookingListQuerySchema>;

export const adminBookingUpdateSchema = z
  .object({
    status: z.enum(ADMIN_BOOKING_MOVES, `Please choose a new status: ${ADMIN_BOOKING_MOVES.join(', ')}.`),
    note: textField('note', ADMIN_BOOKING_NOTE_MAX_LENGTH, {
      required: 'Please write a note.',
      tooLong: `Please shorten the note to at most ${ADMIN_BOOKING_NOTE_MAX_LENGTH} characters.`,
    })
      .trim()
      .optional()
      .transform((v) => v || undefined),
    /** The agreed date and time, with its offset (e.g. 2026-12-01T10:30:00+05:30). */
    scheduledAt: z.iso.datetime({ offset: true, message: 'Please give the agreed date and time, e.g. 2026-12-01T10:30:00+05:30.' }).optional(),
  })
  .refine((u) => u.status !== 'scheduled' || u.scheduledAt, { path: ['scheduledAt'], message: 'Please give the agreed date and time of the consultation.' })
  .refine((u) => !u.scheduledAt || isWithinScheduleHorizon(new Date(u.scheduledAt)), {
    path: ['scheduledAt'],
    message: `Please choose a time from today up to ${SCHEDULE_HORIZON_DAYS} days ahead.`,
  })
  .refine((u) => u.status === 'scheduled' || !u.scheduledAt, { path: ['scheduledAt'], message: 'A date and time is given only when scheduling.' });
export type AdminBookingUpdate = z.output<typeof adminBookingUpdateSchema>;

/** A history row as the console shows it: the customer's view plus which staff member made the move. */
export interface AdminBookingEvent extends BookingEventData {
  /** The admin who moved it (name and mobile as staff know them); null for the customer, a payment or the system. */
  actor: { name: string; mobile: string } | null;
}

export interface AdminBookingPayment {
  /** The payment's row id (POST /api/admin/payments/{id}/refund). */
  id: string;
  provider: PaymentProviderName;
  orderId: string;
  paymentId: string | null;
  amountPaise: number;
  status: PaymentStatus;
  paidAt: string | null;
  /** The provider's refund id once the money went back. */
  refundId: string | null;
  refundedAt: string | null;
  /** Captured after the booking stopped waiting for a payment (cancelled, or paid by another order): not the booking's money, given back automatically. */
  refundDue: boolean;
  /** Why the provider last refused to give it back, while it is not given back. */
  refundRefusal: string | null;
}

/** A booking as the console shows it: the customer's own view plus who they are, the payments and who moved it. */
export interface AdminBooking extends Omit<BookingData, 'history'> {
  /** The account's name and state ("Haryana (06)", the invoices' place of supply) as they are now. */
  customer: { id: string; name: string; state: string | null; mobile: string; email: string | null } | null;
  payments: AdminBookingPayment[];
  history: AdminBookingEvent[];
}

export interface AdminBookingPage extends Paged {
  items: AdminBooking[];
}

/** The answer of GET and PATCH /api/admin/bookings/{id}. */
export interface AdminBookingResponse {
  booking: AdminBooking;
}

/** The moment the booking was paid (the captured payment it kept), for the 24-hour call promise. */
export const paidAtOf = (booking: Pick<AdminBooking, 'payments'>): string | null => booking.payments.find((p) => p.status === 'paid' && !p.refundDue)?.paidAt ?? null;

export const REOPEN_REASON_MAX_LENGTH = 500;

/**
 * PUT /api/admin/bookings/{id}/appointment: the expert who takes a paid or scheduled
 * consultation and the start of one of that expert's free slots (GET /api/experts/{slug}/slots).
 */
export const adminAppointmentSchema = z.object({
  expertSlug: textField('Expert', EXPERT_SLUG_MAX_LENGTH, { required: 'Please choose an expert.' }).trim().min(1, 'Please choose an expert.'),
  slotStart: textField('slotStart', 40, { required: SLOT_START_MESSAGE, tooLong: SLOT_START_MESSAGE })
    .trim()
    .refine((v) => isSlotTime(v), SLOT_START_MESSAGE),
});
export type AdminAppointment = z.output<typeof adminAppointmentSchema>;

/** POST /api/admin/bookings/{id}/reopen: why a wrong "Completed" or "Cancelled" is undone (required; the customer sees it in the history). */
export const adminReopenSchema = z.object({
  reason: requiredText('reason', REOPEN_REASON_MAX_LENGTH, {
    required: 'Please write why this booking is reopened.',
    tooLong: `Please shorten the reason to at most ${REOPEN_REASON_MAX_LENGTH} characters.`,
  }),
});
export type AdminReopen = z.output<typeof adminReopenSchema>;
