import type { BookingData } from '@/lib/contract/bookings';
import styles from './Bookings.module.scss';

/** What the expert added to a booking: the video call's link and, once done, their summary (terms of the `<dl>` it is placed in). */
export default function ExpertNotes({ booking }: { booking: Pick<BookingData, 'meetingLink' | 'expertSummary'> }) {
  return (
    <>
      {booking.meetingLink && (
        <>
          <dt>Video call link</dt>
          <dd>
            <a href={booking.meetingLink} rel="noopener noreferrer" target="_blank" data-testid="meeting-link">
              {booking.meetingLink}
            </a>
          </dd>
        </>
      )}
      {booking.expertSummary && (
        <>
          <dt>Your expert&apos;s summary</dt>
          <dd data-testid="expert-summary" className={styles.preLine}>
            {booking.expertSummary}
          </dd>
        </>
      )}
    </>
  );
}
