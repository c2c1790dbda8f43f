import Link from '@/components/ui/IntentLink';
import { formatBookingDay, formatBookingTime } from '@/lib/consultations/booking-dates';
import { BOOKING_STATUS_LABELS, canCustomerCancel, hasReceipt, isHistoryNote, PAID_CANCELLATION_HELP, type BookingActorKind } from '@/lib/consultations/booking-status';
import type { BirthDetails, BookingData, PropertyDetails } from '@/lib/contract/bookings';
import BookingFacts from './BookingFacts';
import CancelBookingButton from './CancelBookingButton';
import TaxDocumentLinks from './TaxDocumentLinks';
import styles from './Bookings.module.scss';

const ACTOR_LABELS: Record<BookingActorKind, string> = { customer: 'you', admin: 'our team', system: 'automatically', payment: 'payment', expert: 'your expert' };

/** The service's details (property or birth) as terms of a `<dl>`; the console shows them too. */
export function DetailsList({ details }: { details: BookingData['details'] }) {
  if ('address' in details) {
    const d = details as PropertyDetails;
    return (
      <>
        <dt>Property</dt>
        <dd>
          {d.address}, {d.city} ({d.propertyType})
        </dd>
      </>
    );
  }
  const d = details as BirthDetails;
  return (
    <>
      <dt>Birth details</dt>
      <dd>
        {d.name}, born {formatBookingDay(d.dob)} at {d.birthTime} in {d.birthPlace}
      </dd>
    </>
  );
}

/** One booking as its owner sees it: the facts, what can be done next, and every change so far. */
export default function BookingDetail({ booking }: { booking: BookingData }) {
  const paid = hasReceipt(booking.status);
  return (
    <>
      <section className={`card ${styles.detail}`} aria-labelledby="booking-facts">
        <h2 id="booking-facts">{booking.serviceTitle}</h2>
        <dl className={styles.facts}>
          <BookingFacts booking={booking} />
          <DetailsList details={booking.details} />
          {booking.note && (
            <>
              <dt>Your note</dt>
              <dd>{booking.note}</dd>
            </>
          )}
          <dt>Booked on</dt>
          <dd>{formatBookingTime(booking.createdAt)}</dd>
        </dl>
        <div className={styles.actions}>
          {booking.status === 'pending_payment' && (
            <Link href={`/bookings/${booking._id}/pay`} className="btn">
              Pay now
            </Link>
          )}
          {paid && (
            <Link href={`/bookings/${booking._id}/receipt`} className="btn btn-outline">
              Receipt
            </Link>
          )}
          <TaxDocumentLinks booking={booking} />
        </div>
        {/* Kept in place when cancelled, so its "cancelled" message survives the refresh. */}
        {(canCustomerCancel(booking.status) || booking.status === 'cancelled') && <CancelBookingButton bookingId={booking._id} cancellable={canCustomerCancel(booking.status)} />}
        {(booking.status === 'paid' || booking.status === 'scheduled') && (
          <p>
            {PAID_CANCELLATION_HELP} See the <Link href="/term-condition">Terms and Conditions</Link> or{' '}
            <Link href="/contact">contact us</Link>.
          </p>
        )}
      </section>
      <section className={`card ${styles.detail}`} aria-labelledby="booking-history">
        <h2 id="booking-history">History</h2>
        <ol className={styles.history}>
          {booking.history.map((event, i) => (
            <li key={i}>
              {formatBookingTime(event.createdAt)}:{' '}
              {isHistoryNote(event) ? event.note : (
                <>
                  {event.fromStatus ? `${BOOKING_STATUS_LABELS[event.fromStatus]} → ` : 'Booked, '}
                  {BOOKING_STATUS_LABELS[event.toStatus]} (by {ACTOR_LABELS[event.actorKind]})
                  {event.note ? `. ${event.note}` : ''}
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
