import Link from '@/components/ui/IntentLink';
import { DIRECTORY_PATH, directoryPagePath, type DirectoryQuery } from '@/lib/experts';
import { unavailableMark } from '@/lib/page-cache-contract.mjs';
import { pageMetadata } from '@/lib/seo';
import type { DirectoryExpert } from '@/lib/contract/experts-directory';
import ExpertDirectory from './ExpertDirectory';

export const directoryMetadata = (query: DirectoryQuery) => ({
  ...pageMetadata({
    title: 'Astrologers and Vastu Experts',
    description: 'Our astrologers and Vastu experts: expertise, languages, experience, the price of a consultation and their next free time. Book online.',
    path: DIRECTORY_PATH,
  }),
  // A filtered list is a view of the one directory: search engines index the whole list.
  ...(directoryPagePath(query) === DIRECTORY_PATH ? {} : { robots: { index: false, follow: true } }),
});

/** /astrologers and each of its filtered, sorted addresses (app/directory/...). */
export default function DirectoryPage({ experts, query }: { experts: DirectoryExpert[] | undefined; query: DirectoryQuery }) {
  return (
    <div className="container page" {...unavailableMark(!experts)}>
      <h1>Astrologers and Vastu Experts</h1>
      <p className="lead">
        Our own team and every expert our team has approved. Each card shows the price of a consultation and when the expert is next free; choose one to see all
        their services.
      </p>
      {experts === undefined ? (
        <p role="alert">The list of experts could not be loaded. Please try again in a moment.</p>
      ) : experts.length === 0 ? (
        <p>
          No expert is taking bookings right now. You can <Link href="/contact">write to us</Link> and we will call you back.
        </p>
      ) : (
        <ExpertDirectory experts={experts} query={query} now={new Date()} />
      )}
    </div>
  );
}
