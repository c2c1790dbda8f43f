import { panchangQuerySchema, type PanchangResponse } from '@/lib/contract/panchang';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { getDailyPanchang } from '@/lib/server/services/panchang';

export const dynamic = 'force-dynamic';

/** A date's panchang at a place never changes: browsers and shared caches may keep it for a day. */
const PANCHANG_CACHE = { 'Cache-Control': 'public, max-age=86400' };

/**
 * GET /api/panchang?date=YYYY-MM-DD&latitude=..&longitude=..[&timezone=+05:30]: the panchang of that
 * civil date at that place (sunrise to next sunrise), every instant in ISO-8601 UTC.
 */
export const GET = route(async (req) => {
  await consumeLimits([['panchangPerIp', clientIp(req)]], 'panchang requests');
  const query = parseQuery(req, panchangQuerySchema);
  const body: PanchangResponse = { status: 'success', data: getDailyPanchang(query) };
  return json(body, 200, PANCHANG_CACHE);
});
