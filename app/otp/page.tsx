import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/otp');

export default function Page() {
  return <PageShell path="/otp" />;
}
