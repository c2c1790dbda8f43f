import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import AdminTable, { formatWhen } from '@/components/admin/AdminTable';
import styles from '@/components/admin/Admin.module.scss';
import AppointmentMove from '@/components/admin/AppointmentMove';
import BookingMove from '@/components/admin/BookingMove';
import ReopenBooking from '@/components/admin/ReopenBooking';
import { DetailsList } from '@/components/bookings/BookingDetail';
import BookingFacts from '@/components/bookings/BookingFacts';
import bookingStyles from '@/components/bookings/Bookings.module.scss';
import TaxDocumentLinks from '@/components/bookings/TaxDocumentLinks';
import Link from '@/components/ui/IntentLink';
import { formatBookingTime } from '@/lib/consultations/booking-dates';
import { BOOKING_STATUS_LABELS, CALL_PROMISE_HOURS, hasBegun, isReopenable, isCallOverdue, isHistoryNote, nextStatuses, NOT_BEGUN_MESSAGE } from '@/lib/consultations/booking-status';
import { findBookableService } from '@/lib/consultations/services';
import { formatRupees } from '@/lib/consultations/services';
import { ADMIN_BOOKING_MOVES, paidAtOf, type AdminBookingEvent, type AdminBookingMove, type AdminBookingPayment } from '@/lib/contract/admin-bookings';
import { isUuid } from '@/lib/contract/uuid';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaffPage } from '@/lib/server/auth/staff';
import { HttpError } from '@/lib/server/errors';
import { getBookingForAdmin } from '@/lib/server/services/admin-bookings';
import { listBookableExperts } from '@/lib/server/services/experts';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Booking' };

async function loadBooking(id: string) {
  if (!isUuid(id)) notFound();
  try {
    return await getBookingForAdmin(id);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) notFound();
    throw err;
  }
}

const ACTOR_WORDS: Record<AdminBookingEvent['actorKind'], string> = { customer: 'the customer', admin: 'staff', system: 'automatically', payment: 'the payment', expert: 'the expert' };

function whoMoved(event: AdminBookingEvent): string {
  if (event.actor) return `${event.actor.name || 'Admin'} (${event.actor.mobile})`;
  return ACTOR_WORDS[event.actorKind];
}

/** A payment's state in words, with what became of a late or double one. */
function paymentState(p: AdminBookingPayment): string {
  const state = p.status === 'paid' ? 'Paid' : p.status === 'failed' ? 'Failed' : 'Started, not paid';
  const when = p.paidAt ? `, ${formatWhen(p.paidAt)}` : '';
  if (!p.refundDue) return state + when;
  const fate = p.refundId
    ? 'refunded automatically'
    : p.refundRefusal
      ? `the provider refused its refund (${p.refundRefusal}): retry it from the dashboard`
      : 'being refunded automatically';
  return `${state}${when}, after the booking stopped waiting for a payment: ${fate}`;
}

