import { luckyDetails } from '@/lib/astro/lucky';
import { luckyRequestSchema } from '@/lib/contract/astrology';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseJsonBody, route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

/** SPEC 2.14: numerology from the name and date of birth. Nothing is stored. */
export const POST = route(async (req) => {
  await consumeLimits([['luckyPerIp', clientIp(req)]], 'lucky number requests');
  const { name, dob } = await parseJsonBody(req, luckyRequestSchema, (message) => ({ status: 'error', message }));
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const details = luckyDetails(name, year, month, day);
  return json({ status: 'success', message: 'Your lucky number and colour', data: { name, dob, ...details } }, 200, { 'Cache-Control': 'no-store' });
});
