import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Kundli Match Making (Guna Milan)',
  description: 'Match two birth charts with Ashtakoota Guna Milan: all eight kootas, a compatibility score out of 10 and Manglik status.',
  path: '/matchMaking',
});

export default function Page() {
  return (
    <PageShell
      title="Kundli Match Making (Guna Milan)"
      intro="Enter the birth details of the boy and the girl to see all eight kootas, the total out of 36, a compatibility score out of 10 and both Manglik statuses."
      status="Match making opens shortly, together with the kundli generator it is built on."
      related={[{ href: '/blogs/guna-milan-ashtakoota-explained', label: 'Guna Milan explained' }, { href: '/faqs', label: 'Astrology FAQs' }]}
    />
  );
}
