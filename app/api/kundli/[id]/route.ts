import type { KundliResponse } from '@/lib/contract/astrology';
import { serverEnv } from '@/lib/server/env';
import { notFound } from '@/lib/server/errors';
import { json, route } from '@/lib/server/http/route';
import { getKundli } from '@/lib/server/services/kundli';
import { formatDuration } from '@/lib/text';

export const dynamic = 'force-dynamic';

const KUNDLI_NOT_FOUND = () => `This kundli was not found. Links to kundlis not saved to an account expire after ${formatDuration(serverEnv().anonymousKundliTtlMs / 1000)}.`;

/** A stored kundli by its private id (whoever has the link may open it, until it expires). */
export const GET = route<{ id: string }>(async (_req, { id }) => {
  const data = await getKundli(id);
  if (!data) throw notFound(KUNDLI_NOT_FOUND());
  const body: KundliResponse = { message: 'Kundli found', status: 'success', statusCode: 200, data };
  return json(body, 200, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
}, { ids: { id: KUNDLI_NOT_FOUND } });
