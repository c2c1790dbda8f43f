import PageShell from '@/components/content/PageShell';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Verify OTP',
  description: 'Enter the one-time code sent to your mobile number.',
  path: '/otp', noIndex: true,
});

export default function Page() {
  return (
    <PageShell
      title="Verify OTP"
      intro="Enter the six-digit code we sent to your mobile number."
      status="Sign-in opens shortly."
      related={[{ href: '/login', label: 'Back to Login' }]}
    />
  );
}
