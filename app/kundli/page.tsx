import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Free Kundli Generator',
  description: 'Generate your Vedic birth chart (kundli) free: ascendant, planets, nakshatras, dashas and the panchang of your birth.',
  path: '/kundli',
});

export default function Page() {
  return (
    <PageShell
      title="Free Kundli Generator"
      intro="Enter your date, time and place of birth to see your Lagna, the nine grahas with their signs and nakshatras, your Vimshottari dasha periods and the panchang at birth."
      status="The kundli generator is being calibrated against the Swiss Ephemeris and opens shortly."
      related={[{ href: '/blogs/understanding-your-kundli', label: 'Understanding your kundli' }, { href: '/horoscope', label: 'Today’s horoscope' }]}
    />
  );
}
