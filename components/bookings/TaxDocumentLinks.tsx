import type { BookingData } from '@/lib/contract/bookings';

/**
 * Downloads of a booking's GST tax invoice and, after a refund, its credit note (PDFs; the API
 * checks the owner or an admin). Plain links: a download is no page to prefetch.
 */
export default function TaxDocumentLinks({ booking }: { booking: Pick<BookingData, 'invoice' | 'creditNote'> }) {
  return (
    <>
      {booking.invoice && (
        <a href={booking.invoice.href} className="btn btn-outline" download>
          Tax invoice {booking.invoice.number} (PDF)
        </a>
      )}
      {booking.creditNote && (
        <a href={booking.creditNote.href} className="btn btn-outline" download>
          Credit note {booking.creditNote.number} (PDF)
        </a>
      )}
    </>
  );
}
