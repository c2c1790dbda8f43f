import ProfileScreen from '@/components/account/ProfileScreen';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: 'My Profile', description: 'Your AstroVastu Kendra account details.', path: '/profile', noIndex: true });

export default function ProfilePage() {
  return (
    <div className="container page">
      <h1>My Profile</h1>
      <ProfileScreen />
    </div>
  );
}
