import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { isHttps } from './session';

/**
 * The cookie that names a browser's registration attempt. Every code of a registration belongs
 * to the attempt that asked for it, so someone else asking for codes with the same number or
 * address starts an attempt of their own and can neither replace nor complete this one.
 * HttpOnly (scripts cannot read it) and SameSite=Strict (no other site can make the browser send it).
 */
export const REGISTRATION_COOKIE = 'registration';
/** Long enough to read both codes and type them in; a new send-otp starts a new attempt anyway. */
export const REGISTRATION_TTL_MS = 30 * 60 * 1000;

const TOKEN_PATTERN = /^[\w-]{43}$/; // 256 random bits, base64url

export const newAttemptToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: the database never holds a token that could be replayed. */
export const attemptTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function readAttemptToken(req: NextRequest): string | undefined {
  const token = req.cookies.get(REGISTRATION_COOKIE)?.value;
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

export function setAttemptCookie(req: NextRequest, res: NextResponse, token: string): void {
  res.cookies.set(REGISTRATION_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/', secure: isHttps(req), maxAge: REGISTRATION_TTL_MS / 1000 });
}

export function clearAttemptCookie(req: NextRequest, res: NextResponse): void {
  res.cookies.set(REGISTRATION_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: '/', secure: isHttps(req), maxAge: 0 });
}
