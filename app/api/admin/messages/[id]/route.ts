import { messageMarkRequestSchema, type MessageMarkResponse } from '@/lib/contract/admin-messages';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { markContactMessage } from '@/lib/server/services/admin-messages';

export const dynamic = 'force-dynamic';

/** Marks a contact message `{status: "read" | "handled"}`; audited. Admins only. */
export const PATCH = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const { status } = parseWith(await readJsonObject(req), messageMarkRequestSchema);
  const body: MessageMarkResponse = { message: await markContactMessage(actor, id, status) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: 'That message does not exist (it may have been deleted).' } });
