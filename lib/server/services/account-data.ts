import 'server-only';
import { and, eq, inArray, isNotNull, like, notInArray, or } from 'drizzle-orm';
import type { AccountExport } from '@/lib/contract/account';
import { uploadUrl } from '@/lib/contract/uploads';
import { getDb } from '../db/client';
import { ADMIN_ROLE } from '@/lib/roles';
import { expertApplications, expertProfiles, expertReviews, otpCodes, pendingEmails, sessions, uploads, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { HttpError } from '../errors';
import { assertAnotherAdmin } from './admin-users';
import { eraseBookingsFor, exportBookingsFor } from './booking-account-data';
import { refreshExpertDirectory } from './expert-directory';
import { eraseReportsAndResults, exportReports, exportResults } from './reports';
import { listOwnReviews, refreshReviewsOf } from './reviews';

/**
 * One area's share of a user's data. `exportFor` returns what the download shows of it (never a
 * token, hash or secret); `eraseFor` removes it, or keeps what the law requires in anonymised
 * form. Both run inside the one transaction of the export or the deletion.
 */
export interface AccountDataPart {
  /** The key of this part in the download. */
  name: string;
  exportFor(userId: string, tx: Tx): Promise<unknown>;
  eraseFor(userId: string, tx: Tx): Promise<void>;
}

const sessionsPart: AccountDataPart = {
  name: 'sessions',
  async exportFor(userId, tx) {
    return tx
      .select({ _id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, userId));
  },
  // Deleting the sessions signs the user out on every device at once.
  async eraseFor(userId, tx) {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  },
};

const reportsPart: AccountDataPart = {
  name: 'savedReports',
  exportFor: exportReports,
  eraseFor: eraseReportsAndResults,
};

const resultsPart: AccountDataPart = {
  name: 'results',
  exportFor: exportResults,
  // Erased with the reports (eraseReportsAndResults deletes every result tied to the user).
  eraseFor: async () => undefined,
};

/** The reviews the user wrote (hidden ones too); erased with the account, leaving the experts' averages. */
const reviewsPart: AccountDataPart = {
  name: 'reviews',
  exportFor: (userId, tx) => listOwnReviews(userId, tx),
  async eraseFor(userId, tx) {
    await tx.delete(expertReviews).where(eq(expertReviews.userId, userId));
  },
};

/** Bookings and their payments; paid ones stay as anonymised accounting records. */
const bookingsPart: AccountDataPart = {
  name: 'bookings',
  exportFor: exportBookingsFor,
  eraseFor: eraseBookingsFor,
};

/** The photos of the user's expert applications and published profiles: the user's own, not the site's. */
async function personalUploadIds(userId: string, tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: expertApplications.imageId })
    .from(expertApplications)
    .where(and(eq(expertApplications.userId, userId), isNotNull(expertApplications.imageId)))
    .union(tx.select({ id: expertProfiles.imageId }).from(expertProfiles).where(and(eq(expertProfiles.userId, userId), isNotNull(expertProfiles.imageId))));
  return rows.map((r) => r.id!);
}

const expertApplicationsPart: AccountDataPart = {
  name: 'expertApplications',
  async exportFor(userId, tx) {
    const rows = await tx.select().from(expertApplications).where(eq(expertApplications.userId, userId));
    return rows.map((a) => ({ _id: a.id, kind: a.kind, status: a.status, profile: a.profile, image: a.imageId ? uploadUrl(a.imageId) : null, createdAt: a.createdAt, updatedAt: a.updatedAt }));
  },
  async eraseFor(userId, tx) {
    await tx.delete(expertApplications).where(eq(expertApplications.userId, userId));
  },
};

const uploadsPart: AccountDataPart = {
  name: 'uploads',
  async exportFor(userId, tx) {
    const rows = await tx
      .select({ _id: uploads.id, contentType: uploads.contentType, width: uploads.width, height: uploads.height, createdAt: uploads.createdAt })
      .from(uploads)
      .where(eq(uploads.ownerId, userId));
    return rows.map((u) => ({ ...u, url: uploadUrl(u._id) }));
  },
  // Personal uploads (the photos of the user's expert applications and profiles) are erased;
  // content uploads (an editor's article covers and narrations) belong to the site's pages and
  // stay, with no owner. Run before the applications and profiles go, which tell them apart.
  async eraseFor(userId, tx) {
    const personal = await personalUploadIds(userId, tx);
    await tx.update(uploads).set({ ownerId: null }).where(and(eq(uploads.ownerId, userId), personal.length ? notInArray(uploads.id, personal) : undefined));
    if (personal.length) await tx.delete(uploads).where(inArray(uploads.id, personal));
  },
};

