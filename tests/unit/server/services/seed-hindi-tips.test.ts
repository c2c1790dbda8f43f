/** @jest-environment node */
import { eq } from 'drizzle-orm';
import * as schema from '@/lib/server/db/schema';
import { testDatabaseForFile } from '../../../support/test-database';

// The seed gives every demo tip its Hindi title, description and narration, in a new database
// and in one seeded before the tips had Hindi (its fields null), and never overwrites what an
// editor wrote or emptied. Against a real database: PGlite in memory, or DATABASE_URL's.

const mockDatabase = testDatabaseForFile();
jest.mock('@/lib/server/db/client', () => ({ getDb: async () => mockDatabase.db }));

import { readSeedTips, seedDemoContent } from '@/lib/server/seed';

const tipByKey = async (key: string) => (await mockDatabase.db.select().from(schema.vastuTips).where(eq(schema.vastuTips.key, key)))[0]!;

test('seeding fills the Hindi of every demo tip, and later seeds fill only what is still null', async () => {
  const seedTips = await readSeedTips();
  await seedDemoContent(mockDatabase.db as never);
  for (const t of seedTips) {
    expect(await tipByKey(t.key)).toMatchObject({ titleHi: t.titleHi, descriptionHi: t.descriptionHi, audioUrlHi: t.audioUrlHi });
  }

  const [older, edited, emptied] = seedTips;
  // A database seeded before the Hindi fields existed, an editor's own Hindi, an editor's "none".
  await mockDatabase.db.update(schema.vastuTips).set({ titleHi: null, descriptionHi: null, audioUrlHi: null }).where(eq(schema.vastuTips.key, older!.key));
  await mockDatabase.db.update(schema.vastuTips).set({ titleHi: 'संपादक का शीर्षक', audioUrlHi: null }).where(eq(schema.vastuTips.key, edited!.key));
  await mockDatabase.db.update(schema.vastuTips).set({ descriptionHi: '' }).where(eq(schema.vastuTips.key, emptied!.key));
  await seedDemoContent(mockDatabase.db as never);

  expect(await tipByKey(older!.key)).toMatchObject({ titleHi: older!.titleHi, descriptionHi: older!.descriptionHi, audioUrlHi: older!.audioUrlHi });
  expect(await tipByKey(edited!.key)).toMatchObject({ titleHi: 'संपादक का शीर्षक', descriptionHi: edited!.descriptionHi, audioUrlHi: edited!.audioUrlHi });
  expect(await tipByKey(emptied!.key)).toMatchObject({ titleHi: emptied!.titleHi, descriptionHi: '' });
}, 60_000);
