import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Profile, UpdateProfileRequest } from '@/lib/contract/account';
import { issueOtp } from '../auth/otp';
import { consumeLimits } from '../auth/rate-limit';
import { getDb } from '../db/client';
import { pendingEmails, users } from '../db/schema';
import { deliverEmailCode, deliverEmailInUseNotice } from '../delivery';
import { HttpError } from '../errors';
import { checkCode, sendLimits } from './accounts';

const EMAIL_TAKEN_AFTER_CODE = 'This e-mail address now belongs to another account, so it could not be added. Please use another address.';

/** An e-mail code belongs to the user who asked for it and to the address: no one else can use it. */
const emailScope = (userId: string, email: string) => ({ purpose: 'verify-email' as const, destination: `${userId}/${email}` });

/** The owner's profile, with the address waiting for its code, if any. */
export async function getProfile(userId: string): Promise<Profile> {
  const db = await getDb();
  const [row] = await db
    .select({ user: users, pendingEmail: pendingEmails.email })
    .from(users)
    .leftJoin(pendingEmails, eq(pendingEmails.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new HttpError(404, 'This account no longer exists.');
  const u = row.user;
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    emailVerified: Boolean(u.email && u.emailVerifiedAt),
    pendingEmail: row.pendingEmail,
    country_code: u.countryCode,
    mobile: u.mobile,
    language: u.language,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Sets the name, the language of the account's messages, or both (whichever the request holds). */
export async function updateProfile(userId: string, change: UpdateProfileRequest): Promise<Profile> {
  const db = await getDb();
  const { name, language } = change;
  await db
    .update(users)
    .set({ ...(name !== undefined ? { name } : {}), ...(language !== undefined ? { language } : {}), updatedAt: new Date() })
    .where(eq(users.id, userId));
  return getProfile(userId);
}

/**
 * Sends a code to an address the user wants to add. The answer is the same whether or not the
 * address belongs to another account, so it reveals nothing about who is registered: the owner
 * of that account gets a notice instead of a code, and the change can never be verified. The
 * address is only set once its code is verified (verifyEmailChange). The same limits as every
 * code: per caller address, and one per OTP_RESEND_SECONDS, five an hour, OTP_DAILY_SENDS a day
 * per e-mail address.
 */
export async function requestEmailChange(userId: string, email: string, ip: string): Promise<void> {
  await consumeLimits([['otpPerIp', ip]], 'code requests');
  const db = await getDb();
  const [me] = await db.select({ email: users.email, verifiedAt: users.emailVerifiedAt, language: users.language }).from(users).where(eq(users.id, userId));
  if (me?.email?.toLowerCase() === email && me.verifiedAt) throw new HttpError(400, 'This is already your verified e-mail address.');
  await consumeLimits(sendLimits(email), 'code requests');

  const [owner] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, userId)))
    .limit(1);
  await db
    .insert(pendingEmails)
    .values({ userId, email })
    .onConflictDoUpdate({ target: pendingEmails.userId, set: { email, createdAt: new Date() } });
  // A code is made either way, so checking one answers alike for taken and free addresses.
  const code = await issueOtp(emailScope(userId, email));
  // Each in its reader's language: the owner's notice in theirs, the code in the asking account's.
  if (owner) await deliverEmailInUseNotice(email, owner.language);
  else await deliverEmailCode(email, code, me?.language);
}

/** Checks the code sent to the pending address and makes it the user's verified e-mail. */
export async function verifyEmailChange(userId: string, otp: string, ip: string): Promise<Profile> {
  await consumeLimits([['verifyPerIp', ip]], 'verification attempts');
  const db = await getDb();
  const [pending] = await db.select().from(pendingEmails).where(eq(pendingEmails.userId, userId));
  if (!pending) throw new HttpError(400, 'There is no e-mail address waiting for a code. Please enter the address again.');
  await checkCode(emailScope(userId, pending.email), otp);
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      await tx.update(users).set({ email: pending.email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
      await tx.delete(pendingEmails).where(eq(pendingEmails.userId, userId));
    });
  } catch (err) {
    // The unique address index: another account took it meanwhile. The caller has proven they
    // hold the address, so saying so reveals nothing they do not know.
    if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
      await db.delete(pendingEmails).where(eq(pendingEmails.userId, userId));
      throw new HttpError(409, EMAIL_TAKEN_AFTER_CODE);
    }
    throw err;
  }
  return getProfile(userId);
}
