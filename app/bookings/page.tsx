import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'My Bookings',
  description: 'Your consultation bookings with AstroVastu Kendra.',
  path: '/bookings', noIndex: true,
});

export default function Page() {
  return (
    <PageShell
      title="My Bookings"
      intro="Your consultations and reports in one place."
      status="Bookings open shortly, together with sign-in."
      related={[{ href: '/contact', label: 'Book a consultation' }]}
    />
  );
}
