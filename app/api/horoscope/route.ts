import type { HoroscopeResponse } from '@/lib/contract/content';
import { json, route } from '@/lib/server/http/route';
import { getHoroscopeForDay } from '@/lib/server/services/horoscope';

export const dynamic = 'force-dynamic';

export const GET = route(async () => {
  const entries = await getHoroscopeForDay();
  // The day turns at midnight in India; shared caches may hold it for a few minutes only.
  const body: HoroscopeResponse = { status: 'success', date: entries[0]?.date, data: entries };
  return json(body, 200, {
    'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
  });
});
