import bookingStyles from '@/components/bookings/Bookings.module.scss';
import type { DeskBookingData } from '@/lib/contract/expert-desk';
import DeskBookingCard from './DeskBookingCard';

/** A list of the expert's consultations, or what an empty one means. */
export default function DeskBookingList({ bookings, empty }: { bookings: DeskBookingData[]; empty: string }) {
  if (bookings.length === 0) return <p>{empty}</p>;
  return (
    <ol className={bookingStyles.list}>
      {bookings.map((b) => (
        <DeskBookingCard key={b._id} booking={b} />
      ))}
    </ol>
  );
}
