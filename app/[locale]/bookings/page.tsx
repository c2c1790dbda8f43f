import { redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import BookingsScreen from '@/components/account/BookingsScreen';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { listBookingsForUser } from '@/lib/server/services/bookings';
import { listOwnReviews } from '@/lib/server/services/reviews';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: 'My Bookings', description: 'Your consultations and reports with AstroVastu Kendra.', path: '/bookings', noIndex: true });

// The customer's own bookings: rendered per request from the session, private, never cached.
export default async function BookingsPage() {
  const session = await readPageSession();
  if (!session) redirect(signInPath('/bookings', await pageLocale()));
  const [bookings, reviews] = await Promise.all([listBookingsForUser(session.user.id), listOwnReviews(session.user.id)]);
  return (
    <div className="container page">
      <h1>My Bookings</h1>
      <BookingsScreen bookings={bookings} reviews={reviews} />
    </div>
  );
}
