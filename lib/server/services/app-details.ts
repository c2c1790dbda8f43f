import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { appDetails } from '../db/schema';

/** The download URL of a named app, '' when none is configured, or null for an unknown app. */
export async function getAppDownloadUrl(appName: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ appUrl: appDetails.appUrl })
    .from(appDetails)
    .where(eq(appDetails.appName, appName.toLowerCase()))
    .limit(1);
  return row ? row.appUrl : null;
}
