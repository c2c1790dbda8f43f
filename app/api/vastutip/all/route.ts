import { json, publicContentCache, route } from '@/lib/server/http/route';
import { getAllVastuTips } from '@/lib/server/services/vastu-tips';

export const dynamic = 'force-dynamic';

export const GET = route(async () => {
  const tips = await getAllVastuTips();
  return json({ status: 'success', results: tips.length, data: tips }, 200, publicContentCache);
});
