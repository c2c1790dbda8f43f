import { reportPdfQuerySchema } from '@/lib/contract/reports';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { notFound } from '@/lib/server/errors';
import { parseQuery, route } from '@/lib/server/http/route';
import { renderMuhurtaPdf } from '@/lib/server/pdf/muhurta-report';
import { pdfAttachment } from '@/lib/server/pdf/response';
import { getMuhurtaSearch, muhurtaPlaceName, SEARCH_NOT_FOUND } from '@/lib/server/services/muhurta';

export const dynamic = 'force-dynamic';

/**
 * A muhurta search as a PDF download, under the same rule as its page: whoever holds the private id may download it
 * until it expires. The URL names only the report's language (`?lang=hi`).
 */
export const GET = route<{ id: string }>(async (req, { id }) => {
  const { lang } = parseQuery(req, reportPdfQuerySchema);
  await consumeLimits([['reportPdfsPerIp', clientIp(req)]], 'PDF downloads');
  const search = await getMuhurtaSearch(id);
  if (!search) throw notFound(SEARCH_NOT_FOUND());
  const pdf = await renderMuhurtaPdf(search, muhurtaPlaceName(search.latitude, search.longitude, lang), { lang });
  return pdfAttachment(pdf, 'muhurta', search.activity);
}, { ids: { id: SEARCH_NOT_FOUND } });
