import { matchRequestSchema, type MatchResponse } from '@/lib/contract/astrology';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { matchCharts } from '@/lib/server/services/match';

export const dynamic = 'force-dynamic';

/** SPEC 2.13, 7: kundli matching for a boy and a girl. */
export const POST = route(async (req) => {
  await consumeLimits([['matchPerIp', clientIp(req)]], 'match requests');
  const request = parseWith(await readJsonObject(req), matchRequestSchema);
  const body: MatchResponse = { status: 'success', message: 'Compatibility calculated', data: matchCharts(request) };
  return json(body, 200, { 'Cache-Control': 'no-store' });
});
