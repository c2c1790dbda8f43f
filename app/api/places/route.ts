import { placesQuerySchema, type PlacesResponse } from '@/lib/places/contract';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseQuery, route } from '@/lib/server/http/route';
import { placeIndex } from '@/lib/server/places';

export const dynamic = 'force-dynamic';

/** The gazetteer changes only with a deploy, so browsers and shared caches may keep answers for a day. */
const PLACES_CACHE = { 'Cache-Control': 'public, max-age=86400' };

/**
 * GET /api/places?q=<1-80 characters>&limit=<1-20, default 8>: places whose name starts with q,
 * India first, then by population. GET /api/places?lat=&lon=[&country=XX]: the nearest place
 * (how a Google Places result gets its IANA zone). Both answer { status: 'success', data: Place[] }.
 */
export const GET = route(async (req) => {
  await consumeLimits([['placesPerIp', clientIp(req)]], 'place searches');
  const query = parseQuery(req, placesQuerySchema);
  const places = placeIndex();
  let data;
  if (query.mode === 'nearest') {
    const nearest = places.nearestPlace(query.lat, query.lon, query.country);
    data = nearest ? [nearest] : [];
  } else {
    data = places.searchPlaces(query.q, query.limit);
  }
  const body: PlacesResponse = { status: 'success', data };
  return json(body, 200, PLACES_CACHE);
});
