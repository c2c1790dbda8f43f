import { vastuTipsQuerySchema, type VastuTipsResponse } from '@/lib/contract/content';
import { json, parseQuery, publicContentCache, route } from '@/lib/server/http/route';
import { getAllVastuTips } from '@/lib/server/services/vastu-tips';

export const dynamic = 'force-dynamic';

/** The tips; `?lang=hi` gives each in Hindi where written (the URL, not a cookie, picks it: the answer stays publicly cacheable). */
export const GET = route(async (req) => {
  const { lang } = parseQuery(req, vastuTipsQuerySchema);
  const tips = await getAllVastuTips(lang);
  const body: VastuTipsResponse = { status: 'success', results: tips.length, data: tips };
  return json(body, 200, publicContentCache);
});
