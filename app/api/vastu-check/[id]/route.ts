import type { VastuCheckResponse } from '@/lib/contract/vastu-check';
import { serverEnv } from '@/lib/server/env';
import { notFound } from '@/lib/server/errors';
import { json, route } from '@/lib/server/http/route';
import { getVastuCheck } from '@/lib/server/services/vastu-check';
import { formatDuration } from '@/lib/text';

export const dynamic = 'force-dynamic';

const SELF_CHECK_NOT_FOUND = () => `This self-check was not found. Self-checks not saved to an account are deleted after ${formatDuration(serverEnv().anonymousKundliTtlMs / 1000)}.`;

/** A stored self-check by its private id (whoever has the link may open it, until it expires). */
export const GET = route<{ id: string }>(async (_req, { id }) => {
  const data = await getVastuCheck(id);
  if (!data) throw notFound(SELF_CHECK_NOT_FOUND());
  const body: VastuCheckResponse = { status: 'success', message: 'Self-check found', data };
  return json(body, 200, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
}, { ids: { id: SELF_CHECK_NOT_FOUND } });
