import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { otpCodes } from '../db/schema';
import { serverEnv } from '../env';
import { getOtpKey } from '../secrets';

export const OTP_LENGTH = 6;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

export type OtpCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'locked' | 'missing' };

/** A sign-in code belongs to its number; a registration code also to the attempt that asked for it. */
export type OtpScope = { purpose: OtpPurpose; destination: string; attemptId?: string };

function hashCode(key: string, { purpose, destination, attemptId }: OtpScope, code: string): Buffer {
  // Bound to purpose, destination and attempt, so a code can never be replayed elsewhere.
  return createHmac('sha256', key).update(`${purpose}\n${destination}\n${attemptId ? `${attemptId}\n` : ''}${code}`).digest();
}

function ofScope({ purpose, destination, attemptId }: OtpScope) {
  return and(eq(otpCodes.purpose, purpose), eq(otpCodes.destination, destination), attemptId ? eq(otpCodes.attemptId, attemptId) : isNull(otpCodes.attemptId));
}

/** Six digits from the operating system's secure random source. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Creates a code for a destination (and attempt), replacing any earlier one. Returns the code to deliver. */
export async function issueOtp(scope: OtpScope): Promise<string> {
  const code = generateCode();
  const codeHash = hashCode(await getOtpKey(), scope, code).toString('hex');
  const expiresAt = new Date(Date.now() + serverEnv().otpTtlMs);
  const db = await getDb();
  const values = { purpose: scope.purpose, destination: scope.destination, attemptId: scope.attemptId ?? null, codeHash, expiresAt };
  const renewal = { codeHash, expiresAt, attempts: 0, consumedAt: null, createdAt: new Date() };
  if (scope.attemptId) {
    await db
      .insert(otpCodes)
      .values(values)
      .onConflictDoUpdate({ target: [otpCodes.attemptId, otpCodes.purpose], targetWhere: isNotNull(otpCodes.attemptId), set: renewal });
  } else {
    await db
      .insert(otpCodes)
      .values(values)
      .onConflictDoUpdate({ target: [otpCodes.purpose, otpCodes.destination], targetWhere: isNull(otpCodes.attemptId), set: renewal });
  }
  return code;
}

/**
 * Checks a code. Each try is counted before the comparison (an atomic increment), so at most
 * five tries are ever compared; the comparison is constant-time; and the code is consumed by a
 * conditional update, so of any number of concurrent correct tries exactly one succeeds.
 */
export async function verifyOtp(scope: OtpScope, code: string): Promise<OtpCheck> {
  const db = await getDb();
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        ofScope(scope),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });

  if (!row) return { ok: false, reason: await whyUnusable(scope) };

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = hashCode(await getOtpKey(), scope, /^\d{6}$/.test(code) ? code : '');
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };

  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return consumed ? { ok: true } : { ok: false, reason: 'invalid' };
}

async function whyUnusable(scope: OtpScope): Promise<'expired' | 'locked' | 'missing'> {
  const db = await getDb();
  const [row] = await db
    .select({ attempts: otpCodes.attempts, expiresAt: otpCodes.expiresAt, consumedAt: otpCodes.consumedAt })
    .from(otpCodes)
    .where(ofScope(scope));
  if (!row || row.consumedAt) return 'missing';
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
  return 'expired';
}
