import 'server-only';
import { gt, isNull, or, type AnyColumn } from 'drizzle-orm';

/** Rows that never expire (null) or whose expiry is still ahead: kundlis and matches kept under a private link. */
export function unexpired(expiresAt: AnyColumn) {
  return or(isNull(expiresAt), gt(expiresAt, new Date()));
}
