import 'server-only';
import type { TaxDocumentKind } from '@/lib/invoices/numbering';
import { renderTaxDocumentPdf } from '../pdf/tax-invoice';
import { pdfAttachment } from '../pdf/response';
import { BOOKING_NOT_FOUND } from '../services/bookings';
import { getTaxDocumentFor } from '../services/tax-documents';
import { requireUser, route } from './route';

/** GET /api/bookings/{id}/invoice and /credit-note: one handler, the kind named by the route. */
export const taxDocumentRoute = (kind: TaxDocumentKind) =>
  route<{ id: string }>(async (req, { id }) => {
    const user = await requireUser(req);
    const found = await getTaxDocumentFor(user, id, kind);
    return pdfAttachment(await renderTaxDocumentPdf(found), kind, found.document.number.replaceAll('/', '-'));
  }, { ids: { id: BOOKING_NOT_FOUND } });
