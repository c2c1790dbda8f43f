import 'server-only';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { RegistrationRequest } from '@/lib/contract/auth';
import type { Locale } from '@/lib/i18n/locales';
import { issueOtp, verifyOtp, type OtpCheck, type OtpScope } from '../auth/otp';
import { hashPassword, passwordProblem } from '../auth/password';
import { consumeLimits, refundLimit, type LimitName } from '../auth/rate-limit';
import { attemptTokenHash, newAttemptToken, REGISTRATION_TTL_MS } from '../auth/registration-attempt';
import { getDb } from '../db/client';
import { registrationAttempts, users } from '../db/schema';
import { deliverEmailCode, deliverEmailNotice, deliverSmsCode, deliverSmsNotice } from '../delivery';
import { HttpError } from '../errors';
import { findUserByMobile, signInByMobile } from './users';

type UserRow = typeof users.$inferSelect;
type AttemptRow = typeof registrationAttempts.$inferSelect;

const e164 = (countryCode: string, mobile: string) => `+${countryCode}${mobile}`;

export const OTP_FAILURE_MESSAGES: Record<Exclude<OtpCheck, { ok: true }>['reason'], string> = {
  invalid: 'Invalid OTP. Please check the code and try again.',
  expired: 'This OTP has expired. Please request a new one.',
  locked: 'Too many wrong attempts. Please request a new OTP.',
  missing: 'This OTP is no longer valid. Please request a new one.',
};

const REGISTRATION_GONE = 'This registration has expired or was started in another browser. Please fill in your details again.';
const ALREADY_REGISTERED = 'This mobile number or e-mail address already has an account. Please sign in instead.';

/** Codes sent to one number or address, whoever asks for them: one per OTP_RESEND_SECONDS, five an hour, OTP_DAILY_SENDS a day. */
export const sendLimits = (destination: string): [LimitName, string][] => [
  ['otpBurst', destination],
  ['otpHourly', destination],
  ['otpDaily', destination],
];

/**
 * Checks a code under the daily cap of wrong codes for its number or address (across all its
 * codes, so asking for new codes gives a guesser no new tries). Each check spends a point
 * before it runs, atomically in the database, so concurrent guesses cannot overshoot the cap;
 * a right code gets its point back. Every failed check counts, whatever the reason.
 */
export async function checkCode(scope: OtpScope, otp: string): Promise<void> {
  await consumeLimits([['failedTriesDaily', scope.destination]], 'wrong codes');
  const check = await verifyOtp(scope, otp);
  if (check.ok) return refundLimit('failedTriesDaily', scope.destination);
  throw new HttpError(400, OTP_FAILURE_MESSAGES[check.reason]);
}

/**
 * Sends a sign-in code. The answer is the same whether or not the number has an account
 * (the first verified sign-in creates one), so it reveals nothing about who is registered.
 * The SMS is in the account's language, or for a new number in the page's (`pageLanguage`):
 * only the number's owner reads it, so its language tells the caller nothing.
 */
export async function requestLoginCode(countryCode: string, mobile: string, ip: string, pageLanguage: Locale): Promise<void> {
  const destination = e164(countryCode, mobile);
  // The address's limit first: a caller it refuses spends nothing of the number's limits.
  await consumeLimits([['otpPerIp', ip]], 'OTP requests');
  await consumeLimits(sendLimits(destination), 'OTP requests');
  const account = await findUserByMobile(countryCode, mobile);
  await deliverSmsCode(destination, await issueOtp({ purpose: 'login', destination }), account?.language ?? pageLanguage);
}

/** Checks a sign-in code; the first one of a number creates its account in `pageLanguage`. */
export async function verifyLoginCode(countryCode: string, mobile: string, otp: string, ip: string, pageLanguage: Locale): Promise<UserRow> {
  await consumeLimits([['verifyPerIp', ip]], 'verification attempts');
  await checkCode({ purpose: 'login', destination: e164(countryCode, mobile) }, otp);
  const user = await signInByMobile(countryCode, mobile, pageLanguage);
  if (user.status !== 1) throw new HttpError(403, 'This account is inactive. Please contact us.');
  return user;
}

/**
 * Step 1 of expert registration: a new attempt, bound to the browser that asked (the returned
 * token goes into its cookie), with one code to the mobile number and one to the e-mail address.
 *
 * The answer is the same whether or not the number or address already has an account, so it
 * reveals nothing about who is registered: the owner of an existing one gets a notice instead
 * of the code ("someone tried to register; if it was you, sign in"), and the attempt can then
 * never be completed. Another attempt for the same number or address replaces nothing.
 *
 * Order matters for cost: the caller's address limit comes before the strength check and
 * scrypt, so an unauthenticated caller cannot make the server spend CPU beyond that limit.
 */
