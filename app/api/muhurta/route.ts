import { muhurtaRequestSchema, type MuhurtaResponse } from '@/lib/contract/muhurta';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { createMuhurtaSearch } from '@/lib/server/services/muhurta';

export const dynamic = 'force-dynamic';

/** Issue 27: searches an activity's muhurtas over at most 12 months and keeps the result under a private id. */
export const POST = route(async (req) => {
  // Each search costs a few hundred ms of CPU and is stored: the panchang's per-address limit bounds both.
  await consumeLimits([['muhurtaPerIp', clientIp(req)]], 'muhurta searches');
  const request = parseWith(await readJsonObject(req), muhurtaRequestSchema);
  const body: MuhurtaResponse = { status: 'success', data: await createMuhurtaSearch(request) };
  return json(body, 201, { 'Cache-Control': 'private, no-store' });
});
