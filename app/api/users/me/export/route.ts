import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { requireUser, route } from '@/lib/server/http/route';
import { exportAccountData } from '@/lib/server/services/account-data';

export const dynamic = 'force-dynamic';

/** All the user's data as a JSON file to download (never cached anywhere). */
export const GET = route(async (req) => {
  const user = await requireUser(req);
  await consumeLimits([['exportsPerUser', user.id]], 'data downloads');
  const data = await exportAccountData(user.id);
  const day = data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="astrovastu-my-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
