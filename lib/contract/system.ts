// Responses of the operational calls (the load balancer's health check, the XSRF cookie) and
// the base body of every error answer.

/**
 * Every error answer of a route (lib/server/http/route.ts), before the route's failure envelope
 * adds the fields its legacy client reads (docs/api.md).
 */
export interface ErrorResponse {
  status: 'error';
  success: false;
  /** Readable and safe to show. */
  message: string;
  /** A 429's wait in seconds (also in the Retry-After header). */
  retryAfter?: number;
}

/** GET /api/health: 200 when the instance and its database are up, 503 otherwise. */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  db: 'ok' | 'down';
  /** Present when the database's storage is full. */
  storage?: 'full';
}

/** GET /api/xsrf-token: the answer only carries the XSRF-TOKEN cookie. */
export interface XsrfTokenResponse {
  status: 'success';
}
