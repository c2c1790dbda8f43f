import type { HealthResponse } from '@/lib/contract/system';
import { pingDatabase } from '@/lib/server/db/client';
import { isStorageFullNow } from '@/lib/server/db/storage';
import { json } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export async function GET() {
  const up = await pingDatabase();
  const full = isStorageFullNow();
  const ok = up && !full;
  const body: HealthResponse = { status: ok ? 'ok' : 'degraded', db: up ? 'ok' : 'down', ...(full ? { storage: 'full' as const } : {}) };
  return json(body, ok ? 200 : 503, { 'Cache-Control': 'no-store' });
}
