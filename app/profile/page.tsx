import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/profile');

export default function Page() {
  return <PageShell path="/profile" />;
}
