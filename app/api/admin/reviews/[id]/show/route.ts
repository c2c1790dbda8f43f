import { REVIEW_NOT_FOUND } from '@/lib/contract/reviews';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, route } from '@/lib/server/http/route';
import { setReviewHidden } from '@/lib/server/services/reviews';

export const dynamic = 'force-dynamic';

/** Shows a hidden review again; audited. Admins only. */
export const POST = route<{ id: string }>(async (_req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  return json({ review: await setReviewHidden(actor, id, null) }, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: REVIEW_NOT_FOUND } });
