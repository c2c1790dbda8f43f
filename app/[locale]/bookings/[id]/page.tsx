import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import BookingDetail from '@/components/bookings/BookingDetail';
import Link from '@/components/ui/IntentLink';
import { catalogue } from '@/lib/i18n/catalogue';
import { localeOfParams } from '@/lib/i18n/locales';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { getBookingForUser } from '@/lib/server/services/bookings';

type Props = { params: Promise<{ id: string; locale: string }> };

// The owner's booking only (anyone else's is "not found"): per request, private, never indexed.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: catalogue(await localeOfParams(params)).Booking.detailMetaTitle, robots: { index: false, follow: false } };
}

export default async function BookingPage({ params }: Props) {
  const { id } = await params;
  const locale = await pageLocale();
  const words = catalogue(locale).Booking;
  const session = await readPageSession();
  if (!session) redirect(signInPath(`/bookings/${id}`, locale));
  const booking = await getBookingForUser(session.user.id, id);
  if (!booking) notFound();
  return (
    <div className="container page">
      <p>
        <Link href="/bookings">{words.backToList}</Link>
      </p>
      <h1>{words.detailHeading}</h1>
      <BookingDetail booking={booking} locale={locale} />
    </div>
  );
}
