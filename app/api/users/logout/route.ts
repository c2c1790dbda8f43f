import type { LogoutResponse } from '@/lib/contract/auth';
import { endSession } from '@/lib/server/auth/session';
import { json, route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const res = json({ status: 'success', message: 'You are signed out.' } satisfies LogoutResponse);
  await endSession(req, res);
  return res;
});
