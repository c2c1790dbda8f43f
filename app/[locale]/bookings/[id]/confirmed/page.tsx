import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import TaxDocumentLinks from '@/components/bookings/TaxDocumentLinks';
import Link from '@/components/ui/IntentLink';
import { formatBookingDay, formatBookingTime, formatSlotWhen } from '@/lib/consultations/booking-dates';
import { consultationModeLabel, timeWindowInSentence } from '@/lib/consultations/booking-status';
import { nextStepsOf } from '@/lib/consultations/modes';
import { bookedServiceTitle, formatRupees } from '@/lib/consultations/services';
import type { BookingData } from '@/lib/contract/bookings';
import { catalogue, fill, type Messages } from '@/lib/i18n/catalogue';
import { localeOfParams, localePath, typedTextLang, type Locale } from '@/lib/i18n/locales';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { getBookingForUser } from '@/lib/server/services/bookings';
import styles from '@/components/bookings/Bookings.module.scss';

type Props = { params: Promise<{ id: string; locale: string }> };

// Where a successful payment lands. The owner's only (anyone else's is "not found"), rendered per
// request (the session decides), never cached nor indexed.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: catalogue(await localeOfParams(params)).Booking.confirmedMetaTitle, robots: { index: false, follow: false } };
}

const CONFIRMED_STATES: readonly BookingData['status'][] = ['paid', 'scheduled', 'completed'];

/** When the consultation takes place: the slot, else the agreed time, else the preferred day the team calls back about. */
function whenOf(booking: BookingData, locale: Locale, words: Messages['Booking']): string {
  if (booking.slot) return formatSlotWhen(booking.slot, locale);
  if (booking.scheduledFor) return fill(words.scheduledFor, { time: formatBookingTime(booking.scheduledFor, locale) });
  return fill(words.callBack, { day: formatBookingDay(booking.preferredDate, locale), window: timeWindowInSentence(booking.timeWindow, locale) });
}

export default async function BookingConfirmedPage({ params }: Props) {
  const { id } = await params;
  const locale = await pageLocale();
  const words = catalogue(locale).Booking;
  const session = await readPageSession();
  if (!session) redirect(signInPath(`/bookings/${id}/confirmed`, locale));
  const booking = await getBookingForUser(session.user.id, id);
  if (!booking) notFound();
  // Not paid (yet): there is nothing to confirm; the booking's own page says what to do.
  if (!CONFIRMED_STATES.includes(booking.status)) redirect(localePath(booking.status === 'pending_payment' ? `/bookings/${id}/pay` : `/bookings/${id}`, locale));
  return (
    <div className="container page">
      <h1>{words.confirmedHeading}</h1>
      <section className={`card ${styles.summary}`} aria-label={words.whatYouBooked}>
        <p>{session.user.email && session.user.emailVerifiedAt ? words.thanksSmsEmail : words.thanksSms}</p>
        <dl className={styles.facts}>
          <dt>{words.bookingNumber}</dt>
          <dd data-testid="booking-number">{booking.number}</dd>
          <dt>{words.service}</dt>
          <dd>{bookedServiceTitle(booking, locale)}</dd>
          <dt>{words.with}</dt>
          <dd lang={booking.expert ? typedTextLang(booking.expert.name, locale) : undefined}>{booking.expert?.name ?? words.anyExpert}</dd>
          <dt>{words.when}</dt>
          <dd>{whenOf(booking, locale, words)}</dd>
          {booking.mode && (
            <>
              <dt>{words.how}</dt>
              <dd>{consultationModeLabel(booking.mode, locale)}</dd>
            </>
          )}
          <dt>{words.amountPaid}</dt>
          <dd>{formatRupees(booking.amountPaise)}</dd>
        </dl>
      </section>
      <section className={`card ${styles.summary}`} aria-labelledby="next-steps">
        <h2 id="next-steps">{words.nextSteps}</h2>
        <p>{booking.mode ? nextStepsOf(booking.mode, locale) : words.reportNextSteps}</p>
        <p>{fill(words.changeSomething, { number: booking.number ?? '' })}</p>
      </section>
      <p className={styles.actions}>
        <TaxDocumentLinks booking={booking} locale={locale} />
        <Link href="/bookings" className="btn">
          {words.myBookings}
        </Link>
      </p>
    </div>
  );
}
