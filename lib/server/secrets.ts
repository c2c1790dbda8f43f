import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from './db/client';
import { appSecrets } from './db/schema';
import { serverEnv } from './env';

const cache = new Map<string, Promise<string>>();

/**
 * The key for hashing one-time codes: OTP_SECRET when set, otherwise a random key generated
 * once and kept in the database, so every instance uses the same one without any set-up.
 */
export function getOtpKey(): Promise<string> {
  const configured = serverEnv().otpSecret;
  if (configured) return Promise.resolve(configured);
  return storedSecret('otp-hmac-key');
}

function storedSecret(name: string): Promise<string> {
  let pending = cache.get(name);
  if (!pending) {
    pending = (async () => {
      const db = await getDb();
      await db.insert(appSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
      return row!.value;
    })();
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

/**
 * The key that signs TEST MODE checkout callbacks in place of a Razorpay key secret: generated
 * once and kept in the database, so a callback signed by one instance verifies on another, and
 * never sent to a browser (the server signs on the checkout's behalf).
 */
export function getTestPaymentsKey(): Promise<string> {
  return storedSecret('test-payments-key');
}

/**
 * The key that signs the claims of anonymous results (result-claims.ts): generated once and kept
 * in the database, so a claim made on one instance is honoured by another.
 */
export function getResultClaimKey(): Promise<string> {
  return storedSecret('result-claim-key');
}
