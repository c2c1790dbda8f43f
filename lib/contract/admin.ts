import './zod-jitless';
import { z } from 'zod';
import { textField } from './text-field';

// The admin console's shared shapes: paging of every console table, and the audit log
// (GET /api/admin/audit). Each area's own calls live beside it (admin-messages.ts, admin-users.ts).

/** Rows per page of every console table (issue 11: "tables page on the server, 25 rows at a time"). */
export const ADMIN_PAGE_SIZE = 25;
const MAX_PAGE = 10_000;

const PAGE_MESSAGE = `The page must be a whole number from 1 to ${MAX_PAGE}.`;

/** `?page=N` (1 when absent); anything that is not a page number in range is a plain 400. */
export const pageQuerySchema = textField('page', 6, { required: PAGE_MESSAGE, tooLong: PAGE_MESSAGE })
  .optional()
  .transform((v) => (v === undefined || v === '' ? 1 : Number(v)))
  .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_PAGE, PAGE_MESSAGE);

export const auditQuerySchema = z.object({ page: pageQuerySchema });

export interface Paged {
  page: number;
  pageSize: number;
  total: number;
}

/** What the site itself writes to the audit log, with no staff member acting (the automatic refund of a late or double payment). */
export const AUTOMATIC_AUDIT_ACTIONS = ['payment.refunded', 'payment.refund_refused'] as const;
export type AutomaticAuditAction = (typeof AUTOMATIC_AUDIT_ACTIONS)[number];

/** Who an entry with no actor names: the site for its automatic actions, else the command line (`npm run admin:create`). */
export const noActorLabel = (action: string) => ((AUTOMATIC_AUDIT_ACTIONS as readonly string[]).includes(action) ? 'The site, automatically' : 'Command line');

export interface AuditEntry {
  id: string;
  /** Null for what the command line did (`npm run admin:create`). */
  actor: { id: string; name: string; mobile: string } | null;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

export interface AuditPage extends Paged {
  entries: AuditEntry[];
}

/** The number of pages a table of `total` rows has (at least one, so "page 1 of 1" reads right). */
export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
