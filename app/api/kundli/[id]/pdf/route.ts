import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { serverEnv } from '@/lib/server/env';
import { notFound } from '@/lib/server/errors';
import { parseQuery, route } from '@/lib/server/http/route';
import { reportPdfQuerySchema } from '@/lib/contract/reports';
import { CHART_STYLE_COOKIE, chartStyleOf } from '@/lib/astro/chart-layout';
import { renderKundliPdf } from '@/lib/server/pdf/kundli-report';
import { pdfAttachment } from '@/lib/server/pdf/response';
import { getKundli } from '@/lib/server/services/kundli';
import { formatDuration } from '@/lib/text';

export const dynamic = 'force-dynamic';

const KUNDLI_NOT_FOUND = () => `This kundli was not found. Links to kundlis not saved to an account expire after ${formatDuration(serverEnv().anonymousKundliTtlMs / 1000)}.`;

/**
 * The kundli as a PDF download. The same rule as its page: whoever holds the private id may
 * download it until it expires (a saved report no longer expires); birth details come from the
 * stored result, never from the URL; the URL names only the report's language (`?lang=hi`).
 */
export const GET = route<{ id: string }>(async (req, { id }) => {
  const { lang } = parseQuery(req, reportPdfQuerySchema);
  await consumeLimits([['reportPdfsPerIp', clientIp(req)]], 'PDF downloads');
  const kundli = await getKundli(id);
  if (!kundli) throw notFound(KUNDLI_NOT_FOUND());
  return pdfAttachment(await renderKundliPdf(kundli, { chartStyle: chartStyleOf(req.cookies.get(CHART_STYLE_COOKIE)?.value), lang }), 'kundli', kundli.name);
}, { ids: { id: KUNDLI_NOT_FOUND } });
