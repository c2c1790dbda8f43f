import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import ClientMessages from '@/components/i18n/ClientMessages';
import PayPanel from '@/components/payments/PayPanel';
import PaymentSummary from '@/components/payments/PaymentSummary';
import Link from '@/components/ui/IntentLink';
import { bookingStatusLabel, hasReceipt } from '@/lib/consultations/booking-status';
import { site } from '@/lib/config/site';
import { bookedServiceTitle, formatRupees } from '@/lib/consultations/services';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import { localeOfParams } from '@/lib/i18n/locales';
import { splitInclusiveGst } from '@/lib/invoices/gst';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { serverEnv } from '@/lib/server/env';
import { paymentProvider } from '@/lib/server/payments/provider';
import { getBookingForUser } from '@/lib/server/services/bookings';

type Props = { params: Promise<{ id: string; locale: string }> };

// Private: rendered per request for the signed-in owner, never indexed or cached.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: catalogue(await localeOfParams(params)).Payment.payMetaTitle, robots: { index: false, follow: false } };
}

export default async function PayPage({ params }: Props) {
  const { id } = await params;
  const locale = await pageLocale();
  const words = catalogue(locale).Payment;
  const session = await readPageSession();
  if (!session) redirect(signInPath(`/bookings/${id}/pay`, locale));
  const booking = await getBookingForUser(session.user.id, id);
  if (!booking) notFound();
  const amountLabel = formatRupees(booking.amountPaise);
  const provider = paymentProvider();
  const serviceTitle = bookedServiceTitle(booking, locale);
  // English lower-cases the state inside its sentence; Hindi quotes it as it is.
  const status = locale === 'en' ? bookingStatusLabel(booking.status).toLowerCase() : bookingStatusLabel(booking.status, locale);

  return (
    <div className="container page">
      <p>
        <Link href={`/bookings/${booking._id}`}>{words.backToBooking}</Link>
      </p>
      <h1>{words.payHeading}</h1>
      <PaymentSummary
        rows={[
          [words.service, serviceTitle],
          [words.booking, booking.number ?? booking._id],
        ]}
        gst={splitInclusiveGst(booking.amountPaise, serverEnv().gstPercent)}
        totalLabel={words.total}
        totalId="pay-amount"
        locale={locale}
      />
      {booking.status === 'pending_payment' ? (
        <ClientMessages namespaces={['PayPanel']} forms>
          <PayPanel
            bookingId={booking._id}
            provider={provider.name}
            amountLabel={amountLabel}
            serviceTitle={serviceTitle}
            businessName={site.name}
            customer={{ name: session.user.name, contact: `+${session.user.countryCode}${session.user.mobile}`, email: session.user.emailVerifiedAt ? session.user.email : null }}
          />
        </ClientMessages>
      ) : (
        <p className="notice">
          {fill(words.nothingToPay, { status })}{' '}
          {hasReceipt(booking.status) ? <Link href={`/bookings/${booking._id}/receipt`}>{words.seeReceipt}</Link> : <Link href="/bookings">{words.backToList}</Link>}
        </p>
      )}
    </div>
  );
}
