import type { MuhurtaResponse } from '@/lib/contract/muhurta';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { serverEnv } from '@/lib/server/env';
import { notFound } from '@/lib/server/errors';
import { json, route } from '@/lib/server/http/route';
import { getMuhurtaSearch } from '@/lib/server/services/muhurta';
import { formatDuration } from '@/lib/text';

export const dynamic = 'force-dynamic';

const SEARCH_NOT_FOUND = () => `This muhurta search was not found. Its link expires after ${formatDuration(serverEnv().anonymousKundliTtlMs / 1000)}.`;

/** A stored muhurta search by its private id (whoever has the link may open it, until it expires). */
export const GET = route<{ id: string }>(async (req, { id }) => {
  await consumeLimits([['muhurtaPerIp', clientIp(req)]], 'muhurta searches');
  const data = await getMuhurtaSearch(id);
  if (!data) throw notFound(SEARCH_NOT_FOUND());
  const body: MuhurtaResponse = { status: 'success', data };
  return json(body, 200, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
}, { ids: { id: SEARCH_NOT_FOUND } });
