import DirectoryPage, { directoryMetadata } from '@/components/experts/DirectoryPage';
import { localeOf } from '@/lib/i18n/locales';
import { directoryQueryOfSegments } from '@/lib/page-queries';
import { loadDirectoryExperts } from '@/lib/server/directory-page';

// /astrologers?kind=&language=&expertise=&sort= is rendered here (proxy.ts rewrites it), so that
// each choice of the directory is one entry of the page cache; a request for this path itself is
// sent to that address. See lib/page-queries.ts.

type Segments = { kind: string; language: string; expertise: string; sort: string };
type Props = { params: Promise<Segments & { locale: string }> };

export const revalidate = 60;

export function generateStaticParams(): Segments[] {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const { locale, ...segments } = await params;
  return directoryMetadata(directoryQueryOfSegments(segments), localeOf(locale));
}

export default async function FilteredDirectoryPage({ params }: Props) {
  const { locale, ...segments } = await params;
  return <DirectoryPage experts={await loadDirectoryExperts()} query={directoryQueryOfSegments(segments)} locale={localeOf(locale)} />;
}
