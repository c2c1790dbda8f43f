import 'server-only';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/contract/auth';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

// OWASP's scrypt baseline: N=2^17, r=8, p=1 (128 MiB per hash, well inside this server's memory).
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * zxcvbn's cost grows much faster than the password's length (a 128-character "aA1!" x 32 took
 * over a second of CPU), and beyond a few dozen characters a password that is not one repeated
 * pattern is strong anyway. Only this many leading characters are scored.
 */
export const PASSWORD_SCORED_LENGTH = 64;

/** "scrypt$N$r$p$salt$hash", so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem });
  return timingSafeEqual(key, expected);
}

const strength = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  // The l33t matcher tries every combination of substitutions ("P4$$w0rd" -> "Pa$$w0rd", ...);
  // its default of 100 costs hundreds of milliseconds on a password full of symbols. Three
  // still catches the usual "P@ssw0rd1" and keeps the worst 64-character input in tens of ms.
  l33tMaxSubstitutions: 3,
  maxLength: PASSWORD_SCORED_LENGTH,
});

/**
 * Why a password is not acceptable, or null. Costs up to tens of milliseconds of CPU: call it
 * only after the caller's rate limits. Besides the length, it must not be a common or
 * easily guessed password (zxcvbn's dictionary of leaked passwords, keyboard patterns, dates),
 * nor built from the user's own name, e-mail or mobile number.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  // "Kavya Iyer" should also catch "kavyaiyer1"; "ravi.kumar@example.in" also "ravikumar".
  const inputs = userInputs
    .filter(Boolean)
    .flatMap((v) => [v, ...v.split(/[\s@._-]+/), v.split('@')[0]!.replace(/[\s._-]+/g, '')])
    .map((v) => v.toLowerCase())
    .filter((v) => v.length >= 3);
  const result = strength.check(password.slice(0, PASSWORD_SCORED_LENGTH), [...new Set(inputs)]);
  if (result.score < 2) return 'This password is too common or easy to guess. Please choose a stronger one.';
  return null;
}
