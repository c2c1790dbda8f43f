import DirectoryPage, { directoryMetadata } from '@/components/experts/DirectoryPage';
import { loadDirectoryExperts } from '@/lib/server/directory-page';

export const metadata = directoryMetadata({ sort: 'next' });

// Served from Next's page cache. The next free times move with the clock and with bookings, so
// the copy is renewed every minute (the list behind it is itself cached for 30 seconds);
// approving, editing or unpublishing an expert drops it at once.
export const revalidate = 60;

export default async function AstrologersPage() {
  return <DirectoryPage experts={await loadDirectoryExperts()} query={{ sort: 'next' }} />;
}
