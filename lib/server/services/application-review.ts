import 'server-only';
import { and, count, desc, eq, inArray, like, or } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, pageCount } from '@/lib/contract/admin';
import type { AdminApplication, AdminApplicationList, ApplicationStatus } from '@/lib/contract/admin-content';
import { team } from '@/content/team';
import { absoluteUrl } from '@/lib/seo';
import { slugify } from '@/lib/text';
import { uploadUrl } from '@/lib/contract/uploads';
import type { SessionUser } from '../auth/session';
import { getDb, type AppDb } from '../db/client';
import { expertApplicationReviews, expertApplications, expertProfiles, users } from '../db/schema';
import { deliverApplicationDecision, type ApplicantContact, type ApplicationDecision } from '../delivery/application-decision';
import { HttpError, notFound } from '../errors';
import { logError } from '../log';
import { recordAdminAction } from './admin-audit';
import { publicProfileOf, refreshExpertDirectory } from './expert-directory';

// Review of expert applications by an admin: approve (the account gets its expert role and the
// profile is published in /astrologers), reject with a reason, unpublish later and publish again. Each decision is
// audited in its own transaction; the applicant is told afterwards, by e-mail or SMS.

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type ApplicationRow = typeof expertApplications.$inferSelect;
type UserRow = typeof users.$inferSelect;

const NOT_FOUND = 'No application has this id.';

function nameOf(app: ApplicationRow, user: Pick<UserRow, 'name'>): string {
  const name = (app.profile as { name?: unknown }).name;
  return typeof name === 'string' && name.trim() ? name.trim() : user.name || 'Expert';
}

function emailOf(app: ApplicationRow, user: Pick<UserRow, 'email'>): string | null {
  const email = (app.profile as { email?: unknown }).email;
  return user.email ?? (typeof email === 'string' && email ? email : null);
}

async function loadForDecision(tx: Tx, id: string) {
  const [row] = await tx
    .select({ app: expertApplications, user: users })
    .from(expertApplications)
    .innerJoin(users, eq(users.id, expertApplications.userId))
    .where(eq(expertApplications.id, id))
    .limit(1)
    .for('update', { of: expertApplications });
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * A slug for a new profile: the name, then -2, -3 ... when taken. The team's slugs count as taken:
 * the team and approved experts are one list (services/experts.ts), one slug per expert.
 */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = (slugify(name) || 'expert').slice(0, 100).replace(/-+$/, '');
  const taken = new Set([
    ...team.map((m) => m.slug),
    ...(await tx.select({ slug: expertProfiles.slug }).from(expertProfiles).where(or(eq(expertProfiles.slug, base), like(expertProfiles.slug, `${base}-%`)))).map((r) => r.slug),
  ]);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Where the applicant hears the decision: the account's verified e-mail address, else its mobile.
 * Never the address typed into the application, which nobody verified.
 */
function contactOf(user: UserRow): ApplicantContact {
  return user.email && user.emailVerifiedAt ? { email: user.email } : { mobileE164: `+${user.countryCode}${user.mobile}` };
}

/** Tells the applicant; a failed delivery is logged, never undoes the decision. */
async function tellApplicant(user: UserRow, app: ApplicationRow, decision: ApplicationDecision): Promise<void> {
  await deliverApplicationDecision(contactOf(user), decision, user.language).catch((err) =>
    logError('could not tell an applicant of the decision', err, { applicationId: app.id }),
  );
}

export async function approveApplication(actor: SessionUser, id: string): Promise<AdminApplication> {
  const db = await getDb();
  const { app, user, slug } = await db.transaction(async (tx) => {
    const { app, user } = await loadForDecision(tx, id);
    if (app.status !== 'pending') throw new HttpError(409, `This application is already ${app.status}.`);
    const name = nameOf(app, user);
    const profile = publicProfileOf(app.kind, app.profile as Record<string, unknown>);
    const [existing] = await tx
      .select({ id: expertProfiles.id, slug: expertProfiles.slug })
      .from(expertProfiles)
      .where(and(eq(expertProfiles.userId, user.id), eq(expertProfiles.kind, app.kind)))
      .limit(1);
    let slug: string;
    if (existing) {
      // A newer application of the same expert replaces the published profile; the address stays.
      slug = existing.slug;
      await tx.update(expertProfiles).set({ applicationId: app.id, name, imageId: app.imageId, profile, published: 1, updatedAt: new Date() }).where(eq(expertProfiles.id, existing.id));
    } else {
      slug = await freeSlug(tx, name);
      await tx.insert(expertProfiles).values({ slug, userId: user.id, applicationId: app.id, kind: app.kind, name, imageId: app.imageId, profile });
    }
    await tx.update(expertApplications).set({ status: 'approved', updatedAt: new Date() }).where(eq(expertApplications.id, app.id));
    const rolesBefore = user.roles;
    const roles = rolesBefore.includes(app.kind) ? rolesBefore : [...rolesBefore, app.kind];
    if (roles !== rolesBefore) await tx.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.insert(expertApplicationReviews).values({ applicationId: app.id, reviewerId: actor.id, decision: 'approved' });
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'application.approve',
      targetType: 'expert_application',
      targetId: app.id,
      before: { status: app.status, roles: rolesBefore },
      after: { status: 'approved', roles, profileSlug: slug },
    });
    return { app, user, slug };
  });
  refreshExpertDirectory([slug]);
  await tellApplicant(user, app, { name: nameOf(app, user), kind: app.kind, approved: true, profileUrl: absoluteUrl(`/astrologers/${slug}`) });
  return getApplication(id);
}

