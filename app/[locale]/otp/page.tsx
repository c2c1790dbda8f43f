import { connection } from 'next/server';
import DemoNotice from '@/components/auth/DemoNotice';
import OtpForm from '@/components/auth/OtpForm';
import styles from '@/components/auth/Auth.module.scss';
import { pageMetadata } from '@/lib/seo';
import { isDemoDelivery } from '@/lib/server/delivery';
import { serverEnv } from '@/lib/server/env';

export const metadata = pageMetadata({
  title: 'Verify OTP',
  description: 'Enter the one-time code sent to your mobile number.',
  path: '/otp',
  noIndex: true,
});

export default async function OtpPage() {
  await connection();
  return (
    <div className="container page">
      <div className={`card ${styles.panel}`}>
        <h1>Verify OTP</h1>
        {isDemoDelivery() && <DemoNotice />}
        <OtpForm resendSeconds={serverEnv().otpResendSeconds} />
      </div>
    </div>
  );
}
