import { EXPERT_KINDS } from './experts';

// The roles an account can hold (users.roles), defined once. An expert's role is its kind
// (lib/experts/kinds.ts: 'astrologer', 'vastu-astrologer'), as expert registration has always stored it.
// Staff roles: an editor manages content only; an admin manages everything.
// Pure data, safe for the browser and the server alike.

export const CUSTOMER_ROLE = 'customer';
export const EDITOR_ROLE = 'editor';
export const ADMIN_ROLE = 'admin';

export const ROLES = [CUSTOMER_ROLE, ...EXPERT_KINDS, EDITOR_ROLE, ADMIN_ROLE] as const;
export type Role = (typeof ROLES)[number];

/** Who may use the console's content areas (blogs, tips, horoscope, app details, experts). */
export const CONTENT_STAFF: readonly Role[] = [EDITOR_ROLE, ADMIN_ROLE];
/** Who may use everything else in the console (bookings, messages, users, applications, audit log). */
export const ADMIN_ONLY: readonly Role[] = [ADMIN_ROLE];
/** Anyone who may open the console at all. */
export const STAFF_ROLES: readonly Role[] = CONTENT_STAFF;

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  astrologer: 'Astrologer',
  'vastu-astrologer': 'Vastu astrologer',
  editor: 'Editor (content only)',
  admin: 'Admin (everything)',
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** True when an account with these roles holds at least one of `allowed`. */
export function hasAnyRole(roles: readonly string[], allowed: readonly Role[]): boolean {
  return roles.some((r) => (allowed as readonly string[]).includes(r));
}

/** Roles as staff read them: "Customer, Editor (content only)". */
export function roleNames(roles: readonly string[]): string {
  return roles.map((r) => (isRole(r) ? ROLE_LABELS[r] : r)).join(', ');
}
