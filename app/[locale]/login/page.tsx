import { connection } from 'next/server';
import DemoNotice from '@/components/auth/DemoNotice';
import LoginForm from '@/components/auth/LoginForm';
import styles from '@/components/auth/Auth.module.scss';
import { signInPurpose } from '@/lib/sign-in-purpose';
import { safeReturnPath } from '@/lib/return-path';
import { pageMetadata } from '@/lib/seo';
import { isDemoDelivery } from '@/lib/server/delivery';

export const metadata = pageMetadata({
  title: 'Login',
  description: 'Sign in to AstroVastu Kendra with your mobile number and a one-time code.',
  path: '/login',
  noIndex: true,
});

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  await connection(); // the demo notice depends on this server's delivery settings
  // A page that needs a session sends the visitor here with where to come back to.
  const returnTo = safeReturnPath((await searchParams).next);
  const purpose = signInPurpose(returnTo);
  return (
    <div className="container page">
      <div className={`card ${styles.panel}`}>
        <h1>Login</h1>
        {purpose && <p className={styles.purpose}>{purpose}</p>}
        <p>Sign in with your mobile number. We send you a one-time code; there is no password to remember.</p>
        {isDemoDelivery() && <DemoNotice />}
        <LoginForm returnTo={returnTo} />
      </div>
    </div>
  );
}
