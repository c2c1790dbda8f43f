import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { otpCodes } from '../db/schema';
import { serverEnv } from '../env';
import { getOtpKey } from '../secrets';

export const OTP_LENGTH = 6;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

export type OtpCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'locked' | 'missing' };

function hashCode(key: string, purpose: OtpPurpose, destination: string, code: string): Buffer {
  // Bound to purpose and destination, so a code can never be replayed elsewhere.
  return createHmac('sha256', key).update(`${purpose}\n${destination}\n${code}`).digest();
}

/** Six digits from the operating system's secure random source. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Creates a code for a destination, replacing any earlier one. Returns the code to deliver. */
export async function issueOtp(purpose: OtpPurpose, destination: string): Promise<string> {
  const code = generateCode();
  const codeHash = hashCode(await getOtpKey(), purpose, destination, code).toString('hex');
  const expiresAt = new Date(Date.now() + serverEnv().otpTtlMs);
  const db = await getDb();
  await db
    .insert(otpCodes)
    .values({ purpose, destination, codeHash, expiresAt })
    .onConflictDoUpdate({
      target: [otpCodes.purpose, otpCodes.destination],
      set: { codeHash, expiresAt, attempts: 0, consumedAt: null, createdAt: new Date() },
    });
  return code;
}

/**
 * Checks a code. Each try is counted before the comparison (an atomic increment), so at most
 * five tries are ever compared; the comparison is constant-time; and the code is consumed by a
 * conditional update, so of any number of concurrent correct tries exactly one succeeds.
 */
export async function verifyOtp(purpose: OtpPurpose, destination: string, code: string): Promise<OtpCheck> {
  const db = await getDb();
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.destination, destination),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });

  if (!row) return { ok: false, reason: await whyUnusable(purpose, destination) };

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = hashCode(await getOtpKey(), purpose, destination, /^\d{6}$/.test(code) ? code : '');
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };

  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return consumed ? { ok: true } : { ok: false, reason: 'invalid' };
}

async function whyUnusable(purpose: OtpPurpose, destination: string): Promise<'expired' | 'locked' | 'missing'> {
  const db = await getDb();
  const [row] = await db
    .select({ attempts: otpCodes.attempts, expiresAt: otpCodes.expiresAt, consumedAt: otpCodes.consumedAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.destination, destination)));
  if (!row || row.consumedAt) return 'missing';
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
  return 'expired';
}
