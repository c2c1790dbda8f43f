import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Astrologers',
  description: 'Meet the astrologers of AstroVastu Kendra: Vedic astrology, numerology, kundli and match making specialists.',
  path: '/astrologers',
});

export default function Page() {
  return (
    <PageShell
      title="Astrologers"
      intro="Our astrologers read charts the traditional way, with modern precision."
      status="Profiles of our astrologers are being prepared. You can meet our experts today."
      related={[{ href: '/ourexpert', label: 'Our Experts' }, { href: '/join-as-astrologer', label: 'Join as an Expert' }]}
    />
  );
}
