import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/matchMaking');

export default function Page() {
  return <PageShell path="/matchMaking" />;
}
