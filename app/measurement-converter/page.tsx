import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/measurement-converter');

export default function Page() {
  return <PageShell path="/measurement-converter" />;
}
