import type { Locale } from '@/lib/i18n/locales';

// The saved reports' kinds, limit and paths, without the request schemas of reports.ts: pages
// that only link to a result or its PDF do not load the schema library for them.

/** The FAQ's promise: up to five saved reports per account. */
export const SAVED_REPORTS_LIMIT = 5;
export const REPORT_KINDS = ['kundli', 'match', 'vastu-check'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** Every result with a private link and a PDF: the saved kinds and a muhurta search (not saved to an account). */
export type ResultKind = ReportKind | 'muhurta';

/** Where each kind of result opens, and its PDF's path under the API base (a Record: a new kind must name both). */
const RESULT_PATHS: Readonly<Record<ResultKind, { page: string; pdf: string }>> = {
  kundli: { page: '/kundli', pdf: '/kundli' },
  match: { page: '/matchMaking', pdf: '/match' },
  'vastu-check': { page: '/vastu-check', pdf: '/vastu-check' },
  muhurta: { page: '/muhurta', pdf: '/muhurta' },
};

/** Where a result opens. */
export function reportHref(kind: ResultKind, resultId: string): string {
  return `${RESULT_PATHS[kind].page}/${resultId}`;
}

/**
 * The API path (under the API base) of a result's PDF; the id is the result's private id. A Hindi page asks for the
 * report in Hindi (`?lang=hi`, a language, nothing personal); English keeps the plain path.
 */
export function reportPdfPath(kind: ResultKind, resultId: string, lang: Locale = 'en'): string {
  const path = `${RESULT_PATHS[kind].pdf}/${resultId}/pdf`;
  return lang === 'en' ? path : `${path}?lang=${lang}`;
}
