import { messageMarkRequestSchema, type MessageMarkResponse } from '@/lib/contract/admin-messages';
import { isUuid } from '@/lib/contract/uuid';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { HttpError } from '@/lib/server/errors';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { markContactMessage } from '@/lib/server/services/admin-messages';

export const dynamic = 'force-dynamic';

/** Marks a contact message `{status: "read" | "handled"}`; audited. Admins only. */
export const PATCH = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  if (!isUuid(id)) throw new HttpError(404, 'That message does not exist (it may have been deleted).');
  const { status } = parseWith(await readJsonObject(req), messageMarkRequestSchema);
  const body: MessageMarkResponse = { message: await markContactMessage(actor, id, status) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
});
