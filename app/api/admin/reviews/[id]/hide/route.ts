import { hideReviewSchema, REVIEW_NOT_FOUND } from '@/lib/contract/reviews';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { setReviewHidden } from '@/lib/server/services/reviews';

export const dynamic = 'force-dynamic';

/** Hides an abusive review from the expert's page and average, with a required `{ reason }`; audited. Admins only. */
export const POST = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const { reason } = parseWith(await readJsonObject(req), hideReviewSchema);
  return json({ review: await setReviewHidden(actor, id, { reason }) }, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: REVIEW_NOT_FOUND } });
