import { useLocale, useTranslations } from 'next-intl';
import { DetailsList } from '@/components/bookings/BookingDetail';
import StatusBadge from '@/components/bookings/StatusBadge';
import { formatClock, formatLongDate } from '@/lib/astro/format';
import { formatBookingDay, formatBookingTime, INDIA_OFFSET_MS } from '@/lib/consultations/booking-dates';
import { findBookableService, serviceTextsIn } from '@/lib/consultations/services';
import type { DeskBookingData } from '@/lib/contract/expert-desk';
import MarkDoneForm from './MarkDoneForm';
import MeetingLinkForm from './MeetingLinkForm';
import styles from './ExpertDesk.module.scss';

type Texts = ReturnType<typeof useTranslations<'ExpertDesk.card'>>;
type Language = 'en' | 'hi';

/** An instant in India time: "1 December 2026, 11:30 am" (the bookings' own English) or "1 दिसंबर 2026, सुबह 11:30". */
function bookingTime(at: string | Date, language: Language): string {
  if (language === 'en') return formatBookingTime(at);
  const india = new Date(new Date(at).getTime() + INDIA_OFFSET_MS);
  return `${formatLongDate(at, 'hi')}, ${formatClock(india.getUTCHours(), india.getUTCMinutes(), 'hi')}`;
}

/** When the consultation takes place, India time: its slot, the agreed time, else the preferred date and window. */
function whenOf(b: DeskBookingData, t: Texts, language: Language): string {
  const at = b.slot?.start ?? b.scheduledFor;
  if (at) return t('indiaTime', { time: bookingTime(at, language) });
  const day = language === 'en' ? formatBookingDay(b.preferredDate) : formatLongDate(b.preferredDate, 'hi');
  // The English window reads in lower case after the day ("1 December 2026, morning (9 am to 12 noon)").
  const window = t(`windows.${b.timeWindow}`);
  return `${day}, ${language === 'en' ? window.toLowerCase() : window}`;
}

/** How it takes place: the mode chosen; a report has no call; a booking from before customers chose says so. */
function howOf(b: DeskBookingData, t: Texts): string {
  if (b.mode) return t(`modes.${b.mode}`);
  return findBookableService(b.serviceSlug)?.minutes === null ? t('report') : t('notChosen');
}

/** One consultation at the expert's desk: who, what, when, how, what the service needs, and what to do next. */
export default function DeskBookingCard({ booking }: { booking: DeskBookingData }) {
  const t = useTranslations('ExpertDesk.card');
  const language: Language = useLocale() === 'hi' ? 'hi' : 'en';
  const service = findBookableService(booking.serviceSlug);
  // The catalogue's Hindi title of the service; a retired service keeps the title it was booked under.
  const serviceTitle = service && language === 'hi' ? serviceTextsIn(service, 'hi').title : booking.serviceTitle;
  const open = booking.status === 'paid' || booking.status === 'scheduled';
  // A consultation booked before customers chose a mode may be a video call; a report never is.
  const takesLink = open && (booking.mode === 'video' || (booking.mode === null && (booking.slot !== null || booking.scheduledFor !== null)));
  return (
    <li className={`card ${styles.booking}`} data-testid="desk-booking">
      <h3>
        {serviceTitle} · {booking.customerName ?? t('customer')}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('number')}</dt>
        <dd>{booking.number ?? '—'}</dd>
        <dt>{t('status')}</dt>
        <dd>
          <StatusBadge status={booking.status} locale={language} />
        </dd>
        <dt>{t('when')}</dt>
        <dd>{whenOf(booking, t, language)}</dd>
        <dt>{t('how')}</dt>
        <dd>{howOf(booking, t)}</dd>
        <DetailsList details={booking.details} locale={language} />
        {booking.note && (
          <>
            <dt>{t('note')}</dt>
            <dd>{booking.note}</dd>
          </>
        )}
        {booking.meetingLink && (
          <>
            <dt>{t('meetingLink')}</dt>
            <dd>
              <a href={booking.meetingLink} rel="noopener noreferrer" target="_blank">
                {booking.meetingLink}
              </a>
            </dd>
          </>
        )}
        {booking.expertSummary && (
          <>
            <dt>{t('summary')}</dt>
            <dd className={styles.summary}>{booking.expertSummary}</dd>
          </>
        )}
      </dl>
      {takesLink && <MeetingLinkForm bookingId={booking._id} current={booking.meetingLink} />}
      {open && <MarkDoneForm bookingId={booking._id} begun={booking.begun} />}
    </li>
  );
}
