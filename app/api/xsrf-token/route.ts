import type { XsrfTokenResponse } from '@/lib/contract/system';
import { issueXsrfCookie } from '@/lib/server/auth/xsrf';
import { json, route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

/** Sets the XSRF-TOKEN cookie the browser client echoes on writes (lib/client/http.ts). */
export const GET = route(async (req) => issueXsrfCookie(req, json({ status: 'success' } satisfies XsrfTokenResponse, 200, { 'Cache-Control': 'private, no-store' })));
