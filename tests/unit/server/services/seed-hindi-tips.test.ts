/** @jest-environment node */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as schema from '@/lib/server/db/schema';

// The seed gives every demo tip its Hindi title, description and narration, in a new database
// and in one seeded before the tips had Hindi (its fields null), and never overwrites what an
// editor wrote or emptied. Against a real database: PGlite in memory, or DATABASE_URL's.

type Db = ReturnType<typeof import('drizzle-orm/pglite').drizzle<typeof schema>>;
let db: Db;
let close: () => Promise<void> = async () => {};

jest.mock('@/lib/server/db/client', () => ({ getDb: async () => db }));

import { readSeedTips, seedDemoContent } from '@/lib/server/seed';

const MIGRATIONS = { migrationsFolder: path.join(process.cwd(), 'db', 'migrations') };

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    const pgDb = drizzle(pool, { schema });
    await migrate(pgDb, MIGRATIONS);
    db = pgDb as unknown as Db;
    close = () => pool.end();
  } else {
    const { RemotePglite } = await import('@/lib/server/db/pglite-remote');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new RemotePglite(undefined);
    await client.waitReady;
    db = drizzle({ client: client as never, schema });
    await migrate(db, MIGRATIONS);
    close = () => client.close();
  }
}, 60_000);

afterAll(() => close());

const tipByKey = async (key: string) => (await db.select().from(schema.vastuTips).where(eq(schema.vastuTips.key, key)))[0]!;

test('seeding fills the Hindi of every demo tip, and later seeds fill only what is still null', async () => {
  const seedTips = await readSeedTips();
  await seedDemoContent(db as never);
  for (const t of seedTips) {
    expect(await tipByKey(t.key)).toMatchObject({ titleHi: t.titleHi, descriptionHi: t.descriptionHi, audioUrlHi: t.audioUrlHi });
  }

  const [older, edited, emptied] = seedTips;
  // A database seeded before the Hindi fields existed, an editor's own Hindi, an editor's "none".
  await db.update(schema.vastuTips).set({ titleHi: null, descriptionHi: null, audioUrlHi: null }).where(eq(schema.vastuTips.key, older!.key));
  await db.update(schema.vastuTips).set({ titleHi: 'संपादक का शीर्षक', audioUrlHi: null }).where(eq(schema.vastuTips.key, edited!.key));
  await db.update(schema.vastuTips).set({ descriptionHi: '' }).where(eq(schema.vastuTips.key, emptied!.key));
  await seedDemoContent(db as never);

  expect(await tipByKey(older!.key)).toMatchObject({ titleHi: older!.titleHi, descriptionHi: older!.descriptionHi, audioUrlHi: older!.audioUrlHi });
  expect(await tipByKey(edited!.key)).toMatchObject({ titleHi: 'संपादक का शीर्षक', descriptionHi: edited!.descriptionHi, audioUrlHi: edited!.audioUrlHi });
  expect(await tipByKey(emptied!.key)).toMatchObject({ titleHi: emptied!.titleHi, descriptionHi: '' });
}, 60_000);
