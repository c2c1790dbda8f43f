import { kundliRequestSchema } from '@/lib/contract/astrology';
import type { KundliFailure, KundliResponse } from '@/lib/contract/astrology';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { readSession } from '@/lib/server/auth/session';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { addResultClaim } from '@/lib/server/result-claims';
import { createKundli } from '@/lib/server/services/kundli';

export const dynamic = 'force-dynamic';

/** SPEC 2.12, 7: computes a birth chart and keeps it under a private id. */
export const POST = route(
  async (req) => {
    // Each kundli is stored for 30 days: the limit bounds what one address can make us keep.
    await consumeLimits([['kundliPerIp', clientIp(req)]], 'kundli requests');
    const request = parseWith(await readJsonObject(req), kundliRequestSchema);
    const session = await readSession(req);
    const data = await createKundli(request, session?.user.id ?? null);
    const body: KundliResponse = { message: 'Kundli generated successfully', status: 'success', statusCode: 201, data };
    const res = json(body, 201, { 'Cache-Control': 'private, no-store' });
    if (!session) await addResultClaim(req, res, 'kundli', data._id);
    return res;
  },
  // The kundli response carries its own statusCode (SPEC 3), failures too.
  { failure: (message, status) => ({ status: 'error', statusCode: status, message }) satisfies KundliFailure },
);
