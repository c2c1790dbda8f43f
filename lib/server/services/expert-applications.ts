import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import {
  ASTROLOGER_IMAGE_REQUIRED,
  astrologerApplicationSchema,
  VASTU_DEFAULTS,
  VASTU_IMAGE_REQUIRED,
  vastuAstrologerApplicationSchema,
  type AstrologerApplication,
  type OwnApplication,
  type VastuAstrologerApplication,
} from '@/lib/contract/expert-profile';
import { EXPERT_KINDS } from '@/lib/experts';
import { uploadUrl } from '@/lib/contract/uploads';
import { consumeLimits } from '../auth/rate-limit';
import type { SessionUser } from '../auth/session';
import { getDb } from '../db/client';
import { expertApplications } from '../db/schema';
import { HttpError } from '../errors';
import { deleteImage, prepareProfileImage, storeImage } from '../uploads';

type Kind = (typeof expertApplications.$inferSelect)['kind'];

const EXPERT_ROLES: readonly string[] = EXPERT_KINDS;

/** Only a registered expert (a completed expert registration) may apply. */
export function assertExpert(user: SessionUser): void {
  if (!user.roles.some((r) => EXPERT_ROLES.includes(r))) {
    throw new HttpError(403, 'Only registered experts can submit a profile. Please register as an expert first.');
  }
}

/** The legacy forms' own wording of a missing image (SPEC 5), by kind. */
const IMAGE_REQUIRED: Record<Kind, string> = { astrologer: ASTROLOGER_IMAGE_REQUIRED, 'vastu-astrologer': VASTU_IMAGE_REQUIRED };

/**
 * Stores an application for review (status 'pending'). A second submission of the same kind
 * while the first is still pending replaces it rather than queueing duplicates: with a new image
 * the old one is deleted, without one the application keeps its photo (a change of the text
 * need not mean choosing the photo again). A first application needs an image. The image is
 * decoded before the transaction (nothing is stored if it is bad) and stored inside it, so a
 * failure leaves no row behind.
 */
async function saveApplication(user: SessionUser, kind: Kind, profile: object, image: File | null): Promise<{ url: string }> {
  if (image) await consumeLimits([['uploadsPerUser', user.id]], 'image uploads');
  const prepared = image ? await prepareProfileImage(image) : null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: expertApplications.id, imageId: expertApplications.imageId })
      .from(expertApplications)
      .where(and(eq(expertApplications.userId, user.id), eq(expertApplications.kind, kind), eq(expertApplications.status, 'pending')))
      .limit(1);
    if (!prepared) {
      if (!pending?.imageId) throw new HttpError(400, IMAGE_REQUIRED[kind]);
      await tx.update(expertApplications).set({ profile, updatedAt: new Date() }).where(eq(expertApplications.id, pending.id));
      return { url: uploadUrl(pending.imageId) };
    }
    const stored = await storeImage(tx, prepared, user.id);
    if (pending) {
      await tx.update(expertApplications).set({ profile, imageId: stored.id, updatedAt: new Date() }).where(eq(expertApplications.id, pending.id));
      if (pending.imageId) await deleteImage(tx, pending.imageId);
    } else {
      await tx.insert(expertApplications).values({ userId: user.id, kind, profile, imageId: stored.id });
    }
    return { url: stored.url };
  });
}

export function submitAstrologerApplication(user: SessionUser, application: AstrologerApplication, image: File | null): Promise<{ url: string }> {
  // The id is the applicant's own account, whatever the form says.
  return saveApplication(user, 'astrologer', { ...application, astrologerId: user.id }, image);
}

export function submitVastuApplication(user: SessionUser, application: VastuAstrologerApplication, image: File | null): Promise<{ url: string }> {
  return saveApplication(user, 'vastu-astrologer', { ...application, ...VASTU_DEFAULTS }, image);
}

/** The fields an applicant sent, without what the server added (ids, starting ratings). */
function sentFields(kind: Kind, profile: unknown): Record<string, unknown> {
  const keys: readonly string[] = kind === 'astrologer' ? astrologerApplicationSchema.keyof().options : vastuAstrologerApplicationSchema.keyof().options;
  const stored = profile && typeof profile === 'object' ? (profile as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(stored).filter(([key]) => keys.includes(key) && key !== 'astrologerId'));
}

/**
 * The user's own applications, the newest of each kind: what its form shows after a reload or a
 * later visit. Read by the user's id only, so nobody sees another applicant's.
 */
export async function getOwnApplications(userId: string): Promise<OwnApplication[]> {
  const db = await getDb();
  const rows = await db
    .select({ kind: expertApplications.kind, status: expertApplications.status, profile: expertApplications.profile, imageId: expertApplications.imageId, createdAt: expertApplications.createdAt, updatedAt: expertApplications.updatedAt })
    .from(expertApplications)
    .where(eq(expertApplications.userId, userId))
    .orderBy(desc(expertApplications.updatedAt));
  const newest = EXPERT_KINDS.flatMap((kind) => rows.filter((r) => r.kind === kind).slice(0, 1));
  return newest.map(
    (r) =>
      ({
        kind: r.kind,
        status: r.status,
        submittedAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        imageUrl: r.imageId ? uploadUrl(r.imageId) : null,
        profile: sentFields(r.kind, r.profile),
      }) as OwnApplication,
  );
}
