import { pingDatabase } from '@/lib/server/db/client';
import { json } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

export async function GET() {
  const up = await pingDatabase();
  return json({ status: up ? 'ok' : 'degraded', db: up ? 'ok' : 'down' }, up ? 200 : 503, { 'Cache-Control': 'no-store' });
}