/** The account itself, erased last: deleting the row takes anything still tied to it (cascades). */
const profilePart: AccountDataPart = {
  name: 'profile',
  async exportFor(userId, tx) {
    const [u] = await tx.select().from(users).where(eq(users.id, userId));
    if (!u) return null;
    const [pending] = await tx.select({ email: pendingEmails.email }).from(pendingEmails).where(eq(pendingEmails.userId, userId));
    return {
      _id: u.id,
      name: u.name,
      email: u.email,
      emailVerifiedAt: u.emailVerifiedAt,
      pendingEmail: pending?.email ?? null,
      countryCode: u.countryCode,
      mobile: u.mobile,
      mobileVerifiedAt: u.mobileVerifiedAt,
      address: u.address,
      state: u.state,
      language: u.language,
      roles: u.roles,
      status: u.status,
      accountState: u.accountState,
      hasPassword: Boolean(u.passwordHash),
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
    };
  },
  async eraseFor(userId, tx) {
    const [u] = await tx.select({ countryCode: users.countryCode, mobile: users.mobile, email: users.email }).from(users).where(eq(users.id, userId));
    if (!u) return;
    // Outstanding codes for the number or address go too (they are keyed by destination), and
    // the user's e-mail verification codes (`<user id>/<address>`, services/profile.ts).
    const destinations = [`+${u.countryCode}${u.mobile}`, ...(u.email ? [u.email.toLowerCase()] : [])];
    await tx.delete(otpCodes).where(or(inArray(otpCodes.destination, destinations), like(otpCodes.destination, `${userId}/%`)));
    await tx.delete(users).where(eq(users.id, userId));
  },
};

/**
 * Every area that holds a user's data, in the order they are erased (each before what it points
 * at, the uploads before the applications that tell personal ones apart; the account last). An
 * area added later adds its part here.
 */
export const ACCOUNT_DATA_PARTS: readonly AccountDataPart[] = [sessionsPart, reportsPart, resultsPart, reviewsPart, bookingsPart, uploadsPart, expertApplicationsPart, profilePart];

/** All the user's data, read in one transaction so the parts agree with each other. */
export async function exportAccountData(userId: string, parts: readonly AccountDataPart[] = ACCOUNT_DATA_PARTS): Promise<AccountExport> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const out: AccountExport = { exportedAt: new Date().toISOString() };
    for (const part of parts) out[part.name] = await part.exportFor(userId, tx);
    return out;
  });
}

/**
 * Deletes the account: every part erases its share in one transaction, so a failure leaves the
 * account whole rather than half deleted. The sessions go with it: the user is signed out
 * everywhere. The only admin cannot leave (409): the site would have nobody to run it. An
 * expert's public pages and the cached directory drop them at once, after the commit.
 */
export async function eraseAccount(userId: string, parts: readonly AccountDataPart[] = ACCOUNT_DATA_PARTS): Promise<void> {
  const db = await getDb();
  const touched = await db.transaction(async (tx) => {
    const [exists] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, userId)).for('update');
    if (!exists) throw new HttpError(404, 'This account no longer exists.');
    if (exists.roles.includes(ADMIN_ROLE)) await assertAnotherAdmin(tx, userId);
    const profiles = await tx.select({ slug: expertProfiles.slug }).from(expertProfiles).where(eq(expertProfiles.userId, userId));
    const reviewed = await tx.select({ slug: expertReviews.expertSlug }).from(expertReviews).where(eq(expertReviews.userId, userId));
    for (const part of parts) await part.eraseFor(userId, tx);
    return { profiles: profiles.map((p) => p.slug), reviewed: [...new Set(reviewed.map((r) => r.slug))] };
  });
  if (touched.profiles.length) refreshExpertDirectory(touched.profiles);
  // The experts this user reviewed show fewer reviews now.
  for (const slug of touched.reviewed) refreshReviewsOf(slug);
}
