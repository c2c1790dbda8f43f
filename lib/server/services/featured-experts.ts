import 'server-only';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PublicExpert } from '@/lib/contract/experts-directory';
import { notPublishedMessage, type FeaturedExpertChoice, type FeaturedExpertsResponse } from '@/lib/contract/featured-experts';
import type { SessionUser } from '../auth/session';
import { cached, invalidateTag, revalidatePages } from '../cache';
import { getDb } from '../db/client';
import { expertProfiles, featuredExperts } from '../db/schema';
import { HttpError } from '../errors';
import { serverEnv } from '../env';
import { recordAdminAction } from './admin-audit';
import { EXPERTS_TAG, OUR_EXPERTS_PAGE, toPublicExpert } from './expert-directory';

// The experts shown on /ourexpert: content staff choose published experts and their order in the
// console. Only published profiles are ever shown, so unpublishing one removes it from the page
// at once; the choice itself is audited and drops the cached page.

/** The chosen experts that are published, in the console's order. Cached with the directory. */
export function getFeaturedExperts(): Promise<PublicExpert[]> {
  return cached('experts:featured', [EXPERTS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const rows = await db
      .select({ profile: expertProfiles })
      .from(featuredExperts)
      .innerJoin(expertProfiles, eq(expertProfiles.id, featuredExperts.expertProfileId))
      .where(eq(expertProfiles.published, 1))
      .orderBy(asc(featuredExperts.position));
    return rows.map((r) => toPublicExpert(r.profile));
  });
}

const choice = (r: { slug: string; name: string; kind: FeaturedExpertChoice['kind'] }): FeaturedExpertChoice => ({ slug: r.slug, name: r.name, kind: r.kind });

/** For the console: the chosen published experts in order, and every other published expert by name. */
export async function listFeaturedExpertChoices(): Promise<FeaturedExpertsResponse['data']> {
  const db = await getDb();
  const columns = { id: expertProfiles.id, slug: expertProfiles.slug, name: expertProfiles.name, kind: expertProfiles.kind };
  const featured = await db
    .select(columns)
    .from(featuredExperts)
    .innerJoin(expertProfiles, eq(expertProfiles.id, featuredExperts.expertProfileId))
    .where(eq(expertProfiles.published, 1))
    .orderBy(asc(featuredExperts.position));
  const featuredIds = featured.map((f) => f.id);
  const available = await db
    .select(columns)
    .from(expertProfiles)
    .where(featuredIds.length ? and(eq(expertProfiles.published, 1), notInArray(expertProfiles.id, featuredIds)) : eq(expertProfiles.published, 1))
    .orderBy(asc(expertProfiles.name), asc(expertProfiles.slug));
  return { featured: featured.map(choice), available: available.map(choice) };
}

/**
 * Replaces the list shown on /ourexpert with these published experts, first shown first. A slug
 * that is not a published expert is a 400 naming it, and nothing changes.
 */
export async function setFeaturedExperts(actor: SessionUser, slugs: readonly string[]): Promise<FeaturedExpertsResponse['data']> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await tx
      .select({ slug: expertProfiles.slug })
      .from(featuredExperts)
      .innerJoin(expertProfiles, eq(expertProfiles.id, featuredExperts.expertProfileId))
      .orderBy(asc(featuredExperts.position));
    const found = slugs.length
      ? await tx.select({ id: expertProfiles.id, slug: expertProfiles.slug }).from(expertProfiles).where(and(inArray(expertProfiles.slug, [...slugs]), eq(expertProfiles.published, 1)))
      : [];
    const missing = slugs.find((slug) => !found.some((f) => f.slug === slug));
    if (missing) throw new HttpError(400, notPublishedMessage(missing));
    await tx.delete(featuredExperts);
    if (slugs.length) {
      const values = slugs.map((slug, position) => ({ expertProfileId: found.find((f) => f.slug === slug)!.id, position }));
      // Two saves at once: the later one's order wins rather than failing on the key.
      await tx.insert(featuredExperts).values(values).onConflictDoUpdate({ target: featuredExperts.expertProfileId, set: { position: sql`excluded.position` } });
    }
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'experts.feature',
      targetType: 'featured_experts',
      targetId: 'ourexpert',
      before: { slugs: before.map((b) => b.slug) },
      after: { slugs: [...slugs] },
    });
  });
  invalidateTag(EXPERTS_TAG);
  revalidatePages([OUR_EXPERTS_PAGE]);
  return listFeaturedExpertChoices();
}
