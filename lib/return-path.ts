// Where a visitor goes back to after signing in (e.g. the result they wanted to save). It comes
// from a query string anyone can write, so only a path on this site is accepted: never another
// host ("//evil.example", "/\evil.example"), a scheme, or control characters.

export const RETURN_PATH_PARAM = 'next';
const MAX_LENGTH = 512;

/** The path if it is a safe place on this site to return to, else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  // The sign-in screens themselves would loop.
  if (/^\/(login|otp)(?:[/?#]|$)/.test(value)) return null;
  return value;
}

/** The sign-in page's link that comes back to `path` afterwards. */
export function signInHref(path: string): string {
  return `/login?${RETURN_PATH_PARAM}=${encodeURIComponent(path)}`;
}
