import { adminPageQuerySchema, vastuTipSchema } from '@/lib/contract/admin-content';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseQuery, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { createVastuTip, listVastuTipsForAdmin } from '@/lib/server/services/content-editing';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The tips in their /vastu-tips order, 25 a page. Editors and admins. */
export const GET = route(async (req) => {
  await requireStaff(CONTENT_STAFF);
  const { page } = parseQuery(req, adminPageQuerySchema);
  return json(await listVastuTipsForAdmin(page), 200, PRIVATE);
});

/** A new tip: `{title, description, fileUrl, audioUrl}`, the two files uploaded first. */
export const POST = route(async (req) => {
  const actor = await requireStaff(CONTENT_STAFF);
  const input = parseWith(await readJsonObject(req), vastuTipSchema);
  return json({ data: await createVastuTip(actor, input) }, 201, PRIVATE);
});
