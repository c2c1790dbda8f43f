import { partnerWithUs as c } from '@/content/business';
import ContactLine from '@/components/business/ContactLine';
import TitledList from '@/components/business/TitledList';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: c.title, description: c.summary, path: '/partner-with-us' });

export default function PartnerWithUsPage() {
  return (
    <div className="container page">
      <h1>{c.title}</h1>
      <p className="lead">{c.intro}</p>
      <h2>{c.offeringsHeading}</h2>
      <TitledList items={c.offerings} />
      <p>{c.closing}</p>
      <ContactLine contact={c.contact} subject="Partnership enquiry" />
    </div>
  );
}
