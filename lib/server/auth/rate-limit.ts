import 'server-only';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { getDb, getDbState } from '../db/client';
import { rateLimits } from '../db/schema';
import { serverEnv, type ServerEnv } from '../env';
import { HttpError, isDatabaseUnavailable } from '../errors';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

type Rule = { points: number; duration: number; message?: string };

// Limits shared by every instance through the database (rate-limiter-flexible's Drizzle store).
// A rule is fixed, or read from the settings. `message` replaces the generic "Too many <what>."
// where a limit needs its own words.
const RULES = {
  // One code per destination per 30 seconds (OTP_RESEND_SECONDS), five per hour.
  otpBurst: (env: ServerEnv) => ({ points: 1, duration: env.otpResendSeconds }),
  otpHourly: { points: 5, duration: HOUR },
  // At most OTP_DAILY_SENDS (10) codes or registration notices per destination a day.
  otpDaily: (env: ServerEnv) => ({ points: env.otpDailySends, duration: DAY, message: 'Too many codes were sent to this number or address today.' }),
  // Codes asked for from one address, whatever the destination.
  otpPerIp: { points: 20, duration: HOUR },
  // Code checks from one address (each code also allows only five tries).
  verifyPerIp: { points: 60, duration: 10 * 60 },
  // Wrong codes per destination a day (OTP_DAILY_FAILED_TRIES, 20), across all its codes: a new
  // code gives a guesser no new tries once this is spent.
  failedTriesDaily: (env: ServerEnv) => ({ points: env.otpDailyFailedTries, duration: DAY, message: 'Too many wrong codes for this number or address today.' }),
  // Anonymous tools per address and minute (TOOL_RATE_LIMIT_PER_MINUTE, 30: far more than a
  // person types). Place suggestions follow typing, so they get four times as many.
  kundliPerIp: (env: ServerEnv) => ({ points: env.toolRateLimitPerMinute, duration: 60 }),
  matchPerIp: (env: ServerEnv) => ({ points: env.toolRateLimitPerMinute, duration: 60 }),
  luckyPerIp: (env: ServerEnv) => ({ points: env.toolRateLimitPerMinute, duration: 60 }),
  vastuCheckPerIp: (env: ServerEnv) => ({ points: env.toolRateLimitPerMinute, duration: 60 }),
  placesPerIp: (env: ServerEnv) => ({ points: 4 * env.toolRateLimitPerMinute, duration: 60 }),
  panchangPerIp: (env: ServerEnv) => ({ points: env.toolRateLimitPerMinute, duration: 60 }),
  // Muhurta searches and their re-reads: as many as the panchang.
  muhurtaPerIp: (env: ServerEnv) => ({ points: env.toolRateLimitPerMinute, duration: 60 }),
  // A festival year (JSON or .ics) costs as much as a panchang month: the same limit.
  festivalsPerIp: (env: ServerEnv) => ({ points: env.toolRateLimitPerMinute, duration: 60 }),
  // PDF reports per address and minute: each one is drawn afresh (tens of milliseconds of CPU).
  reportPdfsPerIp: (env: ServerEnv) => ({ points: env.toolRateLimitPerMinute, duration: 60 }),
  // Contact messages per address and hour (CONTACT_RATE_LIMIT_PER_HOUR, 5): each is stored and e-mailed.
  contactPerIp: (env: ServerEnv) => ({ points: env.contactRateLimitPerHour, duration: HOUR }),
  // Images per user (each one is decoded, re-encoded and stored).
  uploadsPerUser: { points: 10, duration: HOUR },
  // Bookings made per user and hour (each is kept; unpaid ones are also capped in the service).
  bookingsPerUser: { points: 30, duration: HOUR },
  // Payment orders per customer (each calls the provider), and callback checks (a few per order).
  paymentOrdersPerUser: { points: 30, duration: HOUR },
  paymentChecksPerUser: { points: 120, duration: HOUR },
  // The provider's webhook deliveries per address (retries come in bursts).
  paymentWebhooksPerIp: { points: 600, duration: 60 },
  // Saves, renames and deletions of saved reports per user: far more than a person clicks.
  reportWritesPerUser: { points: 120, duration: HOUR },
  // Profile changes per user (name); e-mail codes have their own limits above.
  profileWritesPerUser: { points: 60, duration: HOUR },
  // Data downloads per user: each one reads everything the account holds.
  exportsPerUser: { points: 10, duration: HOUR },
  // E-mails a staff member sends from the console: a stolen session cannot become a spam relay.
  adminRepliesPerUser: { points: 60, duration: HOUR },
} satisfies Record<string, Rule | ((env: ServerEnv) => Rule)>;

