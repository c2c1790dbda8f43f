import { festivalsQuerySchema, type FestivalsResponse } from '@/lib/contract/festivals';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { callerLanguage, markLanguage } from '@/lib/server/http/language';
import { listFestivals } from '@/lib/server/services/festivals';

export const dynamic = 'force-dynamic';

/** A year's festivals at a place never change: browsers and shared caches may keep them for a day. */
const FESTIVALS_CACHE = { 'Cache-Control': 'public, max-age=86400' };

/**
 * GET /api/festivals?year=2026&lat=..&lon=..[&tz=Asia/Kolkata]: the year's festivals and vrats at that
 * place, sorted by date, names and rules in the caller's language (Accept-Language).
 */
export const GET = route(async (req) => {
  await consumeLimits([['festivalsPerIp', clientIp(req)]], 'festival requests');
  const query = parseQuery(req, festivalsQuerySchema);
  const lang = callerLanguage(req);
  const { year, data } = listFestivals(query, lang);
  const body: FestivalsResponse = { status: 'success', year: year.year, place: year.place, data };
  const res = json(body, 200, FESTIVALS_CACHE);
  // The names are in the caller's language: a shared cache keeps one copy per language.
  markLanguage(res.headers, lang);
  return res;
});
