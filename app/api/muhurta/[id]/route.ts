import type { MuhurtaResponse } from '@/lib/contract/muhurta';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { notFound } from '@/lib/server/errors';
import { json, route } from '@/lib/server/http/route';
import { getMuhurtaSearch, SEARCH_NOT_FOUND } from '@/lib/server/services/muhurta';

export const dynamic = 'force-dynamic';

/** A stored muhurta search by its private id (whoever has the link may open it, until it expires). */
export const GET = route<{ id: string }>(async (req, { id }) => {
  await consumeLimits([['muhurtaPerIp', clientIp(req)]], 'muhurta searches');
  const data = await getMuhurtaSearch(id);
  if (!data) throw notFound(SEARCH_NOT_FOUND());
  const body: MuhurtaResponse = { status: 'success', data };
  return json(body, 200, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
}, { ids: { id: SEARCH_NOT_FOUND } });
