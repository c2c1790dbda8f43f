import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/join/vastuastrologer');

export default function Page() {
  return <PageShell path="/join/vastuastrologer" />;
}
