import 'server-only';
import { BLOG_LIST_PAGE_SIZE } from '@/lib/contract/content';
import { setProxyHooks } from '@/lib/proxy-hooks';
import { consumeLimits } from './auth/rate-limit';
import { HttpError } from './errors';
import { countBlogListPages } from './services/blogs';

/** Gives proxy.ts the few server functions it needs (see lib/proxy-hooks.ts). Called at start-up. */
export function installProxyHooks(): void {
  setProxyHooks({
    async spendPanchangPoint(address) {
      try {
        await consumeLimits([['panchangPerIp', address]], 'panchang requests');
        return null;
      } catch (err) {
        if (err instanceof HttpError && err.status === 429) return { message: err.message, retryAfter: Number(err.body?.retryAfter) || 60 };
        throw err;
      }
    },
    blogListPages: () => countBlogListPages(BLOG_LIST_PAGE_SIZE),
  });
}
