import 'server-only';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { getDb } from '../db/client';
import { rateLimits } from '../db/schema';
import { serverEnv } from '../env';
import { HttpError, isDatabaseUnavailable } from '../errors';

// Limits shared by every instance through the database (rate-limiter-flexible's Drizzle store).
const RULES = {
  // One code per destination per 30 seconds (OTP_RESEND_SECONDS), five per hour.
  otpBurst: { points: 1, duration: 30 },
  otpHourly: { points: 5, duration: 60 * 60 },
  // Codes asked for from one address, whatever the destination.
  otpPerIp: { points: 20, duration: 60 * 60 },
  // Code checks from one address (each code also allows only five tries).
  verifyPerIp: { points: 60, duration: 10 * 60 },
  // Anonymous tools per address and minute; points come from TOOL_LIMITS below.
  kundliPerIp: { points: 0, duration: 60 },
  matchPerIp: { points: 0, duration: 60 },
  luckyPerIp: { points: 0, duration: 60 },
  placesPerIp: { points: 0, duration: 60 },
  // Images per user (each one is decoded, re-encoded and stored).
  uploadsPerUser: { points: 10, duration: 60 * 60 },
} as const;

/**
 * Requests a minute per address, as multiples of TOOL_RATE_LIMIT_PER_MINUTE (default 30: far
 * more than a person types). Place suggestions follow typing, so they get four times as many.
 */
const TOOL_LIMITS: Partial<Record<keyof typeof RULES, number>> = { kundliPerIp: 1, matchPerIp: 1, luckyPerIp: 1, placesPerIp: 4 };

export type LimitName = keyof typeof RULES;

const limiters = new Map<LimitName, Promise<RateLimiterDrizzle>>();

function options(name: LimitName) {
  return {
    keyPrefix: name,
    ...RULES[name],
    ...(name === 'otpBurst' ? { duration: serverEnv().otpResendSeconds } : {}),
    ...(TOOL_LIMITS[name] ? { points: TOOL_LIMITS[name] * serverEnv().toolRateLimitPerMinute } : {}),
  };
}

function limiter(name: LimitName): Promise<RateLimiterDrizzle> {
  let pending = limiters.get(name);
  if (!pending) {
    pending = getDb().then((db) => new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, clearExpiredByTimeout: false, ...options(name) }));
    pending.catch(() => limiters.delete(name));
    limiters.set(name, pending);
  }
  return pending;
}

const memoryLimiters = new Map<LimitName, RateLimiterMemory>();

/** Spends a point in the database; the tools work without it, so their limits then hold per instance. */
async function consume(name: LimitName, key: string) {
  try {
    return await (await limiter(name)).consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes || !TOOL_LIMITS[name] || !isDatabaseUnavailable(err)) throw err;
    let memory = memoryLimiters.get(name);
    if (!memory) memoryLimiters.set(name, (memory = new RateLimiterMemory(options(name))));
    return memory.consume(key);
  }
}

function retryMessage(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Spends one point of each named limit for `key`, or throws a 429 that says when to try again. */
export async function consumeLimits(checks: [LimitName, string][], what = 'requests'): Promise<void> {
  for (const [name, key] of checks) {
    try {
      await consume(name, key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const retryAfter = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new HttpError(429, `Too many ${what}. Please try again in ${retryMessage(retryAfter)}.`, { retryAfter }, { 'Retry-After': String(retryAfter) });
    }
  }
}
