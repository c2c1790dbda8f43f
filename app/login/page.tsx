import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/login');

export default function Page() {
  return <PageShell path="/login" />;
}
