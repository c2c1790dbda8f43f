import { personLabel } from '@/lib/contract/astrology';
import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { clientIp } from '@/lib/server/auth/request-guard';
import { serverEnv } from '@/lib/server/env';
import { notFound } from '@/lib/server/errors';
import { parseQuery, route } from '@/lib/server/http/route';
import { reportPdfQuerySchema } from '@/lib/contract/reports';
import { renderMatchPdf } from '@/lib/server/pdf/match-report';
import { pdfAttachment } from '@/lib/server/pdf/response';
import { getMatch } from '@/lib/server/services/match';
import { formatDuration } from '@/lib/text';

export const dynamic = 'force-dynamic';

const MATCH_NOT_FOUND = () => `This match was not found. Links to matches not saved to an account expire after ${formatDuration(serverEnv().anonymousKundliTtlMs / 1000)}.`;

/** The match as a PDF download: the same rule as /matchMaking/{id} (the private id, until it expires), in the page's language. */
export const GET = route<{ id: string }>(async (req, { id }) => {
  const { lang } = parseQuery(req, reportPdfQuerySchema);
  await consumeLimits([['reportPdfsPerIp', clientIp(req)]], 'PDF downloads');
  const match = await getMatch(id, lang);
  if (!match) throw notFound(MATCH_NOT_FOUND());
  return pdfAttachment(await renderMatchPdf(match, { lang }), 'match', `${personLabel(match.boy, 'Boy')}-${personLabel(match.girl, 'Girl')}`);
}, { ids: { id: MATCH_NOT_FOUND } });
