import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import PayPanel from '@/components/payments/PayPanel';
import PaymentSummary from '@/components/payments/PaymentSummary';
import Link from '@/components/ui/IntentLink';
import { BOOKING_STATUS_LABELS, hasReceipt } from '@/lib/consultations/booking-status';
import { site } from '@/lib/config/site';
import { formatRupees } from '@/lib/consultations/services';
import { splitInclusiveGst } from '@/lib/invoices/gst';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { serverEnv } from '@/lib/server/env';
import { paymentProvider } from '@/lib/server/payments/provider';
import { getBookingForUser } from '@/lib/server/services/bookings';

type Props = { params: Promise<{ id: string }> };

// Private: rendered per request for the signed-in owner, never indexed or cached.
export const metadata: Metadata = { title: 'Pay for your booking', robots: { index: false, follow: false } };

export default async function PayPage({ params }: Props) {
  const { id } = await params;
  const session = await readPageSession();
  if (!session) redirect(signInPath(`/bookings/${id}/pay`, await pageLocale()));
  const booking = await getBookingForUser(session.user.id, id);
  if (!booking) notFound();
  const amountLabel = formatRupees(booking.amountPaise);
  const provider = paymentProvider();

  return (
    <div className="container page">
      <p>
        <Link href={`/bookings/${booking._id}`}>← Booking details</Link>
      </p>
      <h1>Pay for your booking</h1>
      <PaymentSummary
        rows={[
          ['Service', booking.serviceTitle],
          ['Booking', booking.number ?? booking._id],
        ]}
        gst={splitInclusiveGst(booking.amountPaise, serverEnv().gstPercent)}
        totalLabel="Total"
        totalId="pay-amount"
      />
      {booking.status === 'pending_payment' ? (
        <PayPanel
          bookingId={booking._id}
          provider={provider.name}
          amountLabel={amountLabel}
          serviceTitle={booking.serviceTitle}
          businessName={site.name}
          customer={{ name: session.user.name, contact: `+${session.user.countryCode}${session.user.mobile}`, email: session.user.emailVerifiedAt ? session.user.email : null }}
        />
      ) : (
        <p className="notice">
          This booking is {BOOKING_STATUS_LABELS[booking.status].toLowerCase()}, so there is nothing to pay.{' '}
          {hasReceipt(booking.status) ? <Link href={`/bookings/${booking._id}/receipt`}>See the receipt</Link> : <Link href="/bookings">Back to My Bookings</Link>}
        </p>
      )}
    </div>
  );
}
