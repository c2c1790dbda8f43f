import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Lucky Number and Colour',
  description: 'Find your lucky number and colour from your name and date of birth with Vedic numerology.',
  path: '/luckyNumber',
});

export default function Page() {
  return (
    <PageShell
      title="Lucky Number and Colour"
      intro="Enter your name and date of birth to find your psychic number, destiny number, name number, and the lucky number and colour that suit you."
      status="The lucky number calculator opens shortly."
      related={[{ href: '/blogs/numerology-psychic-and-destiny-number', label: 'Psychic and destiny numbers explained' }, { href: '/blogs/chaldean-name-numerology', label: 'Chaldean name numerology' }]}
    />
  );
}
