import Link from '@/components/ui/IntentLink';
import { BOOKING_STATUS_LABELS, hasReceipt, isHistoryNote } from '@/lib/consultations/booking-status';
import type { BookingData } from '@/lib/contract/bookings';
import type { OwnReviewData } from '@/lib/contract/reviews';
import ReviewForm from '@/components/reviews/ReviewForm';
import { formatBookingTime } from '@/lib/consultations/booking-dates';
import BookingFacts from '@/components/bookings/BookingFacts';
import bookingStyles from '@/components/bookings/Bookings.module.scss';
import styles from './Account.module.scss';

/**
 * The signed-in customer's bookings, newest first (the page reads them on the server); a completed
 * consultation with an expert offers its review form, or shows the review written.
 */
export default function BookingsScreen({ bookings, reviews = [] }: { bookings: BookingData[]; reviews?: OwnReviewData[] }) {
  if (bookings.length === 0) {
    return (
      <div className={`card ${styles.empty}`}>
        <h2>No bookings yet</h2>
        <p>When you book a consultation or order a report, it will appear here with its date and status.</p>
        <p>
          <Link href="/services" className="btn">
            Browse services
          </Link>{' '}
          <Link href="/contact" className="btn btn-outline">
            Contact us
          </Link>
        </p>
      </div>
    );
  }
  return (
    <ul className={bookingStyles.list} aria-label="Your bookings">
      {bookings.map((booking) => (
        <li key={booking._id} className={`card ${bookingStyles.item}`}>
          <h2>
            <Link href={`/bookings/${booking._id}`}>{booking.serviceTitle}</Link>
          </h2>
          <dl className={bookingStyles.facts}>
            <BookingFacts booking={booking} />
            <dt>Booked on</dt>
            <dd>{formatBookingTime(booking.createdAt)}</dd>
          </dl>
          <details>
            <summary>History of changes</summary>
            <ol className={bookingStyles.history}>
              {booking.history.map((event, i) => (
                <li key={i}>
                  {formatBookingTime(event.createdAt)}: {isHistoryNote(event) ? event.note : `${BOOKING_STATUS_LABELS[event.toStatus]}${event.note ? ` (${event.note})` : ''}`}
                </li>
              ))}
            </ol>
          </details>
          <p className={bookingStyles.actions}>
            <Link href={`/bookings/${booking._id}`}>
              View booking<span className="visually-hidden"> for {booking.serviceTitle}</span>
            </Link>
            {booking.status === 'pending_payment' && (
              <Link href={`/bookings/${booking._id}/pay`}>
                Pay now<span className="visually-hidden"> for {booking.serviceTitle}</span>
              </Link>
            )}
            {hasReceipt(booking.status) && (
              <Link href={`/bookings/${booking._id}/receipt`}>
                Receipt<span className="visually-hidden"> for {booking.serviceTitle}</span>
              </Link>
            )}
          </p>
          {booking.status === 'completed' && booking.expert && (
            <ReviewForm bookingId={booking._id} expertName={booking.expert.name} review={reviews.find((r) => r.bookingId === booking._id) ?? null} />
          )}
        </li>
      ))}
    </ul>
  );
}
