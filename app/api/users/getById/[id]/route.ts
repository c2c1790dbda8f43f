import type { UserResponse } from '@/lib/contract/auth';
import { HttpError } from '@/lib/server/errors';
import { json, requireUser, route } from '@/lib/server/http/route';
import { toUserData } from '@/lib/server/services/users';

export const dynamic = 'force-dynamic';

/** A user's own record. Authorised here, where it is read: only the signed-in owner gets it. */
export const GET = route<{ id: string }>(async (req, { id }) => {
  const user = await requireUser(req);
  // Not a lookup: an id that is not the user's own (in any case) is refused, whatever it is.
  if (id.toLowerCase() !== user.id) throw new HttpError(403, 'You can only view your own profile.');
  const body: UserResponse = { status: 'success', data: toUserData(user) };
  return json(body, 200, { 'Cache-Control': 'private, no-store' });
});
