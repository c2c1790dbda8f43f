import AstrologerProfileForm from '@/components/expert-forms/AstrologerProfileForm';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Create Astrologer Profile',
  description: 'Create your astrologer profile on AstroVastu Kendra: expertise, languages, fees and weekly availability.',
  path: '/join/astrologer',
  noIndex: true,
});

export default function CreateAstrologerProfilePage() {
  return (
    <div className="container page">
      <h1>Create Astrologer Profile</h1>
      <p className="lead">Tell clients about your expertise, languages, fees and the hours you are available each week.</p>
      <AstrologerProfileForm />
    </div>
  );
}
