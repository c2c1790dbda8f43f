import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import PaymentSummary from '@/components/payments/PaymentSummary';
import PrintButton from '@/components/payments/PrintButton';
import TaxDocumentLinks from '@/components/bookings/TaxDocumentLinks';
import styles from '@/components/payments/Payments.module.scss';
import Link from '@/components/ui/IntentLink';
import { site } from '@/lib/config/site';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { getPaymentReceiptForUser } from '@/lib/server/services/payments';

type Props = { params: Promise<{ id: string }> };

// Private: the owner's receipt, rendered per request, never indexed or cached.
export const metadata: Metadata = { title: 'Payment receipt', robots: { index: false, follow: false } };

const paidAtFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export default async function ReceiptPage({ params }: Props) {
  const { id } = await params;
  const session = await readPageSession();
  if (!session) redirect(signInPath(`/bookings/${id}/receipt`, await pageLocale()));
  const receipt = await getPaymentReceiptForUser(session.user.id, id);
  if (!receipt) notFound();

  return (
    <div className={`container page ${styles.receipt}`}>
      <div className={styles.receiptHead}>
        <h1>Payment receipt</h1>
        <p className={styles.business}>
          {site.name}
          {receipt.gstin ? `, GSTIN ${receipt.gstin}` : ''}
        </p>
      </div>
      {receipt.provider === 'test' && <p className="notice">TEST MODE: this payment was made in test mode and no money was taken.</p>}
      <PaymentSummary
        rows={[
          ['Booking', receipt.bookingNumber ?? receipt.bookingId],
          ['Service', receipt.serviceTitle],
          ['Payment', receipt.paymentId],
          ['Paid on', <time key="paid-on" dateTime={receipt.paidAt}>{paidAtFormat.format(new Date(receipt.paidAt))} (India time)</time>],
        ]}
        gst={receipt.gst}
        totalLabel="Amount paid"
      />
      <div className={styles.links}>
        <PrintButton />
        <TaxDocumentLinks booking={{ invoice: receipt.invoice, creditNote: null }} />
        <Link href={`/bookings/${receipt.bookingId}`}>Booking details</Link>
        <Link href="/bookings">My Bookings</Link>
      </div>
    </div>
  );
}
