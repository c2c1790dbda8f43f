'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { sendRegistrationOtps, verifyRegistrationOtp } from '@/lib/client/api';
import { serverMessage } from '@/lib/client/http';
import { setNavState } from '@/lib/client/nav-state';
import { USER_DATA_KEY, writeJson } from '@/lib/client/storage';
import { expertKindOf } from '@/lib/experts';
import { profilePathFor, type RegistrationTitle } from '@/lib/registration';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import CodeStep from './CodeStep';
import MobileNumberInput from './MobileNumberInput';
import styles from './Auth.module.scss';

type Step = 'register' | 'verify-mobile' | 'verify-email';
type Message = { kind: 'error' | 'success'; text: string } | null;

const STEP_LABELS: Record<Step, string> = { register: '1. Your details', 'verify-mobile': '2. Mobile OTP', 'verify-email': '3. E-mail OTP' };

/** SPEC 2.22: register, verify the mobile code, verify the e-mail code, then go to the profile form. */
export default function RegisterExpertForm({ title }: { title: RegistrationTitle }) {
  const router = useRouter();
  const expertType = expertKindOf(title);
  const [step, setStep] = useState<Step>('register');
  const [details, setDetails] = useState({ name: '', email: '', mobile: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const [mobileOtp, setMobileOtp] = useState('');
  const [emailOtp, setEmailOtp] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: keyof typeof details) => (value: string) => setDetails((d) => ({ ...d, [field]: value }));
  const detailsComplete = Object.values(details).every((v) => v.trim() !== '');

  async function sendOtps(event?: FormEvent) {
    event?.preventDefault();
    if (!detailsComplete) {
      setMessage({ kind: 'error', text: 'Please fill in your name, email, mobile and password.' });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const res = await sendRegistrationOtps({ ...details, mobile: details.mobile.trim(), email: details.email.trim(), expertType });
      if (!res.status) {
        setMessage({ kind: 'error', text: res.message || '❌ Failed to send OTPs.' });
        return;
      }
      setMessage({ kind: 'success', text: '✅ OTPs sent to your mobile and email!' });
      setMobileOtp('');
      setEmailOtp('');
      setStep('verify-mobile');
    } catch (err) {
      const text = serverMessage(err);
      setMessage({ kind: 'error', text: text ?? (isNetworkError(err) ? '❌ Error sending OTPs.' : '❌ Failed to send OTPs.') });
    } finally {
      setBusy(false);
    }
  }

  async function verifyMobile(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const res = await verifyRegistrationOtp(details.mobile.trim(), mobileOtp);
      if (!res.isVerified?.status) {
        setMessage({ kind: 'error', text: res.message || '❌ Invalid mobile OTP.' });
        return;
      }
      setMessage({ kind: 'success', text: '✅ Mobile OTP verified! Now verify your email OTP.' });
      setStep('verify-email');
    } catch (err) {
      setMessage({ kind: 'error', text: serverMessage(err) ?? (isNetworkError(err) ? '❌ Error verifying mobile OTP.' : '❌ Invalid mobile OTP.') });
    } finally {
      setBusy(false);
    }
  }

  async function verifyEmail(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const res = await verifyRegistrationOtp(details.email.trim(), emailOtp);
      if (!res.isVerified?.status || !res.isVerified.data) {
        setMessage({ kind: 'error', text: res.message || '❌ Invalid email OTP.' });
        setBusy(false);
        return;
      }
      setMessage({ kind: 'success', text: '🎉 Both OTPs verified successfully! Registration complete.' });
      writeJson(USER_DATA_KEY, res.isVerified.data);
      if (expertType === 'vastu-astrologer') setNavState('vastuAstrologerId', res.isVerified.data._id);
      router.push(profilePathFor(title));
    } catch (err) {
      setMessage({ kind: 'error', text: serverMessage(err) ?? (isNetworkError(err) ? '❌ Error verifying email OTP.' : '❌ Invalid email OTP.') });
      setBusy(false);
    }
  }

  return (
    <div>
      {busy && <FullPageSpinner label={step === 'register' ? 'Sending your OTPs…' : 'Verifying…'} />}
      <ol className={styles.steps}>
        {(Object.keys(STEP_LABELS) as Step[]).map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {STEP_LABELS[s]}
          </li>
        ))}
      </ol>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'message-error' : 'message-success'}>
          {message.text}
        </p>
      )}

      {step === 'register' && (
        <form onSubmit={sendOtps} noValidate>
          <div className="form-field">
            <label htmlFor="reg-name">Name</label>
            <input id="reg-name" autoComplete="name" required value={details.name} onChange={(e) => update('name')(e.target.value)} />
          </div>
          <div className="form-field">
            <label htmlFor="reg-email">Email</label>
            <input id="reg-email" type="email" autoComplete="email" required value={details.email} onChange={(e) => update('email')(e.target.value)} />
          </div>
          <MobileNumberInput id="reg-mobile" required value={details.mobile} onChange={update('mobile')} />
          <div className="form-field">
            <label htmlFor="reg-password">Password</label>
            <div className={styles.passwordRow}>
              <input
                id="reg-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                required
                minLength={8}
                aria-describedby="reg-password-hint"
                value={details.password}
                onChange={(e) => update('password')(e.target.value)}
              />
              <button type="button" className="btn btn-outline" aria-pressed={showPassword} onClick={() => setShowPassword((v) => !v)}>
                {showPassword ? 'Hide' : 'Show'}
              </button>
            </div>
            <small id="reg-password-hint">At least 8 characters; avoid common passwords and your own name or number.</small>
          </div>
          <button type="submit" className={`btn ${styles.full}`} disabled={busy}>
            Send OTPs
          </button>
        </form>
      )}

      {step === 'verify-mobile' && (
        <CodeStep
          id="reg-mobile-otp"
          label="Mobile OTP"
          prompt={
            <>
              Enter the code sent by SMS to <strong>+91 {details.mobile}</strong>.
            </>
          }
          code={mobileOtp}
          onCodeChange={setMobileOtp}
          onSubmit={verifyMobile}
          busy={busy}
        >
          <EditDetails question="Wrong number or no code?" onEdit={() => setStep('register')} />
        </CodeStep>
      )}

      {step === 'verify-email' && (
        <CodeStep
          id="reg-email-otp"
          label="Email OTP"
          prompt={
            <>
              Enter the code sent to <strong>{details.email}</strong>.
            </>
          }
          code={emailOtp}
          onCodeChange={setEmailOtp}
          onSubmit={verifyEmail}
          busy={busy}
        >
          <EditDetails question="Wrong address or no code?" onEdit={() => setStep('register')} />
        </CodeStep>
      )}
    </div>
  );
}

function isNetworkError(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'isAxiosError' in err && !(err as { response?: unknown }).response;
}

/** Below a code step: back to the details form, to fix a mistyped number or address. */
function EditDetails({ question, onEdit }: { question: string; onEdit: () => void }) {
  return (
    <p className={styles.resend}>
      <span>{question}</span>
      <button type="button" className={styles.linkButton} onClick={onEdit}>
        Edit details
      </button>
    </p>
  );
}
