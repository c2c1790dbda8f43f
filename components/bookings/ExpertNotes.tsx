import type { BookingData } from '@/lib/contract/bookings';
import { catalogue } from '@/lib/i18n/catalogue';
import { typedTextLang, type Locale } from '@/lib/i18n/locales';
import styles from './Bookings.module.scss';

/** What the expert added to a booking: the video call's link and, once done, their summary (terms of the `<dl>` it is placed in). */
export default function ExpertNotes({ booking, locale = 'en' }: { booking: Pick<BookingData, 'meetingLink' | 'expertSummary'>; locale?: Locale }) {
  const words = catalogue(locale).Booking;
  return (
    <>
      {booking.meetingLink && (
        <>
          <dt>{words.videoLink}</dt>
          <dd>
            <a href={booking.meetingLink} rel="noopener noreferrer" target="_blank" data-testid="meeting-link">
              {booking.meetingLink}
            </a>
          </dd>
        </>
      )}
      {booking.expertSummary && (
        <>
          <dt>{words.expertSummary}</dt>
          <dd data-testid="expert-summary" className={styles.preLine} lang={typedTextLang(booking.expertSummary, locale)}>
            {booking.expertSummary}
          </dd>
        </>
      )}
    </>
  );
}
