import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'My Profile',
  description: 'Your AstroVastu Kendra profile.',
  path: '/profile', noIndex: true,
});

export default function Page() {
  return (
    <PageShell
      title="My Profile"
      intro="Your account details."
      status="Accounts open shortly, together with sign-in."
      related={[{ href: '/login', label: 'Login' }]}
    />
  );
}
