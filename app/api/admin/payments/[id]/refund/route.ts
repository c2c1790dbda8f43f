import type { RefundRetryResponse } from '@/lib/contract/admin-payments';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, route } from '@/lib/server/http/route';
import { PAYMENT_NOT_FOUND, retryPaymentRefund } from '@/lib/server/services/refunds';

export const dynamic = 'force-dynamic';

/** Retries the automatic refund of a payment its booking did not keep (the dashboard's Retry); audited; once however often it is pressed. Admins only. */
export const POST = route<{ id: string }>(async (_req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  return json({ payment: await retryPaymentRefund(actor, id) } satisfies RefundRetryResponse, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: PAYMENT_NOT_FOUND } });
