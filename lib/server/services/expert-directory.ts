import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { WeeklyAvailability } from '@/lib/contract/expert-profile';
import type { PublicExpert } from '@/lib/contract/experts-directory';
import { UNKNOWN_EXPERT_MESSAGE } from '@/lib/contract/experts';
import type { ExpertKind } from '@/lib/experts';
import { uploadUrl } from '@/lib/contract/uploads';
import { cached, invalidateTag, revalidatePages } from '../cache';
import { getDb } from '../db/client';
import { expertProfiles } from '../db/schema';
import { serverEnv } from '../env';
import { notFound } from '../errors';

export const EXPERTS_TAG = 'experts';
/** Cached pages that show approved experts: dropped when one is approved, edited, unpublished, published again or deleted. */
export const OUR_EXPERTS_PAGE = '/ourexpert';
export const EXPERT_PAGES = ['/astrologers', OUR_EXPERTS_PAGE] as const;

/**
 * Drops the cached directory and the pages that show these experts (a page below a path is not
 * dropped with it): after an approval, an unpublish, a publish, or the expert's account deleted.
 */
export function refreshExpertDirectory(slugs: readonly string[]): void {
  invalidateTag(EXPERTS_TAG);
  revalidatePages([...EXPERT_PAGES, ...slugs.map((s) => `/astrologers/${s}`)]);
}

export const EXPERT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An expert slug from a console path, or the 404 that an unknown expert gets (never a query with junk). */
export function checkedExpertSlug(slug: string): string {
  if (slug.length > 120 || !EXPERT_SLUG_PATTERN.test(slug)) throw notFound(UNKNOWN_EXPERT_MESSAGE);
  return slug;
}

type Row = typeof expertProfiles.$inferSelect;

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/**
 * The public part of a reviewed application, by kind. Contact details (e-mail, mobile) and the
 * applicant's ids are left out on purpose: the directory is public.
 */
export function publicProfileOf(kind: ExpertKind, profile: Record<string, unknown>) {
  if (kind === 'astrologer') {
    return {
      bio: typeof profile.bio === 'string' ? profile.bio : '',
      expertise: strings(profile.expertise),
      languages: strings(profile.languages),
      experienceYears: num(profile.experienceYears),
      availability: profile.schedule as WeeklyAvailability,
    };
  }
  const background = [profile.educationBackground, profile.residentialExp, profile.commercialExp, profile.industryExp].filter((s) => typeof s === 'string' && s.trim());
  return {
    bio: background.join('. '),
    expertise: strings(profile.skills),
    languages: strings(profile.languages),
    experienceYears: num(profile.exp),
    availability: profile.availability as WeeklyAvailability,
  };
}
export type PublicProfile = ReturnType<typeof publicProfileOf>;

export function toPublicExpert(row: Row): PublicExpert {
  const p = row.profile as PublicProfile;
  return {
    slug: row.slug,
    kind: row.kind,
    name: row.name,
    imageUrl: row.imageId ? uploadUrl(row.imageId) : null,
    bio: p.bio,
    expertise: p.expertise,
    languages: p.languages,
    experienceYears: p.experienceYears,
    availability: p.availability,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every published expert, by name. The directory is small (a business's own experts): one cached list. */
export function getPublishedExperts(): Promise<PublicExpert[]> {
  return cached('experts:all', [EXPERTS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const rows = await db.select().from(expertProfiles).where(eq(expertProfiles.published, 1)).orderBy(asc(expertProfiles.name), asc(expertProfiles.slug));
    return rows.map(toPublicExpert);
  });
}

export function getPublishedExpert(slug: string): Promise<PublicExpert | null> {
  if (!EXPERT_SLUG_PATTERN.test(slug) || slug.length > 120) return Promise.resolve(null);
  return cached(`experts:slug:${slug}`, [EXPERTS_TAG], serverEnv().contentCacheMs, async () => {
    const db = await getDb();
    const [row] = await db.select().from(expertProfiles).where(and(eq(expertProfiles.slug, slug), eq(expertProfiles.published, 1))).limit(1);
    return row ? toPublicExpert(row) : null;
  });
}
