import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/luckyNumber');

export default function Page() {
  return <PageShell path="/luckyNumber" />;
}