export type LimitName = keyof typeof RULES;

/**
 * The free tools' per-minute limits. The tools work without the database, so while it is down
 * these hold per instance. On the embedded database they are always kept in memory: only one
 * process can open its data folder (./db/data-dir-lock), so memory holds the same counts, and a
 * database write per tool request would queue behind every other write in its single thread
 * (a restart forgets at most a minute of counts).
 */
const TOOL_LIMITS = new Set<LimitName>(['kundliPerIp', 'matchPerIp', 'luckyPerIp', 'vastuCheckPerIp', 'placesPerIp', 'panchangPerIp', 'festivalsPerIp', 'muhurtaPerIp']);

function ruleOf(name: LimitName): Rule {
  const spec: Rule | ((env: ServerEnv) => Rule) = RULES[name];
  return typeof spec === 'function' ? spec(serverEnv()) : spec;
}

const limiters = new Map<LimitName, Promise<RateLimiterDrizzle>>();

function limiter(name: LimitName): Promise<RateLimiterDrizzle> {
  let pending = limiters.get(name);
  if (!pending) {
    const { points, duration } = ruleOf(name);
    pending = getDb().then(
      (db) => new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: name, clearExpiredByTimeout: false, points, duration }),
    );
    pending.catch(() => limiters.delete(name));
    limiters.set(name, pending);
  }
  return pending;
}

// One set of counts per process, on the global object: Next compiles this module once per bundle
// (API routes, pages, the start-up code that serves proxy.ts), and GET /api/panchang and the
// panchang page must spend the same points.
const shared = globalThis as { __toolRateLimiters?: Map<LimitName, RateLimiterMemory> };
const memoryLimiters = (shared.__toolRateLimiters ??= new Map<LimitName, RateLimiterMemory>());

function memoryLimiter(name: LimitName): RateLimiterMemory {
  let memory = memoryLimiters.get(name);
  if (!memory) {
    const { points, duration } = ruleOf(name);
    memoryLimiters.set(name, (memory = new RateLimiterMemory({ keyPrefix: name, points, duration })));
  }
  return memory;
}

/** Spends a point in the database, or in memory for the tools (see TOOL_LIMITS). */
async function consume(name: LimitName, key: string) {
  const tool = TOOL_LIMITS.has(name);
  try {
    if (tool && (await getDbState()).kind === 'pglite') return await memoryLimiter(name).consume(key);
    return await (await limiter(name)).consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes || !tool || !isDatabaseUnavailable(err)) throw err;
    return memoryLimiter(name).consume(key);
  }
}

function retryMessage(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  if (seconds < 2 * HOUR) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / HOUR)} hours`;
}

function tooMany(rule: Rule, what: string, msBeforeNext: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(429, `${rule.message ?? `Too many ${what}.`} Please try again in ${retryMessage(retryAfter)}.`, { retryAfter }, { 'Retry-After': String(retryAfter) });
}

/**
 * Spends one point of each named limit for its key, or throws a 429 that says when to try
 * again. Every limit is spent even when an earlier one refuses, and the refusal names the
 * longest wait: after a shorter one the caller would only be refused again.
 */
export async function consumeLimits(checks: [LimitName, string][], what = 'requests'): Promise<void> {
  let refusal: { rule: Rule; msBeforeNext: number } | null = null;
  for (const [name, key] of checks) {
    try {
      await consume(name, key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      if (!refusal || err.msBeforeNext > refusal.msBeforeNext) refusal = { rule: ruleOf(name), msBeforeNext: err.msBeforeNext };
    }
  }
  if (refusal) throw tooMany(refusal.rule, what, refusal.msBeforeNext);
}

/** Gives back a point spent by `consumeLimits` (e.g. a code check that turned out right). */
export async function refundLimit(name: LimitName, key: string): Promise<void> {
  await (await limiter(name)).reward(key, 1);
}
