import axios from 'axios';
import { XSRF_COOKIE, XSRF_HEADER } from '@/lib/contract/xsrf';
import { removeStoredUser } from './storage';

/**
 * The browser's HTTP client (SPEC 7 and 9). Import it through loadHttp() (./http), so axios
 * is fetched on the first call, not with every page: base from NEXT_PUBLIC_API_BASE_URL (default /api),
 * no timeout, and the XSRF cookie echoed in the X-XSRF-TOKEN header.
 */
export const http = axios.create({
  baseURL: process.env.NEXT_PUBLIC_API_BASE_URL || '/api',
  withCredentials: true,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: XSRF_HEADER,
  headers: { 'Content-Type': 'application/json' },
});

const SAFE_METHODS = new Set(['get', 'head', 'options']);
let xsrfRequest: Promise<unknown> | null = null;

function hasXsrfCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${XSRF_COOKIE}=`));
}

// The API answers in the page's language (<html lang>, `hi` under /hi): its messages reach the
// visitor as they are shown.
http.interceptors.request.use((config) => {
  if (typeof document !== 'undefined' && document.documentElement.lang) config.headers.set('Accept-Language', document.documentElement.lang);
  return config;
});

// Pages are cached publicly and set no cookie, so before its first write the client asks the
// API for the XSRF cookie (once, shared by concurrent writes).
http.interceptors.request.use(async (config) => {
  if (typeof document === 'undefined' || SAFE_METHODS.has((config.method ?? 'get').toLowerCase()) || hasXsrfCookie()) return config;
  xsrfRequest ??= http.get('/xsrf-token').finally(() => {
    xsrfRequest = null;
  });
  await xsrfRequest.catch(() => undefined); // the write itself then reports the failure
  return config;
});

// A 401 means the server has no valid session: stored user data is stale, so it goes.
http.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401 && typeof window !== 'undefined') removeStoredUser();
  return Promise.reject(error);
});
