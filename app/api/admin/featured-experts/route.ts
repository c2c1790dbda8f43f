import { featuredExpertsUpdateSchema, type FeaturedExpertsResponse } from '@/lib/contract/featured-experts';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { listFeaturedExpertChoices, setFeaturedExperts } from '@/lib/server/services/featured-experts';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The experts shown on /ourexpert, in order, and the other published experts one may add. */
export const GET = route(async () => {
  await requireStaff(CONTENT_STAFF);
  const body: FeaturedExpertsResponse = { data: await listFeaturedExpertChoices() };
  return json(body, 200, PRIVATE);
});

/** Replaces the list shown on /ourexpert (`{slugs}`, first shown first); audited. */
export const PUT = route(async (req) => {
  const actor = await requireStaff(CONTENT_STAFF);
  const { slugs } = parseWith(await readJsonObject(req), featuredExpertsUpdateSchema);
  const body: FeaturedExpertsResponse = { data: await setFeaturedExperts(actor, slugs) };
  return json(body, 200, PRIVATE);
});
