import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Login',
  description: 'Sign in to AstroVastu Kendra with your mobile number and a one-time code.',
  path: '/login', noIndex: true,
});

export default function Page() {
  return (
    <PageShell
      title="Login"
      intro="Sign in with your 10-digit mobile number. We send you a one-time code; there is no password to remember."
      status="Sign-in opens shortly. All free tools, tips and articles work without an account."
      related={[{ href: '/vastu-tips', label: 'Vastu tips' }, { href: '/blogs', label: 'Blog' }]}
    />
  );
}
