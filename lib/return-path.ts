import { DEFAULT_LOCALE, localePath, splitLocale, type Locale } from './i18n/locales';

// Where a visitor goes back to after signing in (`/login?next=/book/home-vastu`). Only a path on
// this site is accepted: an absolute URL, a protocol-relative `//host`, a backslash (which some
// browsers read as a slash), an encoded character or anything unusual is dropped, so the sign-in
// page can never be used to send someone to another site.

// A plain query may follow (the booking of a fee estimate carries its choices): letters, digits,
// `-._~`, `=` and `&` only, so it cannot hold another address.
const SAFE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/]{0,200}(?:\?[A-Za-z0-9\-._~=&]{1,200})?$/;

/** Pages a return would loop through. */
const SIGN_IN_PAGES = ['/login', '/otp'];

/** `value` when it is a safe path on this site to return to, else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !SAFE_PATH.test(value)) return null;
  if (value.split('?')[0]!.split('/').some((part) => part === '..' || part === '.')) return null;
  // In either language: `/hi/login` loops as well as `/login`.
  const page = splitLocale(value.split('?')[0]!).path;
  if (SIGN_IN_PAGES.some((p) => page === p || page.startsWith(`${p}/`))) return null;
  return value;
}

/**
 * The sign-in page that returns to `path` afterwards, in the page's language: on a Hindi page
 * both the sign-in page and the way back are under /hi (a path already under /hi stays as it is).
 */
export function signInPath(path: string, locale: Locale = DEFAULT_LOCALE): string {
  const safe = safeReturnPath(path);
  const login = localePath('/login', locale);
  return safe ? `${login}?next=${encodeURIComponent(localePath(safe, locale))}` : login;
}
