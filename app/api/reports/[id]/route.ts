import { renameReportRequestSchema, type ReportDeletedResponse, type ReportResponse } from '@/lib/contract/reports';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { deleteReport, renameReport, REPORT_NOT_FOUND } from '@/lib/server/services/reports';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** Renames one of the user's saved reports (someone else's is a 404). */
export const PATCH = route<{ id: string }>(async (req, { id }) => {
  const user = await requireUser(req);
  await consumeLimits([['reportWritesPerUser', user.id]], 'changes to saved reports');
  const { title } = parseWith(await readJsonObject(req), renameReportRequestSchema);
  const body: ReportResponse = { status: 'success', message: 'Report renamed.', data: await renameReport(user.id, id, title) };
  return json(body, 200, PRIVATE);
}, { ids: { id: REPORT_NOT_FOUND } });

/** Deletes one of the user's saved reports and the result it kept (someone else's is a 404). */
export const DELETE = route<{ id: string }>(async (req, { id }) => {
  const user = await requireUser(req);
  await consumeLimits([['reportWritesPerUser', user.id]], 'changes to saved reports');
  await deleteReport(user.id, id);
  const body: ReportDeletedResponse = { status: 'success', message: 'Report deleted.' };
  return json(body, 200, PRIVATE);
}, { ids: { id: REPORT_NOT_FOUND } });
