import Link from '@/components/ui/IntentLink';
import { bookingStatusLabel, hasReceipt, isHistoryNote } from '@/lib/consultations/booking-status';
import { bookedServiceTitle } from '@/lib/consultations/services';
import type { BookingData } from '@/lib/contract/bookings';
import type { OwnReviewData } from '@/lib/contract/reviews';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import ReviewForm from '@/components/reviews/ReviewForm';
import { formatBookingTime } from '@/lib/consultations/booking-dates';
import BookingFacts from '@/components/bookings/BookingFacts';
import bookingStyles from '@/components/bookings/Bookings.module.scss';
import styles from './Account.module.scss';

/**
 * The signed-in customer's bookings, newest first (the page reads them on the server); a completed
 * consultation with an expert offers its review form, or shows the review written.
 */
export default function BookingsScreen({ bookings, reviews = [], locale = 'en' }: { bookings: BookingData[]; reviews?: OwnReviewData[]; locale?: Locale }) {
  const words = catalogue(locale).Booking;
  if (bookings.length === 0) {
    return (
      <div className={`card ${styles.empty}`}>
        <h2>{words.emptyHeading}</h2>
        <p>{words.emptyText}</p>
        <p>
          <Link href="/services" className="btn">
            {words.browseServices}
          </Link>{' '}
          <Link href="/contact" className="btn btn-outline">
            {words.contactUs}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <ul className={bookingStyles.list} aria-label={words.listLabel}>
      {bookings.map((booking) => {
        const title = bookedServiceTitle(booking, locale);
        const forService = <span className="visually-hidden">{fill(words.forService, { service: title })}</span>;
        return (
          <li key={booking._id} className={`card ${bookingStyles.item}`}>
            <h2>
              <Link href={`/bookings/${booking._id}`}>{title}</Link>
            </h2>
            <dl className={bookingStyles.facts}>
              <BookingFacts booking={booking} locale={locale} />
              <dt>{words.bookedOn}</dt>
              <dd>{formatBookingTime(booking.createdAt, locale)}</dd>
            </dl>
            <details>
              <summary>{words.historyOfChanges}</summary>
              <ol className={bookingStyles.history}>
                {booking.history.map((event, i) => (
                  <li key={i}>
                    {formatBookingTime(event.createdAt, locale)}:{' '}
                    {isHistoryNote(event) ? event.note : `${bookingStatusLabel(event.toStatus, locale)}${event.note ? ` (${event.note})` : ''}`}
                  </li>
                ))}
              </ol>
            </details>
            <p className={bookingStyles.actions}>
              <Link href={`/bookings/${booking._id}`}>
                {words.viewBooking}
                {forService}
              </Link>
              {booking.status === 'pending_payment' && (
                <Link href={`/bookings/${booking._id}/pay`}>
                  {words.payNow}
                  {forService}
                </Link>
              )}
              {hasReceipt(booking.status) && (
                <Link href={`/bookings/${booking._id}/receipt`}>
                  {words.receipt}
                  {forService}
                </Link>
              )}
            </p>
            {booking.status === 'completed' && booking.expert && (
              <ReviewForm bookingId={booking._id} expertName={booking.expert.name} review={reviews.find((r) => r.bookingId === booking._id) ?? null} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
