import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import DirectoryPage, { directoryMetadata } from '@/components/experts/DirectoryPage';
import { localeOf } from '@/lib/i18n/locales';
import { loadDirectoryExperts } from '@/lib/server/directory-page';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return directoryMetadata({ sort: 'next' }, localeOf((await params).locale));
}

// Served from Next's page cache. The next free times move with the clock and with bookings, so
// the copy is renewed every minute (the list behind it is itself cached for 30 seconds);
// approving, editing or unpublishing an expert drops it at once.
export const revalidate = 60;

export default async function AstrologersPage() {
  return <DirectoryPage experts={await loadDirectoryExperts()} query={{ sort: 'next' }} locale={localeOf(await getLocale())} />;
}
