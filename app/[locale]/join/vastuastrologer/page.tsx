import VastuAstrologerProfileForm from '@/components/expert-forms/VastuAstrologerProfileForm';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Create Vastu Astrologer Profile',
  description: 'Create your Vastu astrologer profile on AstroVastu Kendra: experience, projects, skills, charges and weekly availability.',
  path: '/join/vastuastrologer',
  noIndex: true,
});

export default function CreateVastuAstrologerProfilePage() {
  return (
    <div className="container page">
      <h1>Create Vastu Astrologer Profile</h1>
      <p className="lead">Tell clients about your Vastu experience, projects, skills, charges and the hours you are available each week.</p>
      <VastuAstrologerProfileForm />
    </div>
  );
}
