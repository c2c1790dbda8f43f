import type { KundliResponse } from '@/lib/contract/astrology';
import { serverEnv } from '@/lib/server/env';
import { notFound } from '@/lib/server/errors';
import { json, route } from '@/lib/server/http/route';
import { getKundli } from '@/lib/server/services/kundli';
import { formatDuration } from '@/lib/text';

export const dynamic = 'force-dynamic';

/** A stored kundli by its private id (whoever has the link may open it, until it expires). */
export const GET = route<{ id: string }>(async (_req, { id }) => {
  const data = await getKundli(id);
  if (!data) throw notFound(`This kundli was not found. Links to kundlis not saved to an account expire after ${formatDuration(serverEnv().anonymousKundliTtlMs / 1000)}.`);
  const body: KundliResponse = { message: 'Kundli found', status: 'success', statusCode: 200, data };
  return json(body, 200, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
});
