import { appDetailsUpdateSchema } from '@/lib/contract/admin-content';
import { CONTENT_STAFF } from '@/lib/roles';
import { requireStaff } from '@/lib/server/auth/staff';
import { json, parseWith, readJsonObject, route } from '@/lib/server/http/route';
import { updateAppDetails } from '@/lib/server/services/content-editing';

export const dynamic = 'force-dynamic';

/** Sets where an app is downloaded (`{appUrl}`: an https address, or '' for none yet). */
export const PUT = route<{ appName: string }>(async (req, { appName }) => {
  const actor = await requireStaff(CONTENT_STAFF);
  const update = parseWith(await readJsonObject(req), appDetailsUpdateSchema);
  return json({ data: await updateAppDetails(actor, appName, update) }, 200, { 'Cache-Control': 'private, no-store' });
});
