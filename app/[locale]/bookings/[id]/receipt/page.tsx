import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import PaymentSummary from '@/components/payments/PaymentSummary';
import PrintButton from '@/components/payments/PrintButton';
import TaxDocumentLinks from '@/components/bookings/TaxDocumentLinks';
import styles from '@/components/payments/Payments.module.scss';
import Link from '@/components/ui/IntentLink';
import { formatBookingTime } from '@/lib/consultations/booking-dates';
import { site } from '@/lib/config/site';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import { localeOfParams } from '@/lib/i18n/locales';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { getPaymentReceiptForUser } from '@/lib/server/services/payments';
import { bookedServiceTitle } from '@/lib/consultations/services';

type Props = { params: Promise<{ id: string; locale: string }> };

// Private: the owner's receipt, rendered per request, never indexed or cached.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: catalogue(await localeOfParams(params)).Payment.receiptMetaTitle, robots: { index: false, follow: false } };
}

const paidAtFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export default async function ReceiptPage({ params }: Props) {
  const { id } = await params;
  const locale = await pageLocale();
  const words = catalogue(locale).Payment;
  const session = await readPageSession();
  if (!session) redirect(signInPath(`/bookings/${id}/receipt`, locale));
  const receipt = await getPaymentReceiptForUser(session.user.id, id);
  if (!receipt) notFound();
  const paidAt = locale === 'en' ? paidAtFormat.format(new Date(receipt.paidAt)) : formatBookingTime(receipt.paidAt, locale);

  return (
    <div className={`container page ${styles.receipt}`}>
      <div className={styles.receiptHead}>
        <h1>{words.receiptHeading}</h1>
        <p className={styles.business}>
          {site.name}
          {receipt.gstin ? fill(words.gstin, { gstin: receipt.gstin }) : ''}
        </p>
      </div>
      {receipt.provider === 'test' && <p className="notice">{words.testMode}</p>}
      <PaymentSummary
        rows={[
          [words.booking, receipt.bookingNumber ?? receipt.bookingId],
          [words.service, bookedServiceTitle(receipt, locale)],
          [words.payment, receipt.paymentId],
          [
            words.paidOn,
            <time key="paid-on" dateTime={receipt.paidAt}>
              {fill(words.indiaTime, { time: paidAt })}
            </time>,
          ],
        ]}
        gst={receipt.gst}
        totalLabel={words.amountPaid}
        locale={locale}
      />
      <div className={styles.links}>
        <PrintButton label={words.print} />
        <TaxDocumentLinks booking={{ invoice: receipt.invoice, creditNote: null }} locale={locale} />
        <Link href={`/bookings/${receipt.bookingId}`}>{words.bookingDetails}</Link>
        <Link href="/bookings">{words.myBookings}</Link>
      </div>
    </div>
  );
}
