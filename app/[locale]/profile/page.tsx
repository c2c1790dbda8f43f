import ProfileScreen from '@/components/account/ProfileScreen';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({ title: 'My Profile', description: 'Your AstroVastu Kendra account details.', path: '/profile', noIndex: true });

// Rendered per request, although it reads nothing of the request: a per-request page carries the
// nonce of its Content-Security-Policy (proxy.ts), and the profile shows the account's own text.
export const dynamic = 'force-dynamic';

export default function ProfilePage() {
  return (
    <div className="container page">
      <h1>My Profile</h1>
      <ProfileScreen />
    </div>
  );
}
