import { BOOKABLE_SERVICES } from '@/lib/consultations/services';
import type { ServicesResponse } from '@/lib/contract/bookings';
import { json, publicContentCache, route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

/** The bookable services and their prices: the same for everyone, so shared caches may keep it. */
export const GET = route(async () => {
  const body: ServicesResponse = { status: 'success', data: [...BOOKABLE_SERVICES] };
  return json(body, 200, publicContentCache);
});
