import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/kundli');

export default function Page() {
  return <PageShell path="/kundli" />;
}
