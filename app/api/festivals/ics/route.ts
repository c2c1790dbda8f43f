import { festivalsQuerySchema } from '@/lib/contract/festivals';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { parseQuery, route } from '@/lib/server/http/route';
import { writeFestivalFeed } from '@/lib/server/services/festivals';

export const dynamic = 'force-dynamic';

/**
 * GET /api/festivals/ics?year=2026&lat=..&lon=..[&tz=Asia/Kolkata][&lang=hi]: the year's festivals as an
 * iCalendar feed of all-day events, to add to a phone's calendar. The language is in the address
 * (`lang`), not Accept-Language: a calendar app that subscribes sends none.
 */
export const GET = route(async (req) => {
  await consumeLimits([['festivalsPerIp', clientIp(req)]], 'festival requests');
  const query = parseQuery(req, festivalsQuerySchema);
  const { filename, body } = writeFestivalFeed(query);
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'public, max-age=86400',
    },
  });
});
