import type { VastuTipsResponse } from '@/lib/contract/content';
import { json, publicContentCache, route } from '@/lib/server/http/route';
import { getAllVastuTips } from '@/lib/server/services/vastu-tips';

export const dynamic = 'force-dynamic';

export const GET = route(async () => {
  const tips = await getAllVastuTips();
  const body: VastuTipsResponse = { status: 'success', results: tips.length, data: tips };
  return json(body, 200, publicContentCache);
});
