'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { schemaProblems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { sendLoginOtp } from '@/lib/client/api';
import { clearNavState, setNavState } from '@/lib/client/nav-state';
import { useStoredUser } from '@/lib/client/user';
import { loginMobileRequestSchema } from '@/lib/contract/auth';
import { RETURN_PATH_PARAM, safeReturnPath } from '@/lib/return-path';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import MobileNumberInput from './MobileNumberInput';
import styles from './Auth.module.scss';

/** Where to go after signing in: the page named by `?next=` (if it is a safe path here), else home. */
function returnPath(): string | null {
  return safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PATH_PARAM));
}

/** SPEC 2.4: a 10-digit mobile number and Send OTP; a signed-in visitor goes home (or back where they came from). */
export default function LoginForm() {
  const router = useRouter();
  const user = useStoredUser();
  const [mobile, setMobile] = useState('');
  const { busy, status, show, clear, send } = useSubmission();
  const problem = schemaProblems(loginMobileRequestSchema, { mobile }, ['mobile']).mobile;
  const error = status?.kind === 'error';

  useEffect(() => {
    if (user) router.replace(returnPath() ?? '/');
  }, [user, router]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) {
      show('error', problem);
      return;
    }
    await send(() => sendLoginOtp(mobile), {
      accepted: (res) => Boolean(res.user?.status),
      refusal: (res) => res.user?.message || 'Something went wrong',
      failed: 'Login failed. Try again.',
      staysBusy: true,
      onSuccess: () => {
        // The number travels to the OTP screen in this tab's session storage, not in the URL.
        setNavState('otpMobile', mobile);
        // So is the page to come back to (e.g. a result to save), for the OTP screen.
        const next = returnPath();
        if (next) setNavState('afterSignIn', next);
        else clearNavState('afterSignIn');
        router.push('/otp');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? 'login-error' : undefined}>
      {busy && <FullPageSpinner label="Sending your OTP…" />}
      <MobileNumberInput
        id="mobile"
        name="mobile"
        placeholder="10-digit mobile number"
        value={mobile}
        invalid={error}
        onChange={(digits) => {
          setMobile(digits);
          clear();
        }}
      />
      <FormStatus status={status} errorId="login-error" />
      <button type="submit" className={`btn ${styles.full}`} disabled={Boolean(problem) || busy}>
        Send OTP
      </button>
    </form>
  );
}
