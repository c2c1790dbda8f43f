import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import TaxDocumentLinks from '@/components/bookings/TaxDocumentLinks';
import Link from '@/components/ui/IntentLink';
import { formatBookingDay, formatBookingTime, formatSlotWhen } from '@/lib/consultations/booking-dates';
import { CONSULTATION_MODE_LABELS, TIME_WINDOW_LABELS } from '@/lib/consultations/booking-status';
import { NEXT_STEPS } from '@/lib/consultations/modes';
import { formatRupees } from '@/lib/consultations/services';
import type { BookingData } from '@/lib/contract/bookings';
import { localePath } from '@/lib/i18n/locales';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { getBookingForUser } from '@/lib/server/services/bookings';
import styles from '@/components/bookings/Bookings.module.scss';

type Props = { params: Promise<{ id: string }> };

// Where a successful payment lands. The owner's only (anyone else's is "not found"), rendered per
// request (the session decides), never cached nor indexed.
export const metadata: Metadata = { title: 'Booking confirmed', robots: { index: false, follow: false } };

const CONFIRMED_STATES: readonly BookingData['status'][] = ['paid', 'scheduled', 'completed'];

/** When the consultation takes place: the slot, else the agreed time, else the preferred day the team calls back about. */
function whenOf(booking: BookingData): string {
  if (booking.slot) return formatSlotWhen(booking.slot);
  if (booking.scheduledFor) return `${formatBookingTime(booking.scheduledFor)} (India time)`;
  return `${formatBookingDay(booking.preferredDate)}, ${TIME_WINDOW_LABELS[booking.timeWindow].toLowerCase()}: we call you to agree the exact time`;
}

export default async function BookingConfirmedPage({ params }: Props) {
  const { id } = await params;
  const session = await readPageSession();
  if (!session) redirect(signInPath(`/bookings/${id}/confirmed`, await pageLocale()));
  const booking = await getBookingForUser(session.user.id, id);
  if (!booking) notFound();
  // Not paid (yet): there is nothing to confirm; the booking's own page says what to do.
  if (!CONFIRMED_STATES.includes(booking.status)) redirect(localePath(booking.status === 'pending_payment' ? `/bookings/${id}/pay` : `/bookings/${id}`, await pageLocale()));
  return (
    <div className="container page">
      <h1>Your booking is confirmed</h1>
      <section className={`card ${styles.summary}`} aria-label="What you booked">
        <p>Thank you: your payment was received. We have sent this confirmation by SMS{session.user.email && session.user.emailVerifiedAt ? ' and e-mail' : ''}.</p>
        <dl className={styles.facts}>
          <dt>Booking number</dt>
          <dd data-testid="booking-number">{booking.number}</dd>
          <dt>Service</dt>
          <dd>{booking.serviceTitle}</dd>
          <dt>With</dt>
          <dd>{booking.expert?.name ?? 'One of our experts'}</dd>
          <dt>When</dt>
          <dd>{whenOf(booking)}</dd>
          {booking.mode && (
            <>
              <dt>How</dt>
              <dd>{CONSULTATION_MODE_LABELS[booking.mode]}</dd>
            </>
          )}
          <dt>Amount paid</dt>
          <dd>{formatRupees(booking.amountPaise)}</dd>
        </dl>
      </section>
      <section className={`card ${styles.summary}`} aria-labelledby="next-steps">
        <h2 id="next-steps">What happens next</h2>
        <p>{booking.mode ? NEXT_STEPS[booking.mode] : 'We prepare your report from the details you gave and let you know by SMS when it is ready.'}</p>
        <p>Need to change something? Contact us, quoting your booking number {booking.number}.</p>
      </section>
      <p className={styles.actions}>
        <TaxDocumentLinks booking={booking} />
        <Link href="/bookings" className="btn">
          My Bookings
        </Link>
      </p>
    </div>
  );
}
