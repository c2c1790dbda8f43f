import PageShell, { shellMetadata } from '@/components/content/PageShell';

export const metadata = shellMetadata('/bookings');

export default function Page() {
  return <PageShell path="/bookings" />;
}
