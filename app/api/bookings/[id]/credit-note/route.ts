import { taxDocumentRoute } from '@/lib/server/http/tax-document-route';

export const dynamic = 'force-dynamic';

/** The credit note of a refunded booking as a PDF: its owner and admins only (anyone else: 404). */
export const GET = taxDocumentRoute('credit-note');
