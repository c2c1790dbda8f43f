// What proxy.ts may ask of the server. proxy.ts runs in the server's process but in a bundle of its
// own, before routing, and opens no database (architecture.md); the server's start-up code
// (lib/server/proxy-hooks.ts) puts these functions on the global object, where proxy.ts finds
// them. Without them (a build, a process still starting) proxy.ts lets requests through.

/** A refusal of a rate limit: the message to show and the seconds to wait. */
export interface LimitRefusal {
  message: string;
  retryAfter: number;
}

export interface ProxyHooks {
  /** Spends one point of the panchang's per-address limit (shared with GET /api/panchang). */
  spendPanchangPoint(address: string): Promise<LimitRefusal | null>;
  /** The number of pages of the public blog list (from the content cache). */
  blogListPages(): Promise<number>;
}

const shared = globalThis as { __astroProxyHooks?: ProxyHooks };

export function setProxyHooks(hooks: ProxyHooks): void {
  shared.__astroProxyHooks = hooks;
}

export function proxyHooks(): ProxyHooks | undefined {
  return shared.__astroProxyHooks;
}
