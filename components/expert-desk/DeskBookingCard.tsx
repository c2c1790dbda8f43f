import { DetailsList } from '@/components/bookings/BookingDetail';
import StatusBadge from '@/components/bookings/StatusBadge';
import { formatBookingDay, formatBookingTime } from '@/lib/consultations/booking-dates';
import { CONSULTATION_MODE_LABELS, TIME_WINDOW_LABELS } from '@/lib/consultations/booking-status';
import { findBookableService } from '@/lib/consultations/services';
import type { DeskBookingData } from '@/lib/contract/expert-desk';
import MarkDoneForm from './MarkDoneForm';
import MeetingLinkForm from './MeetingLinkForm';
import styles from './ExpertDesk.module.scss';

/** When the consultation takes place, India time: its slot, the agreed time, else the preferred date and window. */
function whenOf(b: DeskBookingData): string {
  if (b.slot) return `${formatBookingTime(b.slot.start)} (India time)`;
  if (b.scheduledFor) return `${formatBookingTime(b.scheduledFor)} (India time)`;
  return `${formatBookingDay(b.preferredDate)}, ${TIME_WINDOW_LABELS[b.timeWindow].toLowerCase()}`;
}

/** How it takes place: the mode chosen; a report has no call; a booking from before customers chose says so. */
function howOf(b: DeskBookingData): string {
  if (b.mode) return CONSULTATION_MODE_LABELS[b.mode];
  return findBookableService(b.serviceSlug)?.minutes === null ? 'A written report (no call)' : 'Not chosen (ask the customer)';
}

/** One consultation at the expert's desk: who, what, when, how, what the service needs, and what to do next. */
export default function DeskBookingCard({ booking }: { booking: DeskBookingData }) {
  const open = booking.status === 'paid' || booking.status === 'scheduled';
  // A consultation booked before customers chose a mode may be a video call; a report never is.
  const takesLink = open && (booking.mode === 'video' || (booking.mode === null && (booking.slot !== null || booking.scheduledFor !== null)));
  return (
    <li className={`card ${styles.booking}`} data-testid="desk-booking">
      <h3>
        {booking.serviceTitle} · {booking.customerName ?? 'Customer'}
      </h3>
      <dl className={styles.facts}>
        <dt>Booking number</dt>
        <dd>{booking.number ?? '—'}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={booking.status} />
        </dd>
        <dt>When</dt>
        <dd>{whenOf(booking)}</dd>
        <dt>How</dt>
        <dd>{howOf(booking)}</dd>
        <DetailsList details={booking.details} />
        {booking.note && (
          <>
            <dt>Customer&apos;s note</dt>
            <dd>{booking.note}</dd>
          </>
        )}
        {booking.meetingLink && (
          <>
            <dt>Meeting link</dt>
            <dd>
              <a href={booking.meetingLink} rel="noopener noreferrer" target="_blank">
                {booking.meetingLink}
              </a>
            </dd>
          </>
        )}
        {booking.expertSummary && (
          <>
            <dt>Your summary</dt>
            <dd className={styles.summary}>{booking.expertSummary}</dd>
          </>
        )}
      </dl>
      {takesLink && <MeetingLinkForm bookingId={booking._id} current={booking.meetingLink} />}
      {open && <MarkDoneForm bookingId={booking._id} begun={booking.begun} />}
    </li>
  );
}
