import type { HealthResponse } from '@/lib/contract/system';
import { pingDatabase } from '@/lib/server/db/client';
import { databaseAnsweredRecently } from '@/lib/server/db/liveness';
import { isStorageFullNow } from '@/lib/server/db/storage';
import { json } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export async function GET() {
  // Writes completing right now prove the database is up; a `select 1` would queue behind them.
  const up = databaseAnsweredRecently() || (await pingDatabase());
  const full = isStorageFullNow();
  const ok = up && !full;
  const body: HealthResponse = { status: ok ? 'ok' : 'degraded', db: up ? 'ok' : 'down', ...(full ? { storage: 'full' as const } : {}) };
  return json(body, ok ? 200 : 503, { 'Cache-Control': 'no-store' });
}
