// Responses of the operational calls: the load balancer's health check and the XSRF cookie.

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
