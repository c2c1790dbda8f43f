import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Create Vastu Astrologer Profile',
  description: 'Create your Vastu astrologer profile on AstroVastu Kendra.',
  path: '/join/vastuastrologer', noIndex: true,
});

export default function Page() {
  return (
    <PageShell
      title="Create Vastu Astrologer Profile"
      intro="Tell clients about your Vastu experience, projects, skills, charges and weekly availability."
      status="Expert profiles open shortly, after registration."
      related={[{ href: '/join-as-astrologer', label: 'Join as an Expert' }]}
    />
  );
}
