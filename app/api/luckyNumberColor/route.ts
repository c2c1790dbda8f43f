import { luckyDetails } from '@/lib/astro/lucky';
import { luckyRequestSchema, type LuckyResponse } from '@/lib/contract/astrology';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';

/** SPEC 2.14: numerology from the name and date of birth. Nothing is stored. */
export const POST = route(async (req) => {
  await consumeLimits([['luckyPerIp', clientIp(req)]], 'lucky number requests');
  const { name, dob } = parseWith(await readJsonObject(req), luckyRequestSchema);
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const body: LuckyResponse = { status: 'success', message: 'Your lucky number and colour', data: { name, dob, ...luckyDetails(name, year, month, day) } };
  return json(body, 200, { 'Cache-Control': 'no-store' });
});
