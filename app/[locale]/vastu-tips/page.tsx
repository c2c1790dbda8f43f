import VastuTips from '@/components/vastu/VastuTips';
import { pageMetadata } from '@/lib/seo';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { getAllVastuTips } from '@/lib/server/services/vastu-tips';
import { logError } from '@/lib/server/log';

export const metadata = pageMetadata({
  title: 'Vastu Tips with Audio',
  description: 'Simple Vastu tips for your home and office, each with an illustration and a short narration you can listen to.',
  path: '/vastu-tips',
});

// Served from Next's page cache; seeding or editing tips drops it at once (lib/server/cache.ts).
export const revalidate = 300;

export default async function VastuTipsPage() {
  // Rendered with the tips when the database answers; otherwise the browser loads them itself.
  const tips = await getAllVastuTips().catch((err) => {
    logError('could not load tips', err, { page: 'vastu-tips' });
    return undefined;
  });
  return (
    <div className="container page" {...unavailableMark(!tips)}>
      <h1>Vastu Tips</h1>
      <p className="lead">Small changes that make a home or workplace feel calmer and work better. Press play to listen to any tip.</p>
      <VastuTips initialTips={tips} />
    </div>
  );
}
