import { matchRequestSchema, type MatchResponse } from '@/lib/contract/astrology';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { readSession } from '@/lib/server/auth/session';
import { isDatabaseUnavailable } from '@/lib/server/errors';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { addResultClaim } from '@/lib/server/result-claims';
import { createMatch } from '@/lib/server/services/match';

export const dynamic = 'force-dynamic';

/** SPEC 2.13, 7: kundli matching for a boy and a girl, kept under a private id like a kundli. */
export const POST = route(async (req) => {
  await consumeLimits([['matchPerIp', clientIp(req)]], 'match requests');
  const request = parseWith(await readJsonObject(req), matchRequestSchema);
  // The match works while the database is down; it is then simply not tied to anyone.
  const session = await readSession(req).catch((err) => {
    if (isDatabaseUnavailable(err)) return null;
    throw err;
  });
  const data = await createMatch(request, session?.user.id ?? null);
  const body: MatchResponse = { status: 'success', message: 'Compatibility calculated', data };
  const res = json(body, 200, { 'Cache-Control': 'no-store' });
  if (!session && data._id) {
    await addResultClaim(req, res, 'match', data._id).catch((err) => {
      // The result is shown either way; without the key, this browser saves a copy like anyone else.
      if (!isDatabaseUnavailable(err)) throw err;
    });
  }
  return res;
});
