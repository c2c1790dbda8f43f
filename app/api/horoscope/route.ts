import { horoscopeQuerySchema, type HoroscopeResponse } from '@/lib/contract/content';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { getHoroscopeForDay } from '@/lib/server/services/horoscope';

export const dynamic = 'force-dynamic';

/** GET /api/horoscope[?lang=en|hi]: today's twelve entries, in English unless `lang=hi`. */
export const GET = route(async (req) => {
  const { lang } = parseQuery(req, horoscopeQuerySchema);
  const entries = lang === 'hi' ? await getHoroscopeForDay(undefined, 'hi') : await getHoroscopeForDay();
  // The day turns at midnight in India; shared caches may hold it for a few minutes only.
  const body: HoroscopeResponse = { status: 'success', date: entries[0]?.date, data: entries };
  return json(body, 200, {
    'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
  });
});
