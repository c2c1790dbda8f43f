import 'server-only';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { ExpertKind, RegistrationRequest } from '@/lib/contract/auth';
import { verifyOtp, issueOtp, type OtpCheck } from '../auth/otp';
import { hashPassword, passwordProblem } from '../auth/password';
import { consumeLimits } from '../auth/rate-limit';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { deliverEmailCode, deliverSmsCode } from '../delivery';
import { HttpError } from '../errors';
import { signInByMobile } from './users';

type UserRow = typeof users.$inferSelect;

const e164 = (countryCode: string, mobile: string) => `+${countryCode}${mobile}`;

export const OTP_FAILURE_MESSAGES: Record<Exclude<OtpCheck, { ok: true }>['reason'], string> = {
  invalid: 'Invalid OTP. Please check the code and try again.',
  expired: 'This OTP has expired. Please request a new one.',
  locked: 'Too many wrong attempts. Please request a new OTP.',
  missing: 'This OTP is no longer valid. Please request a new one.',
};

function otpFailure(check: OtpCheck): HttpError | null {
  return check.ok ? null : new HttpError(400, OTP_FAILURE_MESSAGES[check.reason], { isVerified: { status: false, message: OTP_FAILURE_MESSAGES[check.reason] } });
}

/**
 * Sends a sign-in code. The answer is the same whether or not the number has an account
 * (the first verified sign-in creates one), so it reveals nothing about who is registered.
 */
export async function requestLoginCode(countryCode: string, mobile: string, ip: string): Promise<void> {
  const destination = e164(countryCode, mobile);
  await consumeLimits(
    [
      ['otpPerIp', ip],
      ['otpBurst', destination],
      ['otpHourly', destination],
    ],
    'OTP requests',
  );
  await deliverSmsCode(destination, await issueOtp('login', destination));
}

export async function verifyLoginCode(countryCode: string, mobile: string, otp: string, ip: string): Promise<UserRow> {
  await consumeLimits([['verifyPerIp', ip]], 'verification attempts');
  const failure = otpFailure(await verifyOtp('login', e164(countryCode, mobile), otp));
  if (failure) throw failure;
  const user = await signInByMobile(countryCode, mobile);
  if (user.status !== 1) throw new HttpError(403, 'This account is inactive. Please contact us.');
  return user;
}

const roleFor = (kind: ExpertKind) => (kind === 'astrologer' ? 'astrologer' : 'vastu-astrologer');

/**
 * Step 1 of expert registration: a pending account and two codes, one to the mobile number and
 * one to the e-mail address. An active account with the same mobile or e-mail is a 409; an
 * unfinished registration with either is replaced, so an abandoned attempt never blocks anyone.
 */
export async function startRegistration(req: RegistrationRequest, ip: string): Promise<void> {
  const problem = passwordProblem(req.password, [req.name, req.email, req.mobile, 'astrovastu', 'kendra']);
  if (problem) throw new HttpError(400, problem);

  const db = await getDb();
  const matches = await db
    .select()
    .from(users)
    .where(or(and(eq(users.countryCode, req.country_code), eq(users.mobile, req.mobile)), eq(sql`lower(${users.email})`, req.email)));
  const active = matches.filter((u) => u.accountState === 'active');
  if (active.some((u) => u.email?.toLowerCase() === req.email)) {
    throw new HttpError(409, 'An account with this e-mail address already exists. Please sign in instead.');
  }
  if (active.length) throw new HttpError(409, 'This mobile number is already registered. Please sign in instead.');

  const mobileDestination = e164(req.country_code, req.mobile);
  await consumeLimits(
    [
      ['otpPerIp', ip],
      ['otpBurst', mobileDestination],
      ['otpHourly', mobileDestination],
      ['otpBurst', req.email],
      ['otpHourly', req.email],
    ],
    'OTP requests',
  );

  const passwordHash = await hashPassword(req.password);
  const pendingIds = matches.map((u) => u.id);
  const fields = {
    name: req.name,
    email: req.email,
    countryCode: req.country_code,
    mobile: req.mobile,
    passwordHash,
    roles: [roleFor(req.expertType)],
    accountState: 'pending' as const,
    mobileVerifiedAt: null,
    emailVerifiedAt: null,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const [keep, ...drop] = pendingIds;
    for (const id of drop) await tx.delete(users).where(eq(users.id, id));
    if (keep) await tx.update(users).set(fields).where(eq(users.id, keep));
    else await tx.insert(users).values(fields);
  });

  const [smsCode, emailCode] = await Promise.all([issueOtp('register-mobile', mobileDestination), issueOtp('register-email', req.email)]);
  await Promise.all([deliverSmsCode(mobileDestination, smsCode), deliverEmailCode(req.email, emailCode)]);
}

export type RegistrationStep = { step: 'mobile-verified'; user: UserRow } | { step: 'email-verified'; user: UserRow } | { step: 'complete'; user: UserRow };

/**
 * Steps 2 and 3: a code for the mobile number or the e-mail address of a pending registration.
 * When both are verified the account becomes active.
 */
export async function verifyRegistrationCode(identifier: string, countryCode: string, otp: string, ip: string): Promise<RegistrationStep> {
  await consumeLimits([['verifyPerIp', ip]], 'verification attempts');
  const isEmail = identifier.includes('@');
  const value = isEmail ? identifier.trim().toLowerCase() : identifier.replace(/[\s-]/g, '');
  if (!isEmail && !/^\d{10}$/.test(value)) throw new HttpError(400, 'identifier must be your 10-digit mobile number or your e-mail address.');

  const failure = otpFailure(
    await verifyOtp(isEmail ? 'register-email' : 'register-mobile', isEmail ? value : e164(countryCode, value), otp),
  );
  if (failure) throw failure;

  const db = await getDb();
  const now = new Date();
  const match = isEmail ? eq(sql`lower(${users.email})`, value) : and(eq(users.countryCode, countryCode), eq(users.mobile, value));
  const [updated] = await db
    .update(users)
    .set(isEmail ? { emailVerifiedAt: now, updatedAt: now } : { mobileVerifiedAt: now, updatedAt: now })
    .where(and(match, eq(users.accountState, 'pending')))
    .returning();
  if (!updated) throw new HttpError(400, OTP_FAILURE_MESSAGES.missing, { isVerified: { status: false, message: OTP_FAILURE_MESSAGES.missing } });

  if (updated.mobileVerifiedAt && updated.emailVerifiedAt) {
    // Another account may have taken the number or address meanwhile; the unique indexes decide.
    const [active] = await db
      .update(users)
      .set({ accountState: 'active', updatedAt: now })
      .where(and(eq(users.id, updated.id), ne(users.accountState, 'active')))
      .returning();
    return { step: 'complete', user: active ?? updated };
  }
  return { step: isEmail ? 'email-verified' : 'mobile-verified', user: updated };
}
