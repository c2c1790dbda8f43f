import Link from '@/components/ui/IntentLink';
import { formatBookingDay, formatBookingTime } from '@/lib/consultations/booking-dates';
import { bookingStatusLabel, canCustomerCancel, hasReceipt, isHistoryNote, PAID_CANCELLATION_HELP, type BookingActorKind } from '@/lib/consultations/booking-status';
import { bookedServiceTitle } from '@/lib/consultations/services';
import type { BirthDetails, BookingData, PropertyDetails } from '@/lib/contract/bookings';
import { translateMessage } from '@/lib/i18n/api-messages';
import { HI_MESSAGES } from '@/lib/i18n/api-messages.hi';
import { catalogue, fill, type Messages } from '@/lib/i18n/catalogue';
import { typedTextLang, type Locale } from '@/lib/i18n/locales';
import ClientMessages from '@/components/i18n/ClientMessages';
import BookingFacts from './BookingFacts';
import CancelBookingButton from './CancelBookingButton';
import TaxDocumentLinks from './TaxDocumentLinks';
import styles from './Bookings.module.scss';

const ACTOR_KEYS: Record<BookingActorKind, keyof Messages['Booking']> = { customer: 'actorCustomer', admin: 'actorAdmin', system: 'actorSystem', payment: 'actorPayment', expert: 'actorExpert' };

/**
 * The service's details (property or birth) as terms of a `<dl>`; the console and the expert's desk
 * show them too (in English). What the customer typed (a name, an address, a place) stays as typed.
 */
export function DetailsList({ details, locale = 'en' }: { details: BookingData['details']; locale?: Locale }) {
  const words = catalogue(locale).Booking;
  if ('address' in details) {
    const d = details as PropertyDetails;
    return (
      <>
        <dt>{words.propertyDetails}</dt>
        <dd>
          <span lang={typedTextLang(`${d.address} ${d.city}`, locale)}>
            {d.address}, {d.city}
          </span>{' '}
          ({locale === 'en' ? d.propertyType : catalogue(locale).BookingForm.propertyTypes[d.propertyType]})
        </dd>
      </>
    );
  }
  const d = details as BirthDetails;
  return (
    <>
      <dt>{words.birthDetails}</dt>
      <dd>{fill(words.bornLine, { name: d.name, date: formatBookingDay(d.dob, locale), time: d.birthTime, place: d.birthPlace })}</dd>
    </>
  );
}

/** One booking as its owner sees it: the facts, what can be done next, and every change so far. */
export default function BookingDetail({ booking, locale = 'en' }: { booking: BookingData; locale?: Locale }) {
  const words = catalogue(locale).Booking;
  const paid = hasReceipt(booking.status);
  const [termsBefore, termsRest] = splitTag(words.paidHelpLinks, 'terms');
  const [contactBefore, contactRest] = splitTag(termsRest.after, 'contact');
  return (
    <>
      <section className={`card ${styles.detail}`} aria-labelledby="booking-facts">
        <h2 id="booking-facts">{bookedServiceTitle(booking, locale)}</h2>
        <dl className={styles.facts}>
          <BookingFacts booking={booking} locale={locale} />
          <DetailsList details={booking.details} locale={locale} />
          {booking.note && (
            <>
              <dt>{words.yourNote}</dt>
              <dd lang={typedTextLang(booking.note, locale)}>{booking.note}</dd>
            </>
          )}
          <dt>{words.bookedOn}</dt>
          <dd>{formatBookingTime(booking.createdAt, locale)}</dd>
        </dl>
        <div className={styles.actions}>
          {booking.status === 'pending_payment' && (
            <Link href={`/bookings/${booking._id}/pay`} className="btn">
              {words.payNow}
            </Link>
          )}
          {paid && (
            <Link href={`/bookings/${booking._id}/receipt`} className="btn btn-outline">
              {words.receipt}
            </Link>
          )}
          <TaxDocumentLinks booking={booking} locale={locale} />
        </div>
        {/* Kept in place when cancelled, so its "cancelled" message survives the refresh. */}
        {(canCustomerCancel(booking.status) || booking.status === 'cancelled') && (
          <ClientMessages namespaces={['BookingCancel']} forms>
            <CancelBookingButton bookingId={booking._id} cancellable={canCustomerCancel(booking.status)} />
          </ClientMessages>
        )}
        {(booking.status === 'paid' || booking.status === 'scheduled') && (
          <p>
            {translateMessage(PAID_CANCELLATION_HELP, locale, HI_MESSAGES)} {termsBefore}
            <Link href="/term-condition">{termsRest.inner}</Link>
            {contactBefore}
            <Link href="/contact">{contactRest.inner}</Link>
            {contactRest.after}
          </p>
        )}
      </section>
      <section className={`card ${styles.detail}`} aria-labelledby="booking-history">
        <h2 id="booking-history">{words.history}</h2>
        <ol className={styles.history}>
          {booking.history.map((event, i) => (
            <li key={i}>
              {formatBookingTime(event.createdAt, locale)}:{' '}
              {isHistoryNote(event) ? event.note : (
                <>
                  {event.fromStatus ? `${bookingStatusLabel(event.fromStatus, locale)} → ` : words.historyBooked}
                  {bookingStatusLabel(event.toStatus, locale)} {fill(words.historyBy, { actor: words[ACTOR_KEYS[event.actorKind]] })}
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

/** "See the <terms>Terms</terms> or …" → the text before the tag, and the tag's words and what follows. */
function splitTag(text: string, tag: string): [string, { inner: string; after: string }] {
  const open = text.indexOf(`<${tag}>`);
  const close = text.indexOf(`</${tag}>`);
  return [text.slice(0, open), { inner: text.slice(open + tag.length + 2, close), after: text.slice(close + tag.length + 3) }];
}
