import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { serverEnv } from '@/lib/server/env';
import { notFound } from '@/lib/server/errors';
import { parseQuery, route } from '@/lib/server/http/route';
import { reportPdfQuerySchema } from '@/lib/contract/reports';
import { renderVastuCheckPdf } from '@/lib/server/pdf/vastu-check-report';
import { getVastuCheck } from '@/lib/server/services/vastu-check';
import { formatDuration } from '@/lib/text';

export const dynamic = 'force-dynamic';

const SELF_CHECK_NOT_FOUND = () => `This self-check was not found. Self-checks not saved to an account are deleted after ${formatDuration(serverEnv().anonymousKundliTtlMs / 1000)}.`;
// PDFKit reads its font files from disk.
export const runtime = 'nodejs';

/** The self-check as a PDF, for whoever holds its private link, in the page's language (its findings too). */
export const GET = route<{ id: string }>(async (req, { id }) => {
  const { lang } = parseQuery(req, reportPdfQuerySchema);
  // Drawing a PDF costs far more than reading the page: it counts with the self-checks.
  await consumeLimits([['vastuCheckPerIp', clientIp(req)]], 'self-checks');
  const check = await getVastuCheck(id, lang);
  if (!check) throw notFound(SELF_CHECK_NOT_FOUND());
  const pdf = await renderVastuCheckPdf(check, { lang });
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="vastu-self-check-${check.report.score}.pdf"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}, { ids: { id: SELF_CHECK_NOT_FOUND } });