/** One booking: its customer, details, payments and history, and the form that moves it on. */
export default async function BookingPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaffPage(ADMIN_ONLY);
  const booking = await loadBooking((await params).id);
  const moves = nextStatuses(booking.status).filter((s): s is AdminBookingMove => (ADMIN_BOOKING_MOVES as readonly string[]).includes(s));
  const overdue = isCallOverdue(booking.status, paidAtOf(booking));
  const start = booking.slot?.start ?? booking.scheduledFor;
  const completedWaits = hasBegun({ slotStart: booking.slot?.start ?? null, scheduledFor: booking.scheduledFor }) ? null : `${NOT_BEGUN_MESSAGE} It starts ${formatBookingTime(start!)}.`;
  const service = findBookableService(booking.serviceSlug);
  // Only a paid or scheduled consultation with an appointment is given an expert and a time.
  const takers =
    service?.minutes != null && (booking.status === 'paid' || booking.status === 'scheduled')
      ? (await listBookableExperts()).filter((e) => e.offers.some((o) => o.slug === service.slug)).map((e) => ({ slug: e.slug, name: e.name }))
      : [];

  return (
    <>
      <p>
        <Link href="/admin/bookings">All bookings</Link>
      </p>
      <h1>{booking.serviceTitle}</h1>
      {overdue ? (
        <p role="note">
          <strong className={styles.overdue}>Overdue: paid more than {CALL_PROMISE_HOURS} hours ago and not called yet. Please call the customer today.</strong>
        </p>
      ) : null}
      <section aria-labelledby="booking-customer">
        <h2 id="booking-customer">Customer</h2>
        {booking.customer ? (
          <dl className={bookingStyles.facts}>
            <dt>Name</dt>
            <dd>{booking.customer.name || 'No name given'}</dd>
            <dt>State</dt>
            <dd>{booking.customer.state ?? 'Not given yet'}</dd>
            <dt>Mobile</dt>
            <dd>
              <a href={`tel:${booking.customer.mobile.replace(/\s/g, '')}`}>{booking.customer.mobile}</a>
            </dd>
            <dt>E-mail</dt>
            <dd>{booking.customer.email ? <a href={`mailto:${booking.customer.email}`}>{booking.customer.email}</a> : 'None given'}</dd>
            <dt>Account</dt>
            <dd>
              <Link href={`/admin/users/${booking.customer.id}`}>Open the account</Link>
            </dd>
          </dl>
        ) : (
          <p>The customer deleted their account; the booking is kept as an accounting record.</p>
        )}
      </section>
      <section aria-labelledby="booking-details">
        <h2 id="booking-details">Details</h2>
        <dl className={bookingStyles.facts} data-testid="booking-facts">
          <dt>Booking id</dt>
          <dd>{booking._id}</dd>
          {booking.invoice || booking.creditNote ? (
            <>
              <dt>GST documents</dt>
              <dd className={bookingStyles.actions}>
                <TaxDocumentLinks booking={booking} />
              </dd>
            </>
          ) : null}
          <BookingFacts booking={booking} />
          <DetailsList details={booking.details} />
          <dt>Customer&apos;s note</dt>
          <dd className={styles.pre}>{booking.note || 'None'}</dd>
          <dt>Booked on</dt>
          <dd>{formatWhen(booking.createdAt)}</dd>
        </dl>
      </section>
      <section aria-labelledby="booking-payment">
        <h2 id="booking-payment">Payment</h2>
        {booking.payments.length === 0 ? <p>No payment was started.</p> : null}
        <AdminTable columns={['Amount', 'State', 'Provider', 'Order id', 'Payment id', 'Refund']}>
          {booking.payments.map((p) => (
            <tr key={p.orderId} data-testid="payment-row">
              <td data-label="Amount">{formatRupees(p.amountPaise)}</td>
              <td data-label="State">{paymentState(p)}</td>
              <td data-label="Provider">{p.provider}</td>
              <td data-label="Order id">{p.orderId}</td>
              <td data-label="Payment id">{p.paymentId ?? 'None'}</td>
              <td data-label="Refund">{p.refundId ? `${p.refundId}, ${formatWhen(p.refundedAt!)}` : 'None'}</td>
            </tr>
          ))}
        </AdminTable>
      </section>
      <section aria-labelledby="booking-history">
        <h2 id="booking-history">History</h2>
        <AdminTable columns={['When', 'Change', 'By', 'Note']}>
          {booking.history.map((event, i) => (
            <tr key={i} data-testid="history-row">
              <td data-label="When">{formatWhen(event.createdAt)}</td>
              <td data-label="Change">
                {isHistoryNote(event)
                  ? `No change (${BOOKING_STATUS_LABELS[event.toStatus]})`
                  : `${event.fromStatus ? `${BOOKING_STATUS_LABELS[event.fromStatus]} to ` : 'Booked, '}${BOOKING_STATUS_LABELS[event.toStatus]}`}
              </td>
              <td data-label="By">{whoMoved(event)}</td>
              <td data-label="Note" className={styles.pre}>
                {event.note || 'None'}
              </td>
            </tr>
          ))}
        </AdminTable>
      </section>
      <section>
        {moves.length > 0 ? (
          <BookingMove id={booking._id} moves={moves} amountPaise={booking.amountPaise} completedWaits={completedWaits} />
        ) : (
          <p>This booking is {BOOKING_STATUS_LABELS[booking.status].toLowerCase()}: it cannot be moved any more.</p>
        )}
      </section>
      {takers.length > 0 ? (
        <section>
          <AppointmentMove id={booking._id} serviceSlug={booking.serviceSlug} experts={takers} current={booking.expert?.slug ?? null} />
        </section>
      ) : null}
      {isReopenable(booking.status) ? (
        <section>
          <ReopenBooking id={booking._id} status={booking.status} />
        </section>
      ) : null}
    </>
  );
}
