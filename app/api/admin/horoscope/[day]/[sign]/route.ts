import { calendarDaySchema, horoscopeOverrideSchema } from '@/lib/contract/admin-content';
import { SIGNS, type Sign } from '@/lib/astro/zodiac';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { notFound } from '@/lib/server/errors';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { overrideHoroscope } from '@/lib/server/services/content-editing';

export const dynamic = 'force-dynamic';

/** An editor's entry for one sign (`Aries` ... `Pisces`) on one day (YYYY-MM-DD, India's date). */
export const PUT = route<{ day: string; sign: string }>(async (req, { day, sign }) => {
  const actor = await requireStaff(CONTENT_STAFF);
  const known = SIGNS.find((s) => s.toLowerCase() === sign.toLowerCase());
  if (!known) throw notFound('No zodiac sign has this name.');
  const date = parseWith(day, calendarDaySchema);
  const input = parseWith(await readJsonObject(req), horoscopeOverrideSchema);
  return json({ data: await overrideHoroscope(actor, date, known as Sign, input) }, 200, { 'Cache-Control': 'private, no-store' });
});