export async function rejectApplication(actor: SessionUser, id: string, reason: string): Promise<AdminApplication> {
  const db = await getDb();
  const { app, user } = await db.transaction(async (tx) => {
    const { app, user } = await loadForDecision(tx, id);
    if (app.status !== 'pending') throw new HttpError(409, `This application is already ${app.status}.`);
    await tx.update(expertApplications).set({ status: 'rejected', updatedAt: new Date() }).where(eq(expertApplications.id, app.id));
    await tx.insert(expertApplicationReviews).values({ applicationId: app.id, reviewerId: actor.id, decision: 'rejected', reason });
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'application.reject',
      targetType: 'expert_application',
      targetId: app.id,
      before: { status: app.status },
      after: { status: 'rejected', reason },
    });
    return { app, user };
  });
  await tellApplicant(user, app, { name: nameOf(app, user), kind: app.kind, approved: false, reason });
  return getApplication(id);
}

/** Hides an approved expert's public profile (the application stays approved; approving a new one shows it again). */
export async function unpublishApplication(actor: SessionUser, id: string): Promise<AdminApplication> {
  const db = await getDb();
  const slug = await db.transaction(async (tx) => {
    const { app } = await loadForDecision(tx, id);
    const [profile] = await tx.select().from(expertProfiles).where(eq(expertProfiles.applicationId, app.id)).limit(1);
    if (!profile || profile.published !== 1) throw new HttpError(409, 'This application has no published profile.');
    await tx.update(expertProfiles).set({ published: 0, updatedAt: new Date() }).where(eq(expertProfiles.id, profile.id));
    await tx.insert(expertApplicationReviews).values({ applicationId: app.id, reviewerId: actor.id, decision: 'unpublished' });
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'expert.unpublish',
      targetType: 'expert_profile',
      targetId: profile.id,
      before: { slug: profile.slug, published: true },
      after: { slug: profile.slug, published: false },
    });
    return profile.slug;
  });
  refreshExpertDirectory([slug]);
  return getApplication(id);
}

/** Shows an unpublished profile again, at the same address. Only an approved application's profile. */
export async function republishApplication(actor: SessionUser, id: string): Promise<AdminApplication> {
  const db = await getDb();
  const slug = await db.transaction(async (tx) => {
    const { app } = await loadForDecision(tx, id);
    const [profile] = await tx.select().from(expertProfiles).where(eq(expertProfiles.applicationId, app.id)).limit(1);
    if (app.status !== 'approved' || !profile) throw new HttpError(409, 'This application has no approved profile to publish.');
    if (profile.published === 1) throw new HttpError(409, 'This profile is already published.');
    await tx.update(expertProfiles).set({ published: 1, updatedAt: new Date() }).where(eq(expertProfiles.id, profile.id));
    await tx.insert(expertApplicationReviews).values({ applicationId: app.id, reviewerId: actor.id, decision: 'republished' });
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: 'expert.publish',
      targetType: 'expert_profile',
      targetId: profile.id,
      before: { slug: profile.slug, published: false },
      after: { slug: profile.slug, published: true },
    });
    return profile.slug;
  });
  refreshExpertDirectory([slug]);
  return getApplication(id);
}

async function toAdminApplications(rows: { app: ApplicationRow; user: UserRow }[]): Promise<AdminApplication[]> {
  if (!rows.length) return [];
  const db = await getDb();
  const ids = rows.map((r) => r.app.id);
  const profiles = await db.select({ applicationId: expertProfiles.applicationId, slug: expertProfiles.slug, published: expertProfiles.published }).from(expertProfiles).where(inArray(expertProfiles.applicationId, ids));
  const reviews = await db
    .select({ applicationId: expertApplicationReviews.applicationId, reason: expertApplicationReviews.reason })
    .from(expertApplicationReviews)
    .where(and(inArray(expertApplicationReviews.applicationId, ids), eq(expertApplicationReviews.decision, 'rejected')))
    .orderBy(desc(expertApplicationReviews.createdAt));
  return rows.map(({ app, user }) => {
    const profile = profiles.find((p) => p.applicationId === app.id);
    return {
      id: app.id,
      kind: app.kind,
      status: app.status,
      applicant: { id: user.id, name: nameOf(app, user), email: emailOf(app, user), mobile: `+${user.countryCode} ${user.mobile}` },
      profile: app.profile as Record<string, unknown>,
      imageUrl: app.imageId ? uploadUrl(app.imageId) : null,
      submittedAt: app.updatedAt.toISOString(),
      published: profile ? { slug: profile.slug, visible: profile.published === 1 } : null,
      lastReason: reviews.find((r) => r.applicationId === app.id)?.reason ?? null,
    };
  });
}

export async function getApplication(id: string): Promise<AdminApplication> {
  const db = await getDb();
  const rows = await db.select({ app: expertApplications, user: users }).from(expertApplications).innerJoin(users, eq(users.id, expertApplications.userId)).where(eq(expertApplications.id, id)).limit(1);
  if (!rows.length) throw notFound(NOT_FOUND);
  return (await toAdminApplications(rows))[0]!;
}

/** Applications for review, oldest pending first when filtered by status, else newest first. */
export async function listApplications(page: number, status?: ApplicationStatus): Promise<AdminApplicationList> {
  const db = await getDb();
  const where = status ? eq(expertApplications.status, status) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(expertApplications).where(where);
  const totalPages = pageCount(total);
  const current = Math.min(Math.max(1, page), totalPages);
  const rows = await db
    .select({ app: expertApplications, user: users })
    .from(expertApplications)
    .innerJoin(users, eq(users.id, expertApplications.userId))
    .where(where)
    .orderBy(desc(expertApplications.updatedAt), desc(expertApplications.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((current - 1) * ADMIN_PAGE_SIZE);
  return { items: await toAdminApplications(rows), page: current, pageSize: ADMIN_PAGE_SIZE, total, totalPages };
}
