import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Create Astrologer Profile',
  description: 'Create your astrologer profile on AstroVastu Kendra.',
  path: '/join/astrologer', noIndex: true,
});

export default function Page() {
  return (
    <PageShell
      title="Create Astrologer Profile"
      intro="Tell clients about your expertise, languages, fees and weekly availability."
      status="Expert profiles open shortly, after registration."
      related={[{ href: '/join-as-astrologer', label: 'Join as an Expert' }]}
    />
  );
}
