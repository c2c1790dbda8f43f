import { vastuTipPatchSchema } from '@/lib/contract/admin-content';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { updateVastuTip } from '@/lib/server/services/content-editing';

export const dynamic = 'force-dynamic';

/** Changes any of a tip's fields. */
export const PATCH = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(CONTENT_STAFF);
  const patch = parseWith(await readJsonObject(req), vastuTipPatchSchema);
  return json({ data: await updateVastuTip(actor, id, patch) }, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: 'No tip has this id.' } });
