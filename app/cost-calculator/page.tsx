import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Vastu Consultation Cost Estimator',
  description: 'Estimate the cost of a Vastu consultation for your home, office or factory from its area and the service level you need.',
  path: '/cost-calculator',
});

export default function Page() {
  return (
    <PageShell
      title="Vastu Consultation Cost Estimator"
      intro="Choose your property type, the service level and the area to see an estimated fee in rupees."
      status="The cost estimator opens shortly. For a quote today, contact us."
      related={[{ href: '/contact', label: 'Ask for a quote' }, { href: '/services/home-vastu', label: 'Home Vastu' }]}
    />
  );
}
