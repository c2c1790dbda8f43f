import { formatBookingDay, formatBookingTime } from '@/lib/consultations/booking-dates';
import { CONSULTATION_MODE_LABELS, TIME_WINDOW_LABELS } from '@/lib/consultations/booking-status';
import { formatRupees } from '@/lib/consultations/services';
import type { BookingData } from '@/lib/contract/bookings';
import AreaPrice from './AreaPrice';
import StatusBadge from './StatusBadge';

/** A booking's number, state, amount and dates, as terms of the `<dl>` it is placed in (list, detail and console alike). */
export default function BookingFacts({ booking }: { booking: BookingData }) {
  return (
    <>
      {booking.number && (
        <>
          <dt>Booking number</dt>
          <dd data-testid="booking-number">{booking.number}</dd>
        </>
      )}
      <dt>Status</dt>
      <dd>
        <StatusBadge status={booking.status} />
      </dd>
      {booking.expert && (
        <>
          <dt>Expert</dt>
          <dd>{booking.expert.name}</dd>
        </>
      )}
      {booking.slot && (
        <>
          <dt>Time</dt>
          <dd data-testid="booking-slot">{formatBookingTime(booking.slot.start)}</dd>
        </>
      )}
      {booking.mode && (
        <>
          <dt>How</dt>
          <dd>{CONSULTATION_MODE_LABELS[booking.mode]}</dd>
        </>
      )}
      <dt>Amount</dt>
      <dd>{formatRupees(booking.amountPaise)}</dd>
      {booking.estimate && <AreaPrice estimate={booking.estimate} amountPaise={booking.amountPaise} />}
      <dt>Preferred date</dt>
      <dd>
        {formatBookingDay(booking.preferredDate)}, {TIME_WINDOW_LABELS[booking.timeWindow].toLowerCase()}
      </dd>
      {booking.scheduledFor && (
        <>
          <dt>Agreed time</dt>
          <dd>{formatBookingTime(booking.scheduledFor)}</dd>
        </>
      )}
    </>
  );
}
