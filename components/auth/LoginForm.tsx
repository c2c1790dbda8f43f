'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import FormStatus from '@/components/form/FormStatus';
import { schemaProblems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { sendLoginOtp } from '@/lib/client/api';
import { clearNavState, setNavState } from '@/lib/client/nav-state';
import { removeStoredUser } from '@/lib/client/storage';
import { useStoredUser } from '@/lib/client/user';
import { loginMobileRequestSchema } from '@/lib/contract/auth';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import english from '@/messages/en/Auth.json';
import MobileNumberInput from './MobileNumberInput';
import styles from './Auth.module.scss';

/**
 * SPEC 2.4: a 10-digit mobile number and Send OTP; a signed-in visitor goes home. `returnTo` (a
 * safe path, see lib/return-path.ts) is where the visitor goes once signed in instead.
 */
export default function LoginForm({ returnTo = null, texts = english.loginForm }: { returnTo?: string | null; texts?: typeof english.loginForm }) {
  const router = useLocaleRouter();
  const user = useStoredUser();
  const [mobile, setMobile] = useState('');
  const { busy, status, show, clear, send } = useSubmission();
  const problem = schemaProblems(loginMobileRequestSchema, { mobile }, ['mobile']).mobile;
  const error = status?.kind === 'error';

  useEffect(() => {
    if (returnTo) {
      // A page that needs a session sent the visitor here: the server found none, so a user
      // still stored in this browser is stale (going back would only come here again).
      if (user) removeStoredUser();
      setNavState('returnTo', returnTo);
      return;
    }
    clearNavState('returnTo');
    if (user) router.replace('/');
  }, [user, router, returnTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) {
      show('error', problem);
      return;
    }
    await send(() => sendLoginOtp(mobile), {
      accepted: (res) => Boolean(res.user?.status),
      refusal: (res) => res.user?.message || texts.refused,
      failed: texts.failed,
      staysBusy: true,
      onSuccess: () => {
        // The number travels to the OTP screen in this tab's session storage, not in the URL.
        setNavState('otpMobile', mobile);
        router.push('/otp');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? 'login-error' : undefined}>
      {busy && <FullPageSpinner label={texts.sending} />}
      <MobileNumberInput
        id="mobile"
        name="mobile"
        label={texts.mobileLabel}
        placeholder={texts.mobilePlaceholder}
        value={mobile}
        invalid={error}
        onChange={(digits) => {
          setMobile(digits);
          clear();
        }}
      />
      <FormStatus status={status} errorId="login-error" />
      <button type="submit" className={`btn ${styles.full}`} disabled={Boolean(problem) || busy}>
        {texts.submit}
      </button>
    </form>
  );
}
