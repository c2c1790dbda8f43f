import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/astrologers');

export default function Page() {
  return <PageShell path="/astrologers" />;
}
