import { expertPricesUpdateSchema, type ExpertPricesResponse } from '@/lib/contract/experts';
import { ADMIN_ONLY } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { checkedExpertSlug } from '@/lib/server/services/expert-directory';
import { getExpertPrices, setExpertPrices } from '@/lib/server/services/experts';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** An expert's services at the price charged, their own or the catalogue's. Admins only. */
export const GET = route<{ slug: string }>(async (_req, { slug }) => {
  await requireStaff(ADMIN_ONLY);
  const body: ExpertPricesResponse = { status: 'success', data: await getExpertPrices(checkedExpertSlug(slug)) };
  return json(body, 200, PRIVATE);
});

/** Sets or drops an expert's own prices (integer paise; null: the catalogue's); audited. Admins only. */
export const PUT = route<{ slug: string }>(async (req, { slug }) => {
  const actor = await requireStaff(ADMIN_ONLY);
  const update = parseWith(await readJsonObject(req), expertPricesUpdateSchema);
  const body: ExpertPricesResponse = { status: 'success', data: await setExpertPrices(actor, checkedExpertSlug(slug), update) };
  return json(body, 200, PRIVATE);
});
