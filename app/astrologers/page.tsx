import Link from '@/components/ui/IntentLink';
import ExpertDirectory from '@/components/experts/ExpertDirectory';
import { pageMetadata } from '@/lib/seo';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { logError } from '@/lib/server/log';
import { getPublishedExperts } from '@/lib/server/services/expert-directory';

export const metadata = pageMetadata({
  title: 'Astrologers and Vastu Experts',
  description: 'Our approved astrologers and Vastu astrologers: expertise, languages, experience, fees and weekly availability. Book a consultation online.',
  path: '/astrologers',
});

// Served from Next's page cache; approving, editing or unpublishing an expert drops it at once.
export const revalidate = 300;

export default async function AstrologersPage() {
  const experts = await getPublishedExperts().catch((err) => {
    logError('could not load experts', err, { page: 'astrologers' });
    return undefined;
  });
  return (
    <div className="container page" {...unavailableMark(!experts)}>
      <h1>Astrologers and Vastu Experts</h1>
      <p className="lead">Every expert here has been reviewed by our team. Choose one to see their week and book a consultation.</p>
      {experts === undefined ? (
        <p role="alert">The list of experts could not be loaded. Please try again in a moment.</p>
      ) : experts.length === 0 ? (
        <p>
          Profiles of our experts are being prepared. Meanwhile you can <Link href="/ourexpert">meet our team</Link> or{' '}
          <Link href="/join-as-astrologer">join as an expert</Link>.
        </p>
      ) : (
        <ExpertDirectory experts={experts} />
      )}
    </div>
  );
}
