import { messageReplyRequestSchema } from '@/lib/contract/admin-messages';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { replyToContactMessage } from '@/lib/server/services/admin-messages';

export const dynamic = 'force-dynamic';

/** E-mails `{text}` to the message's sender; the reply is stored and audited. Admins only. */
export const POST = route<{ id: string }>(async (req, { id }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const { text } = parseWith(await readJsonObject(req), messageReplyRequestSchema);
  return json(await replyToContactMessage(actor, id, text), 201, { 'Cache-Control': 'private, no-store' });
}, { ids: { id: 'That message does not exist (it may have been deleted).' } });
