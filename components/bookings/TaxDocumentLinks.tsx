import type { BookingData } from '@/lib/contract/bookings';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Downloads of a booking's GST tax invoice and, after a refund, its credit note (PDFs; the API
 * checks the owner or an admin). Plain links: a download is no page to prefetch.
 */
export default function TaxDocumentLinks({ booking, locale = 'en' }: { booking: Pick<BookingData, 'invoice' | 'creditNote'>; locale?: Locale }) {
  const words = catalogue(locale).Booking;
  return (
    <>
      {booking.invoice && (
        <a href={booking.invoice.href} className="btn btn-outline" download>
          {fill(words.taxInvoice, { number: booking.invoice.number })}
        </a>
      )}
      {booking.creditNote && (
        <a href={booking.creditNote.href} className="btn btn-outline" download>
          {fill(words.creditNote, { number: booking.creditNote.number })}
        </a>
      )}
    </>
  );
}
