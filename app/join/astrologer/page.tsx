import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/join/astrologer');

export default function Page() {
  return <PageShell path="/join/astrologer" />;
}
