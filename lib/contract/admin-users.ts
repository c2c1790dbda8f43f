import './zod-jitless';
import { z } from 'zod';
import { ROLES, type Role } from '@/lib/roles';
import { pageQuerySchema, type Paged } from './admin';
import { textField } from './text-field';

// The console's accounts: GET /api/admin/users?q=, GET and PATCH /api/admin/users/{id},
// DELETE /api/admin/users/{id}/sessions. Admins only.

const SEARCH_MESSAGE = 'Search by a mobile number (digits) or a full e-mail address.';

/** An e-mail address in lower case, or a number's digits without spaces, dashes or +91. */
function normaliseSearch(raw: string): string {
  const text = raw.trim();
  if (text.includes('@')) return text.toLowerCase();
  return text.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, '');
}

/**
 * `q`: digits find mobile numbers starting with them (at least 3), an e-mail address finds
 * that account; empty lists every account, newest first.
 */
export const userSearchQuerySchema = z.object({
  page: pageQuerySchema,
  q: z
    .union([textField('Search', 254, { tooLong: SEARCH_MESSAGE }), z.undefined()])
    // Optional: a query string without `q` at all lists every account too (in Zod 4 a key is
    // optional only when its schema says so; a transformed union does not).
    .optional()
    .transform((v) => normaliseSearch(v ?? ''))
    .refine((v) => v === '' || /^\d{3,10}$/.test(v) || z.email().safeParse(v).success, SEARCH_MESSAGE),
});

export const ROLE_CHANGE_MESSAGE = 'Please choose the account\'s roles from the list.';

export const userRolesRequestSchema = z.object({
  roles: z
    .array(z.enum(ROLES, ROLE_CHANGE_MESSAGE), ROLE_CHANGE_MESSAGE)
    .max(ROLES.length, ROLE_CHANGE_MESSAGE)
    .transform((roles) => ROLES.filter((r) => roles.includes(r))),
});
export type UserRolesRequest = z.infer<typeof userRolesRequestSchema>;

/** The answer for an id that names no account (or is no id at all). */
export const ACCOUNT_NOT_FOUND = 'That account does not exist.';

export const LAST_ADMIN_MESSAGE = 'This is the only admin account. Make another account an admin first, so someone can still run the site.';

export const SELF_ADMIN_MESSAGE = 'You cannot remove your own admin role. Another admin can do it for you.';

export interface AdminUser {
  id: string;
  name: string;
  email: string | null;
  countryCode: string;
  mobile: string;
  roles: string[];
  active: boolean;
  createdAt: string;
}

/** A sign-in, as staff may see it: when it started and was last used, never its token. */
export interface AdminSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  endedAt: string | null;
  /** Still usable: not ended, not expired. */
  current: boolean;
}

export interface AdminUserDetail extends AdminUser {
  sessions: AdminSession[];
}

export interface UserPage extends Paged {
  users: AdminUser[];
  q: string;
}

export interface EndSessionsResponse {
  ended: number;
  message: string;
}

export type { Role };
