import { saveReportRequestSchema, SAVED_REPORTS_LIMIT, type ReportListResponse, type ReportResponse } from '@/lib/contract/reports';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { json, parseWith, readJsonObject, requireUser, route } from '@/lib/server/http/route';
import { hasResultClaim } from '@/lib/server/result-claims';
import { listReports, saveReport } from '@/lib/server/services/reports';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** The signed-in user's saved reports, newest first. */
export const GET = route(async (req) => {
  const user = await requireUser(req);
  const body: ReportListResponse = { status: 'success', limit: SAVED_REPORTS_LIMIT, data: await listReports(user.id) };
  return json(body, 200, PRIVATE);
});

/**
 * Saves a kundli, match or self-check result to the account (201; 200 when it was already saved;
 * 409 past the limit): the result itself when this browser made it (its claim cookie) or the user
 * did, a copy when it is someone else's anonymous result.
 */
export const POST = route(async (req) => {
  const user = await requireUser(req);
  await consumeLimits([['reportWritesPerUser', user.id]], 'changes to saved reports');
  const request = parseWith(await readJsonObject(req), saveReportRequestSchema);
  const madeHere = await hasResultClaim(req, request.kind, request.resultId);
  const { report, created } = await saveReport(user.id, request, { madeHere });
  const body: ReportResponse = { status: 'success', message: created ? 'Saved to your account.' : 'This result is already saved in your account.', data: report };
  return json(body, created ? 201 : 200, PRIVATE);
});
