'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { sendLoginOtp } from '@/lib/client/api';
import { serverMessage } from '@/lib/client/http';
import { setNavState } from '@/lib/client/nav-state';
import { useStoredUser } from '@/lib/client/user';
import { MOBILE_MESSAGE } from '@/lib/contract/auth';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import MobileNumberInput from './MobileNumberInput';
import styles from './Auth.module.scss';

const isValidMobile = (v: string) => /^\d{10}$/.test(v);

/** SPEC 2.4: a 10-digit mobile number and Send OTP; a signed-in visitor goes home. */
export default function LoginForm() {
  const router = useRouter();
  const user = useStoredUser();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (user) router.replace('/');
  }, [user, router]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidMobile(mobile)) {
      setError(MOBILE_MESSAGE);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const res = await sendLoginOtp(mobile);
      if (!res.user?.status) {
        setError(res.user?.message || 'Something went wrong');
        setSending(false);
        return;
      }
      // The number travels to the OTP screen in this tab's session storage, not in the URL.
      setNavState('otpMobile', mobile);
      router.push('/otp');
    } catch (err) {
      setError(serverMessage(err) ?? 'Login failed. Try again.');
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? 'login-error' : undefined}>
      {sending && <FullPageSpinner label="Sending your OTP…" />}
      <MobileNumberInput
        id="mobile"
        name="mobile"
        placeholder="10-digit mobile number"
        value={mobile}
        invalid={Boolean(error)}
        onChange={(digits) => {
          setMobile(digits);
          setError(null);
        }}
      />
      {error && (
        <p id="login-error" role="alert" className="message-error">
          {error}
        </p>
      )}
      <button type="submit" className={`btn ${styles.full}`} disabled={!isValidMobile(mobile) || sending}>
        Send OTP
      </button>
    </form>
  );
}
