import { pingDatabase } from '@/lib/server/db/client';
import { isStorageFullNow } from '@/lib/server/db/storage';
import { json } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export async function GET() {
  const up = await pingDatabase();
  const full = isStorageFullNow();
  const ok = up && !full;
  return json(
    { status: ok ? 'ok' : 'degraded', db: up ? 'ok' : 'down', ...(full ? { storage: 'full' } : {}) },
    ok ? 200 : 503,
    { 'Cache-Control': 'no-store' },
  );
}
