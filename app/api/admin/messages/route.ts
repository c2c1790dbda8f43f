import { messageListQuerySchema } from '@/lib/contract/admin-messages';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { listContactMessages } from '@/lib/server/services/admin-messages';

export const dynamic = 'force-dynamic';

/** Contact messages, newest first, 25 a page; `?status=new|read|handled` filters. Admins only. */
export const GET = route(async (req) => {
  await requireStaff(ADMIN_ONLY);
  const query = parseQuery(req, messageListQuerySchema);
  return json(await listContactMessages(query), 200, { 'Cache-Control': 'private, no-store' });
});
