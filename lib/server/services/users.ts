import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { UserData } from '@/lib/contract/auth';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '../db/client';
import { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** Only the fields the owner may see: never a password hash or internal state. */
export function toUserData(u: UserRow): UserData {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    country_code: u.countryCode,
    mobile: u.mobile,
    address: u.address,
    role: u.roles,
    status: u.status,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

export async function findUserByMobile(countryCode: string, mobile: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.countryCode, countryCode), eq(users.mobile, mobile)))
    .limit(1);
  return row;
}

/**
 * The account of a verified mobile number; the first verified sign-in creates a customer.
 * Unfinished expert registrations live apart (registration_attempts) and never become this
 * account: once it exists, an attempt with the same number can no longer complete. A new
 * account takes `language` (the page's, at sign-up); an existing one keeps its own.
 */
export async function signInByMobile(countryCode: string, mobile: string, language: Locale): Promise<UserRow> {
  const db = await getDb();
  const now = new Date();
  await db.insert(users).values({ countryCode, mobile, mobileVerifiedAt: now, language }).onConflictDoNothing();
  const user = await findUserByMobile(countryCode, mobile);
  if (!user) throw new Error('User vanished after insert');
  if (!user.mobileVerifiedAt) {
    await db.update(users).set({ mobileVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
  }
  return user;
}

export async function getUserById(id: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
