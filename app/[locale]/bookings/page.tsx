import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import BookingsScreen from '@/components/account/BookingsScreen';
import ClientMessages from '@/components/i18n/ClientMessages';
import { catalogue } from '@/lib/i18n/catalogue';
import { localeOfParams } from '@/lib/i18n/locales';
import { signInPath } from '@/lib/return-path';
import { readPageSession } from '@/lib/server/auth/session';
import { listBookingsForUser } from '@/lib/server/services/bookings';
import { listOwnReviews } from '@/lib/server/services/reviews';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await localeOfParams(params);
  const words = catalogue(locale).Booking;
  return pageMetadata({ title: words.myBookings, description: words.listMetaDescription, path: '/bookings', noIndex: true }, locale);
}

// The customer's own bookings: rendered per request from the session, private, never cached.
export default async function BookingsPage() {
  const locale = await pageLocale();
  const session = await readPageSession();
  if (!session) redirect(signInPath('/bookings', locale));
  const [bookings, reviews] = await Promise.all([listBookingsForUser(session.user.id), listOwnReviews(session.user.id)]);
  return (
    <div className="container page">
      <h1>{catalogue(locale).Booking.myBookings}</h1>
      {/* The review form of a completed consultation is the one island here. */}
      <ClientMessages namespaces={['ReviewForm']} forms>
        <BookingsScreen bookings={bookings} reviews={reviews} locale={locale} />
      </ClientMessages>
    </div>
  );
}