export async function startRegistration(req: RegistrationRequest, ip: string, previousToken?: string, pageLanguage: Locale = 'en'): Promise<string> {
  await consumeLimits([['otpPerIp', ip]], 'OTP requests');
  // Before the number's and address's limits: a weak password sends nothing, so it spends nothing of theirs.
  const problem = passwordProblem(req.password, [req.name, req.email, req.mobile, 'astrovastu', 'kendra']);
  if (problem) throw new HttpError(400, problem);

  const mobileDestination = e164(req.country_code, req.mobile);
  // Spent for an existing account exactly as for a new one: the answers must not differ.
  await consumeLimits([...sendLimits(mobileDestination), ...sendLimits(req.email)], 'OTP requests');

  const db = await getDb();
  const owners = await db
    .select({ email: users.email, countryCode: users.countryCode, mobile: users.mobile, language: users.language })
    .from(users)
    .where(or(and(eq(users.countryCode, req.country_code), eq(users.mobile, req.mobile)), eq(sql`lower(${users.email})`, req.email)));
  const mobileOwner = owners.find((u) => u.countryCode === req.country_code && u.mobile === req.mobile);
  const emailOwner = owners.find((u) => u.email?.toLowerCase() === req.email);

  const passwordHash = await hashPassword(req.password);
  const token = newAttemptToken();
  const now = Date.now();
  const attemptId = await db.transaction(async (tx) => {
    // Expired attempts go (their codes with them), and so does this browser's previous one.
    const previous = previousToken ? eq(registrationAttempts.tokenHash, attemptTokenHash(previousToken)) : undefined;
    await tx.delete(registrationAttempts).where(or(lt(registrationAttempts.expiresAt, new Date(now)), previous));
    const [row] = await tx
      .insert(registrationAttempts)
      .values({
        tokenHash: attemptTokenHash(token),
        name: req.name,
        email: req.email,
        countryCode: req.country_code,
        mobile: req.mobile,
        passwordHash,
        role: req.expertType, // an expert's role is its kind (lib/experts/kinds.ts)
        expiresAt: new Date(now + REGISTRATION_TTL_MS),
      })
      .returning({ id: registrationAttempts.id });
    return row!.id;
  });

  // A code is made either way, so checking one answers alike for taken and free destinations.
  const [smsCode, emailCode] = await Promise.all([
    issueOtp({ purpose: 'register-mobile', destination: mobileDestination, attemptId }),
    issueOtp({ purpose: 'register-email', destination: req.email, attemptId }),
  ]);
  await Promise.all([
    // The owner's notice in their account's language; a new number's code in the page's.
    mobileOwner ? deliverSmsNotice(mobileDestination, mobileOwner.language) : deliverSmsCode(mobileDestination, smsCode, pageLanguage),
    emailOwner ? deliverEmailNotice(req.email, emailOwner.language) : deliverEmailCode(req.email, emailCode, pageLanguage),
  ]);
  return token;
}

export type RegistrationStep = { step: 'mobile-verified' } | { step: 'email-verified' } | { step: 'complete'; user: UserRow };

/**
 * Steps 2 and 3: the code sent to the mobile number or the e-mail address of the browser's own
 * attempt (`token` from its cookie). When both are verified, the account is created, in the
 * language of the page that completed it.
 */
export async function verifyRegistrationCode(identifier: string, countryCode: string, otp: string, ip: string, token: string | undefined, pageLanguage: Locale): Promise<RegistrationStep> {
  await consumeLimits([['verifyPerIp', ip]], 'verification attempts');
  const isEmail = identifier.includes('@');
  const value = isEmail ? identifier.trim().toLowerCase() : identifier.replace(/[\s-]/g, '');
  if (!isEmail && !/^\d{10}$/.test(value)) throw new HttpError(400, 'identifier must be your 10-digit mobile number or your e-mail address.');

  const db = await getDb();
  const [attempt] = token
    ? await db
        .select()
        .from(registrationAttempts)
        .where(and(eq(registrationAttempts.tokenHash, attemptTokenHash(token)), gt(registrationAttempts.expiresAt, new Date())))
    : [];
  if (!attempt) throw new HttpError(400, REGISTRATION_GONE);
  const ofAttempt = isEmail ? attempt.email === value : attempt.countryCode === countryCode && attempt.mobile === value;
  if (!ofAttempt) {
    throw new HttpError(400, `That ${isEmail ? 'e-mail address' : 'mobile number'} is not the one this registration was started with. Please fill in your details again.`);
  }

  const destination = isEmail ? attempt.email : e164(attempt.countryCode, attempt.mobile);
  await checkCode({ purpose: isEmail ? 'register-email' : 'register-mobile', destination, attemptId: attempt.id }, otp);

  const now = new Date();
  const [updated] = await db
    .update(registrationAttempts)
    .set(isEmail ? { emailVerifiedAt: now } : { mobileVerifiedAt: now })
    .where(eq(registrationAttempts.id, attempt.id))
    .returning();
  if (!updated) throw new HttpError(400, REGISTRATION_GONE);
  if (!updated.mobileVerifiedAt || !updated.emailVerifiedAt) return { step: isEmail ? 'email-verified' : 'mobile-verified' };
  return { step: 'complete', user: await completeRegistration(updated.id, pageLanguage) };
}

/**
 * Turns a fully verified attempt into an active account. Claiming the attempt (deleting it) is
 * atomic, so of two concurrent final steps only one proceeds. The unique number and address
 * decide against an account made meanwhile; the caller has proven both, so saying so is safe.
 */
async function completeRegistration(attemptId: string, language: Locale): Promise<UserRow> {
  const db = await getDb();
  const user = await db.transaction(async (tx) => {
    const [attempt] = await tx.delete(registrationAttempts).where(eq(registrationAttempts.id, attemptId)).returning();
    if (!attempt) throw new HttpError(400, REGISTRATION_GONE);
    const [created] = await tx
      .insert(users)
      .values({ ...accountFrom(attempt), language })
      .onConflictDoNothing()
      .returning();
    return created;
  });
  if (!user) throw new HttpError(409, ALREADY_REGISTERED);
  return user;
}

function accountFrom(attempt: AttemptRow) {
  return {
    name: attempt.name,
    email: attempt.email,
    countryCode: attempt.countryCode,
    mobile: attempt.mobile,
    passwordHash: attempt.passwordHash,
    roles: [attempt.role],
    accountState: 'active' as const,
    mobileVerifiedAt: attempt.mobileVerifiedAt,
    emailVerifiedAt: attempt.emailVerifiedAt,
  };
}
