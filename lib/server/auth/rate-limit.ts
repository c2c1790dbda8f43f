import 'server-only';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { getDb } from '../db/client';
import { rateLimits } from '../db/schema';
import { serverEnv } from '../env';
import { HttpError } from '../errors';

// Limits shared by every instance through the database (rate-limiter-flexible's Drizzle store).
const RULES = {
  // One code per destination per 30 seconds (OTP_RESEND_SECONDS), five per hour.
  otpBurst: { points: 1, duration: 30 },
  otpHourly: { points: 5, duration: 60 * 60 },
  // Codes asked for from one address, whatever the destination.
  otpPerIp: { points: 20, duration: 60 * 60 },
  // Code checks from one address (each code also allows only five tries).
  verifyPerIp: { points: 60, duration: 10 * 60 },
} as const;

export type LimitName = keyof typeof RULES;

const limiters = new Map<LimitName, Promise<RateLimiterDrizzle>>();

function limiter(name: LimitName): Promise<RateLimiterDrizzle> {
  let pending = limiters.get(name);
  if (!pending) {
    pending = getDb().then(
      (db) => new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        clearExpiredByTimeout: false,
        ...RULES[name],
        ...(name === 'otpBurst' ? { duration: serverEnv().otpResendSeconds } : {}),
      }),
    );
    pending.catch(() => limiters.delete(name));
    limiters.set(name, pending);
  }
  return pending;
}

function retryMessage(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Spends one point of each named limit for `key`, or throws a 429 that says when to try again. */
export async function consumeLimits(checks: [LimitName, string][], what = 'requests'): Promise<void> {
  for (const [name, key] of checks) {
    try {
      await (await limiter(name)).consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new HttpError(429, `Too many ${what}. Please try again in ${retryMessage(retryAfter)}.`, { retryAfter }, { 'Retry-After': String(retryAfter) });
    }
  }
}
