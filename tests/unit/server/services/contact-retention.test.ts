/** @jest-environment node */
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '@/lib/server/db/schema';

// The Privacy Policy keeps contact messages 12 months after they arrived or were last answered.
// The deletion is built by drizzle exactly as the app builds it, and its SQL is checked here (the
// embedded database does not load under jest).

const mockDb = drizzle.mock({ schema });
const statements: { sql: string; params: unknown[] }[] = [];
jest.mock('@/lib/server/db/client', () => ({
  getDb: jest.fn(async () => ({
    select: (...args: Parameters<typeof mockDb.select>) => mockDb.select(...args),
    delete: (table: typeof schema.contactMessages) => ({
      where: (condition: Parameters<ReturnType<typeof mockDb.delete>['where']>[0]) => ({
        returning: async () => {
          statements.push(mockDb.delete(table).where(condition).toSQL());
          return [{ id: 'a' }, { id: 'b' }];
        },
      }),
    }),
  })),
}));

import { CONTACT_MESSAGE_RETENTION_MS, deleteStaleContactMessages } from '@/lib/server/services/contact';

test('deletes messages received over 12 months ago that have no reply within those 12 months', async () => {
  const now = new Date('2026-11-23T06:00:00Z');
  expect(CONTACT_MESSAGE_RETENTION_MS).toBe(365 * 24 * 60 * 60 * 1000);
  expect(await deleteStaleContactMessages(now)).toBe(2);
  const [statement] = statements;
  expect(statement!.sql).toMatch(/^delete from "contact_messages" where \("contact_messages"\."created_at" < \$1 and not exists \(select .* from "contact_message_replies" where \("contact_message_replies"\."message_id" = "contact_messages"\."id" and "contact_message_replies"\."created_at" >= \$2\)\)\)/);
  const cutoff = new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_MS).toISOString();
  expect(statement!.params.map((p) => (p instanceof Date ? p.toISOString() : p))).toEqual([cutoff, cutoff]);
});
