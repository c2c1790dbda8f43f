import { vastuCheckRequestSchema, type VastuCheckResponse } from '@/lib/contract/vastu-check';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { readSession } from '@/lib/server/auth/session';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { addResultClaim } from '@/lib/server/result-claims';
import { createVastuCheck } from '@/lib/server/services/vastu-check';

export const dynamic = 'force-dynamic';

/** Issue 12: scores a Vastu self-check on the server and keeps it under a private id. */
export const POST = route(async (req) => {
  // Each self-check is stored for a while: the limit bounds what one address can make us keep.
  await consumeLimits([['vastuCheckPerIp', clientIp(req)]], 'self-checks');
  const answers = parseWith(await readJsonObject(req), vastuCheckRequestSchema);
  const session = await readSession(req);
  const data = await createVastuCheck(answers, session?.user.id ?? null);
  const body: VastuCheckResponse = { status: 'success', message: 'Your Vastu self-check is ready.', data };
  const res = json(body, 201, { 'Cache-Control': 'private, no-store' });
  if (!session) await addResultClaim(req, res, 'vastu-check', data._id);
  return res;
});
