import { messageReplyRequestSchema } from '@/lib/contract/admin-messages';
import { isUuid } from '@/lib/contract/uuid';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { HttpError } from '@/lib/server/errors';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { replyToContactMessage } from '@/lib/server/services/admin-messages';

export const dynamic = 'force-dynamic';

/** E-mails `{text}` to the message's sender; the reply is stored and audited. Admins only. */
export const POST = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  if (!isUuid(id)) throw new HttpError(404, 'That message does not exist (it may have been deleted).');
  const { text } = parseWith(await readJsonObject(req), messageReplyRequestSchema);
  return json(await replyToContactMessage(actor, id, text), 201, { 'Cache-Control': 'private, no-store' });
});
