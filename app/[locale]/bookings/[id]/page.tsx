import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import BookingDetail from '@/components/bookings/BookingDetail';
import Link from '@/components/ui/IntentLink';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { getBookingForUser } from '@/lib/server/services/bookings';

type Props = { params: Promise<{ id: string }> };

// The owner's booking only (anyone else's is "not found"): per request, private, never indexed.
export const metadata: Metadata = { title: 'Your booking', robots: { index: false, follow: false } };

export default async function BookingPage({ params }: Props) {
  const { id } = await params;
  const session = await readPageSession();
  if (!session) redirect(signInPath(`/bookings/${id}`, await pageLocale()));
  const booking = await getBookingForUser(session.user.id, id);
  if (!booking) notFound();
  return (
    <div className="container page">
      <p>
        <Link href="/bookings">← My Bookings</Link>
      </p>
      <h1>Your booking</h1>
      <BookingDetail booking={booking} />
    </div>
  );
}
