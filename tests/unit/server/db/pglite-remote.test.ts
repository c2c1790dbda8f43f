/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { boolean, customType, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RemotePglite } from '@/lib/server/db/pglite-remote';
import { isDatabaseUnavailable } from '@/lib/server/errors';

// The embedded database in its own thread must behave as PGlite did in the server's thread:
// the same values back, PostgreSQL's error fields, and transactions that commit or roll back.

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const items = pgTable('items', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  count: integer('count').notNull().default(0),
  data: jsonb('data'),
  image: bytea('image'),
  done: boolean('done').notNull().default(false),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

let remote: RemotePglite;
let db: ReturnType<typeof drizzle<{ items: typeof items }>>;

beforeAll(async () => {
  remote = new RemotePglite(undefined);
  await remote.waitReady;
  db = drizzle({ client: remote as never, schema: { items } });
  await db.execute(sql`create table items (id uuid primary key default gen_random_uuid(), name text not null unique, count integer not null default 0,
    data jsonb, image bytea, done boolean not null default false, at timestamptz not null default now())`);
});

afterAll(async () => {
  await remote.close();
});

beforeEach(async () => {
  await db.delete(items);
});

test('rows come back with their types: JSON, bytes, booleans and timestamps as Dates', async () => {
  const at = new Date('2026-11-23T10:15:30.123Z');
  const image = Buffer.from([0, 1, 2, 250, 255]);
  await db.insert(items).values({ name: 'a', count: 3, data: { sign: 'Mesha', degrees: [1.5, 2] }, image, done: true, at });
  const [row] = await db.select().from(items).where(eq(items.name, 'a'));
  if (!row) throw new Error('the row was not stored');
  expect(row).toMatchObject({ name: 'a', count: 3, data: { sign: 'Mesha', degrees: [1.5, 2] }, done: true });
  expect(row.at).toEqual(at);
  expect(Buffer.from(row.image!)).toEqual(image);
  const rel = await db.query.items.findFirst({ where: eq(items.name, 'a') });
  expect(rel?.at).toEqual(at);
});

test("PostgreSQL's error fields cross the thread: a unique violation keeps its code and constraint", async () => {
  await db.insert(items).values({ name: 'same' });
  const err = await db.insert(items).values({ name: 'same' }).then(
    () => null,
    (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
  );
  expect(err?.cause?.code).toBe('23505');
  expect(err?.cause?.constraint).toBe('items_name_key');
  expect(isDatabaseUnavailable(err)).toBe(false);
});

test('a transaction commits when its work succeeds and rolls back all of it when it throws', async () => {
  await db.transaction(async (tx) => {
    await tx.insert(items).values({ name: 'kept' });
    await tx.update(items).set({ count: 2 }).where(eq(items.name, 'kept'));
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.insert(items).values({ name: 'lost' });
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  await expect(
    db.transaction(async (tx) => {
      await tx.insert(items).values({ name: 'also lost' });
      await tx.insert(items).values({ name: 'kept' }); // violates the unique name
    }),
  ).rejects.toBeTruthy();
  const rows = await db.select({ name: items.name, count: items.count }).from(items);
  expect(rows).toEqual([{ name: 'kept', count: 2 }]);
});

test('a nested transaction (savepoint) rolls back alone', async () => {
  await db.transaction(async (tx) => {
    await tx.insert(items).values({ name: 'outer' });
    await tx
      .transaction(async (inner) => {
        await inner.insert(items).values({ name: 'inner' });
        throw new Error('inner fails');
      })
      .catch(() => {});
  });
  expect((await db.select({ name: items.name }).from(items)).map((r) => r.name)).toEqual(['outer']);
});

test('a query from outside waits until an open transaction ends, so it never sees half of it', async () => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const inside = db.transaction(async (tx) => {
    await tx.insert(items).values({ name: 'first' });
    await held;
    await tx.insert(items).values({ name: 'second' });
  });
  await new Promise((r) => setTimeout(r, 50));
  let seen: string[] | null = null;
  const outside = db
    .select({ name: items.name })
    .from(items)
    .then((rows) => (seen = rows.map((r) => r.name).sort()));
  await new Promise((r) => setTimeout(r, 50));
  expect(seen).toBeNull();
  release();
  await Promise.all([inside, outside]);
  expect(seen).toEqual(['first', 'second']);
});

test('after the database thread stops, every call fails as "database unavailable", not with a hang', async () => {
  const other = new RemotePglite(undefined);
  await other.waitReady;
  await other.close();
  const err = await other.query('select 1').catch((e: unknown) => e);
  expect(isDatabaseUnavailable(err)).toBe(true);
});
