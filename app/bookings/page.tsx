import BookingsScreen from '@/components/account/BookingsScreen';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: 'My Bookings', description: 'Your consultations and reports with AstroVastu Kendra.', path: '/bookings', noIndex: true });

export default function BookingsPage() {
  return (
    <div className="container page">
      <h1>My Bookings</h1>
      <BookingsScreen />
    </div>
  );
}
