import DirectoryPage, { directoryMetadata } from '@/components/experts/DirectoryPage';
import { directoryQueryOfSegments } from '@/lib/page-queries';
import { loadDirectoryExperts } from '@/lib/server/directory-page';

// /astrologers?kind=&language=&expertise=&sort= is rendered here (proxy.ts rewrites it), so that
// each choice of the directory is one entry of the page cache; a request for this path itself is
// sent to that address. See lib/page-queries.ts.

type Props = { params: Promise<{ kind: string; language: string; expertise: string; sort: string }> };

export const revalidate = 60;

export function generateStaticParams(): Awaited<Props['params']>[] {
  return [];
}

export async function generateMetadata({ params }: Props) {
  return directoryMetadata(directoryQueryOfSegments(await params));
}

export default async function FilteredDirectoryPage({ params }: Props) {
  return <DirectoryPage experts={await loadDirectoryExperts()} query={directoryQueryOfSegments(await params)} />;
}
