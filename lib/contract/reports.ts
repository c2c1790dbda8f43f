import './zod-jitless';
import { z } from 'zod';
import { textField } from './text-field';
import { REPORT_KINDS, SAVED_REPORTS_LIMIT, type ReportKind } from './report-paths';
import { isUuid } from './uuid';
import { LOCALES } from '@/lib/i18n/locales';

// Saved reports: a kundli, match or Vastu self-check result a signed-in user keeps in their
// account (issues 10, 12).

export { REPORT_KINDS, reportHref, reportPdfPath, SAVED_REPORTS_LIMIT, type ReportKind } from './report-paths';

export const REPORT_TITLE_MAX_LENGTH = 80;

const TITLE_REQUIRED = 'Please enter a name for the report.';

export const reportTitleSchema = textField('The name', REPORT_TITLE_MAX_LENGTH, {
  required: TITLE_REQUIRED,
  tooLong: `The name may be at most ${REPORT_TITLE_MAX_LENGTH} characters.`,
})
  .trim()
  .min(1, TITLE_REQUIRED);

/** POST /api/reports. */
export const saveReportRequestSchema = z.object({
  kind: z.enum(REPORT_KINDS, { error: 'kind must be "kundli", "match" or "vastu-check".' }),
  resultId: textField('resultId', 64, { required: 'resultId is required.' }).refine(isUuid, 'This result was not found.'),
  title: reportTitleSchema.optional(),
});
export type SaveReportRequest = z.infer<typeof saveReportRequestSchema>;

/** GET /api/kundli/{id}/pdf, /api/match/{id}/pdf, /api/vastu-check/{id}/pdf: the report's language, English unless given. */
export const reportPdfQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: 'The PDF\'s language (lang) must be "en" or "hi".' }).default('en'),
});
export type ReportPdfQuery = z.infer<typeof reportPdfQuerySchema>;

/** PATCH /api/reports/{id}. */
export const renameReportRequestSchema = z.object({ title: reportTitleSchema });
export type RenameReportRequest = z.infer<typeof renameReportRequestSchema>;

/** One saved report as its owner sees it. `href` opens the result. */
export interface SavedReport {
  _id: string;
  kind: ReportKind;
  title: string;
  resultId: string;
  href: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/reports: newest first, with the limit so a screen can say how many are left. */
export interface ReportListResponse {
  status: 'success';
  limit: number;
  data: SavedReport[];
}

/** POST /api/reports (201), PATCH /api/reports/{id}. */
export interface ReportResponse {
  status: 'success';
  message: string;
  data: SavedReport;
}

/** DELETE /api/reports/{id}. */
export interface ReportDeletedResponse {
  status: 'success';
  message: string;
}

/** The refusal of a sixth report: the limit, and what to do. */
/**
 * The httpOnly cookie in which the browser that made an anonymous result keeps its signed claim
 * to it (lib/server/result-claims.ts): with it, that browser saves the result itself; anyone else
 * holding the link saves a copy.
 */
export const RESULT_CLAIMS_COOKIE = 'result_claims';

export const REPORT_LIMIT_MESSAGE = `You can keep up to ${SAVED_REPORTS_LIMIT} saved reports. Delete one from your profile to save another.`;

/** The name a report gets when the user gives none: whose kundli, or which couple. */
export function defaultReportTitle(
  source: { kind: 'kundli'; name: string } | { kind: 'match'; boy: string; girl: string } | { kind: 'vastu-check'; property: 'home' | 'business'; score: number },
): string {
  const title =
    source.kind === 'kundli'
      ? `Kundli of ${source.name.trim() || 'unnamed'}`
      : source.kind === 'match'
        ? `Match: ${source.boy.trim() || 'Boy'} & ${source.girl.trim() || 'Girl'}`
        : `Vastu self-check (${source.property}): ${source.score} of 100`;
  // By characters, not UTF-16 units, so a cut never splits a surrogate pair.
  const chars = Array.from(title);
  return chars.length > REPORT_TITLE_MAX_LENGTH ? `${chars.slice(0, REPORT_TITLE_MAX_LENGTH - 1).join('')}…` : title;
}
