import { formatBookingDay, formatBookingTime, formatSlotWhen } from '@/lib/consultations/booking-dates';
import { consultationModeLabel, timeWindowInSentence } from '@/lib/consultations/booking-status';
import { formatRupees } from '@/lib/consultations/services';
import type { BookingData } from '@/lib/contract/bookings';
import { catalogue } from '@/lib/i18n/catalogue';
import { typedTextLang, type Locale } from '@/lib/i18n/locales';
import AreaPrice from './AreaPrice';
import ExpertNotes from './ExpertNotes';
import StatusBadge from './StatusBadge';

/**
 * A booking's number, state, amount and dates, as terms of the `<dl>` it is placed in (list,
 * detail and console alike; the console leaves `locale` English).
 */
export default function BookingFacts({ booking, locale = 'en' }: { booking: BookingData; locale?: Locale }) {
  const words = catalogue(locale).Booking;
  return (
    <>
      {booking.number && (
        <>
          <dt>{words.bookingNumber}</dt>
          <dd data-testid="booking-number">{booking.number}</dd>
        </>
      )}
      <dt>{words.status}</dt>
      <dd>
        <StatusBadge status={booking.status} locale={locale} />
      </dd>
      {booking.expert && (
        <>
          <dt>{words.expert}</dt>
          <dd lang={typedTextLang(booking.expert.name, locale)}>{booking.expert.name}</dd>
        </>
      )}
      <dt>{words.amount}</dt>
      <dd>{formatRupees(booking.amountPaise)}</dd>
      {booking.estimate && <AreaPrice estimate={booking.estimate} amountPaise={booking.amountPaise} locale={locale} />}
      {booking.slot ? (
        <>
          <dt>{words.time}</dt>
          <dd>{formatSlotWhen(booking.slot, locale)}</dd>
        </>
      ) : (
        <>
          <dt>{words.preferredDate}</dt>
          <dd>
            {formatBookingDay(booking.preferredDate, locale)}, {timeWindowInSentence(booking.timeWindow, locale)}
          </dd>
        </>
      )}
      {booking.mode && (
        <>
          <dt>{words.how}</dt>
          <dd>{consultationModeLabel(booking.mode, locale)}</dd>
        </>
      )}
      {booking.scheduledFor && (
        <>
          <dt>{words.agreedTime}</dt>
          <dd>{formatBookingTime(booking.scheduledFor, locale)}</dd>
        </>
      )}
      <ExpertNotes booking={booking} locale={locale} />
    </>
  );
}
