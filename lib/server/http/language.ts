import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { translateMessage } from '@/lib/i18n/api-messages';
import { HI_MESSAGES } from '@/lib/i18n/api-messages.hi';
import type { Locale } from '@/lib/i18n/locales';
import { requestLanguage } from '@/lib/i18n/request-language';

// An answer's `message` in the caller's language (Accept-Language, see requestLanguage). An
// answer that carries a message says so with `Content-Language` and `Vary: Accept-Language`
// (json() in route.ts adds them), so a cache never gives one caller another's language; answers
// without a message (the public, shared lists) gain neither and stay cached for everyone.

export const callerLanguage = (req: NextRequest | undefined): Locale => requestLanguage(req?.headers?.get('accept-language'));

/** A message the API sends, in the caller's language; English exactly as written. */
export const messageIn = (message: string, locale: Locale): string => translateMessage(message, locale, locale === 'hi' ? HI_MESSAGES : undefined);

/**
 * Whether a JSON body carries a message for the visitor: its own `message`, or one in a legacy
 * envelope the spec's client reads (`user.message`, `isVerified.message`).
 */
export function carriesMessage(body: unknown, depth = 0): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || depth > 1) return false;
  return Object.entries(body).some(([key, value]) => (key === 'message' && typeof value === 'string') || carriesMessage(value, depth + 1));
}

/** The headers of an answer whose message is in `locale`. */
export function markLanguage(headers: Headers, locale: Locale): void {
  const vary = headers.get('vary');
  if (!vary?.split(',').some((v) => v.trim().toLowerCase() === 'accept-language')) headers.set('Vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  headers.set('Content-Language', locale);
}

/** A handler's answer with its message in the caller's language (English answers as they are). */
export async function localizeAnswer(res: Response, locale: Locale): Promise<Response> {
  if (locale === 'en' || res.headers.get('content-language') !== 'en') return res;
  const body: unknown = await res.json();
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  markLanguage(headers, locale);
  return NextResponse.json(withMessagesIn(body, locale), { status: res.status, headers });
}

/** The body with its `message`, and its legacy envelopes' (`isVerified.message`), in `locale`. */
function withMessagesIn(body: unknown, locale: Locale, depth = 0): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || depth > 1) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    out[key] = key === 'message' && typeof value === 'string' ? messageIn(value, locale) : withMessagesIn(value, locale, depth + 1);
  }
  return out;
}
