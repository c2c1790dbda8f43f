import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/cost-calculator');

export default function Page() {
  return <PageShell path="/cost-calculator" />;
}
