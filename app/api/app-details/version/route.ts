import { appVersionRequestSchema, type AppVersionResponse } from '@/lib/contract/content';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { getAppDownloadUrl } from '@/lib/server/services/app-details';

export const dynamic = 'force-dynamic';

export const POST = route(async (req) => {
  const { appName } = parseWith(await readJsonObject(req), appVersionRequestSchema);
  const appUrl = await getAppDownloadUrl(appName);
  if (appUrl === null) {
    return json({ success: false, appUrl: null, message: 'Unknown app.' } satisfies AppVersionResponse, 404);
  }
  const body: AppVersionResponse = appUrl
    ? { success: true, appUrl }
    : { success: false, appUrl: null, message: 'No download is available for this app yet.' };
  return json(body);
});
