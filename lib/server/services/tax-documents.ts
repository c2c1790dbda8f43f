import 'server-only';
import { and, eq } from 'drizzle-orm';
import { site } from '@/lib/config/site';
import { splitInclusiveGst, supplyKind } from '@/lib/invoices/gst';
import { financialYearOf, taxDocumentNumber, taxDocumentSeries, type TaxDocumentKind } from '@/lib/invoices/numbering';
import { CONSULTATION_SAC } from '@/lib/invoices/sac';
import { isUuid } from '@/lib/contract/uuid';
import { ADMIN_ONLY, hasAnyRole } from '@/lib/roles';
import type { SessionUser } from '../auth/session';
import { getDb } from '../db/client';
import { bookings, taxDocuments, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { serverEnv } from '../env';
import { notFound } from '../errors';
import { log } from '../log';
import { BOOKING_NOT_FOUND } from './bookings';
import { drawNumber } from './document-counters';

// GST tax invoices and credit notes (issue 24). An invoice is issued in the transaction that
// records a booking's payment, a credit note in the one that marks it refunded; each draws its
// number from its own series per financial year (document_counters) in that transaction, so a
// paid booking always has exactly one invoice and the numbers never skip, even under concurrency.

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/**
 * Issues the booking's tax invoice for its payment, in the payment's transaction (the booking
 * row is already locked by changeBookingStatus). The buyer is the account's name and state as
 * they are now; the invoice keeps a copy of everything it prints. Issued once: a second call
 * finds it and draws no number.
 */
export async function issueInvoice(tx: Tx, { bookingId, paymentRowId, totalPaise }: { bookingId: string; paymentRowId: string; totalPaise: number }): Promise<TaxDocumentRow> {
  const [existing] = await tx.select().from(taxDocuments).where(and(eq(taxDocuments.bookingId, bookingId), eq(taxDocuments.kind, 'invoice'))).limit(1);
  if (existing) return existing;
  const [row] = await tx
    .select({ serviceTitle: bookings.serviceTitle, name: users.name, state: users.state, countryCode: users.countryCode, mobile: users.mobile })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) throw new Error('An invoice needs the booking and its customer.');
  const { gstPercent, gstin, businessAddress, businessState } = serverEnv();
  const placeOfSupply = row.state ?? businessState.code;
  const split = splitInclusiveGst(totalPaise, gstPercent, supplyKind(businessState.code, placeOfSupply));
  const issuedAt = new Date();
  const financialYear = financialYearOf(issuedAt);
  const sequence = await drawNumber(tx, taxDocumentSeries('invoice', financialYear));
  const [invoice] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'invoice',
      number: taxDocumentNumber('invoice', financialYear, sequence),
      financialYear,
      sequence,
      bookingId,
      paymentId: paymentRowId,
      issuedAt,
      sellerName: site.name,
      sellerAddress: businessAddress,
      sellerGstin: gstin ?? null,
      sellerState: businessState.code,
      buyerName: row.name.trim() || 'Customer',
      buyerMobile: `+${row.countryCode} ${row.mobile}`,
      placeOfSupply,
      description: row.serviceTitle,
      sac: CONSULTATION_SAC,
      gstRateBp: Math.round(gstPercent * 100),
      totalPaise: split.totalPaise,
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
    })
    .returning();
  log.info({ bookingId, number: invoice!.number }, 'tax invoice issued');
  return invoice!;
}

/**
 * Issues the credit note of a refunded booking, in the refund's transaction: the invoice's
 * amounts and parties, its own number series, a reference to the invoice. Nothing when the
 * booking has no invoice (paid before invoices were issued) or already has its credit note.
 */
export async function issueCreditNote(tx: Tx, bookingId: string): Promise<TaxDocumentRow | null> {
  const docs = await tx.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId));
  const invoice = docs.find((d) => d.kind === 'invoice');
  const existing = docs.find((d) => d.kind === 'credit-note');
  if (!invoice || existing) return existing ?? null;
  const issuedAt = new Date();
  const financialYear = financialYearOf(issuedAt);
  const sequence = await drawNumber(tx, taxDocumentSeries('credit-note', financialYear));
  const { id: _id, kind: _kind, number: _number, financialYear: _fy, sequence: _seq, issuedAt: _at, invoiceId: _inv, ...copied } = invoice;
  const [note] = await tx
    .insert(taxDocuments)
    .values({ ...copied, kind: 'credit-note', number: taxDocumentNumber('credit-note', financialYear, sequence), financialYear, sequence, issuedAt, invoiceId: invoice.id })
    .returning();
  log.info({ bookingId, number: note!.number, invoice: invoice.number }, 'credit note issued');
  return note!;
}

export const TAX_DOCUMENT_NOT_FOUND: Record<TaxDocumentKind, string> = {
  invoice: 'This booking has no tax invoice: it is issued when the booking is paid.',
  'credit-note': 'This booking has no credit note: it is issued when a paid booking is refunded.',
};

/**
 * A booking's invoice or credit note, with the invoice it references, for its owner or an admin.
 * Anyone else gets the same "not found" as for a booking that does not exist.
 */
export async function getTaxDocumentFor(viewer: Pick<SessionUser, 'id' | 'roles'>, bookingId: string, kind: TaxDocumentKind): Promise<{ document: TaxDocumentRow; invoice: TaxDocumentRow | null; bookingNumber: string | null }> {
  if (!isUuid(bookingId)) throw notFound(BOOKING_NOT_FOUND);
  const db = await getDb();
  const [booking] = await db.select({ userId: bookings.userId, number: bookings.number }).from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!booking || (booking.userId !== viewer.id && !hasAnyRole(viewer.roles, ADMIN_ONLY))) throw notFound(BOOKING_NOT_FOUND);
  const docs = await db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, bookingId));
  const document = docs.find((d) => d.kind === kind);
  if (!document) throw notFound(TAX_DOCUMENT_NOT_FOUND[kind]);
  return { document, invoice: kind === 'credit-note' ? (docs.find((d) => d.id === document.invoiceId) ?? null) : null, bookingNumber: booking.number };
}
