import axios from 'axios';
import { removeStoredUser } from './storage';

/**
 * The browser's HTTP client (SPEC 7 and 9): base from NEXT_PUBLIC_API_BASE_URL (default /api),
 * no timeout, and the XSRF cookie echoed in the X-XSRF-TOKEN header.
 */
export const http = axios.create({
  baseURL: process.env.NEXT_PUBLIC_API_BASE_URL || '/api',
  withCredentials: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  headers: { 'Content-Type': 'application/json' },
});

// A 401 means the server has no valid session: stored user data is stale, so it goes.
http.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401 && typeof window !== 'undefined') removeStoredUser();
  return Promise.reject(error);
});

/** The server's `message`, if the error carries one. */
export function serverMessage(err: unknown): string | undefined {
  if (axios.isAxiosError(err)) {
    const message = (err.response?.data as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? message : undefined;
  }
  return undefined;
}
