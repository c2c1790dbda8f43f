'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import { describedBy, Field, InputField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { checkWith, showProblems, withProblem, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { sendRegistrationOtps, verifyRegistrationOtp } from '@/lib/client/api';
import { setNavState } from '@/lib/client/nav-state';
import { USER_DATA_KEY, writeJson } from '@/lib/client/storage';
import { registrationRequestSchema } from '@/lib/contract/auth';
import { expertKindOf } from '@/lib/experts';
import { profilePathFor, type RegistrationTitle } from '@/lib/registration';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import CodeStep from './CodeStep';
import MobileNumberInput from './MobileNumberInput';
import styles from './Auth.module.scss';

type Step = 'register' | 'verify-mobile' | 'verify-email';

/** The details in the order of the page. */
const FIELDS = ['name', 'email', 'mobile', 'password'] as const;
type Detail = (typeof FIELDS)[number];
const fieldId = (field: Detail) => `reg-${field}`;

/** The two code steps: the code field's id and label, and what to ask when the code does not come. */
const CODE_STEPS = {
  'verify-mobile': { id: 'reg-mobile-otp', label: 'Mobile OTP', question: 'Wrong number or no code?' },
  'verify-email': { id: 'reg-email-otp', label: 'Email OTP', question: 'Wrong address or no code?' },
} as const;

const STEP_LABELS: Record<Step, string> = { register: '1. Your details', 'verify-mobile': '2. Mobile OTP', 'verify-email': '3. E-mail OTP' };

/** SPEC 2.22: register, verify the mobile code, verify the e-mail code, then go to the profile form. */
export default function RegisterExpertForm({ title }: { title: RegistrationTitle }) {
  const router = useLocaleRouter();
  const expertType = expertKindOf(title);
  const [step, setStep] = useState<Step>('register');
  const [details, setDetails] = useState({ name: '', email: '', mobile: '', password: '' });
  const [mobileOtp, setMobileOtp] = useState('');
  const [emailOtp, setEmailOtp] = useState('');
  const [errors, setErrors] = useState<Problems<Detail>>({});
  const { busy, status, send } = useSubmission();

  const update = (field: Detail) => (value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    setErrors((e) => withProblem(e, field, null));
  };

  async function sendOtps(event?: FormEvent) {
    event?.preventDefault();
    const checked = checkWith(registrationRequestSchema, { ...details, expertType }, FIELDS);
    if (!checked.ok) {
      showProblems(checked.problems, setErrors, fieldId);
      return;
    }
    setErrors({});
    await send(() => sendRegistrationOtps({ ...details, mobile: details.mobile.trim(), email: details.email.trim(), expertType }), {
      accepted: (res) => Boolean(res.status),
      success: '✅ OTPs sent to your mobile and email!',
      failed: '❌ Failed to send OTPs.',
      noAnswer: '❌ Error sending OTPs.',
      onSuccess: () => {
        setMobileOtp('');
        setEmailOtp('');
        setStep('verify-mobile');
      },
    });
  }

  async function verifyMobile(event: FormEvent) {
    event.preventDefault();
    await send(() => verifyRegistrationOtp(details.mobile.trim(), mobileOtp), {
      accepted: (res) => Boolean(res.isVerified?.status),
      success: '✅ Mobile OTP verified! Now verify your email OTP.',
      failed: '❌ Invalid mobile OTP.',
      noAnswer: '❌ Error verifying mobile OTP.',
      onSuccess: () => setStep('verify-email'),
    });
  }

  async function verifyEmail(event: FormEvent) {
    event.preventDefault();
    await send(() => verifyRegistrationOtp(details.email.trim(), emailOtp), {
      accepted: (res) => Boolean(res.isVerified?.status && res.isVerified.data),
      success: '🎉 Both OTPs verified successfully! Registration complete.',
      failed: '❌ Invalid email OTP.',
      noAnswer: '❌ Error verifying email OTP.',
      staysBusy: true,
      onSuccess: (res) => {
        writeJson(USER_DATA_KEY, res.isVerified.data);
        if (expertType === 'vastu-astrologer') setNavState('vastuAstrologerId', res.isVerified.data!._id);
        router.push(profilePathFor(title));
      },
    });
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
      <FormStatus status={status} />

      {step === 'register' && (
        <form onSubmit={sendOtps} noValidate>
          <InputField id={fieldId('name')} label="Name" autoComplete="name" required value={details.name} error={errors.name} onChange={(e) => update('name')(e.target.value)} />
          <InputField id={fieldId('email')} label="Email" type="email" autoComplete="email" required value={details.email} error={errors.email} onChange={(e) => update('email')(e.target.value)} />
          <MobileNumberInput id={fieldId('mobile')} label="Mobile number" required value={details.mobile} error={errors.mobile} onChange={update('mobile')} />
          <PasswordField value={details.password} error={errors.password} onChange={update('password')} />
          <button type="submit" className={`btn ${styles.full}`} disabled={busy}>
            Send OTPs
          </button>
        </form>
      )}

      {step !== 'register' && (
        <CodeStep
          key={step}
          id={CODE_STEPS[step].id}
          label={CODE_STEPS[step].label}
          submitLabel={`Verify ${CODE_STEPS[step].label}`}
          prompt={
            step === 'verify-mobile' ? (
              <>
                Enter the code sent by SMS to <strong>+91 {details.mobile}</strong>.
              </>
            ) : (
              <>
                Enter the code sent to <strong>{details.email}</strong>.
              </>
            )
          }
          code={step === 'verify-mobile' ? mobileOtp : emailOtp}
          onCodeChange={step === 'verify-mobile' ? setMobileOtp : setEmailOtp}
          onSubmit={step === 'verify-mobile' ? verifyMobile : verifyEmail}
          busy={busy}
        >
          <EditDetails question={CODE_STEPS[step].question} onEdit={() => setStep('register')} />
        </CodeStep>
      )}
    </div>
  );
}

const PASSWORD_HINT = 'At least 8 characters; avoid common passwords and your own name or number.';

/** The new password with a Show/Hide toggle. */
function PasswordField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const [shown, setShown] = useState(false);
  const id = fieldId('password');
  return (
    <Field id={id} label="Password" hint={PASSWORD_HINT} error={error} required>
      <div className={styles.passwordRow}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          required
          minLength={8}
          {...describedBy(id, { hint: PASSWORD_HINT, error })}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="button" className="btn btn-outline" aria-pressed={shown} onClick={() => setShown((v) => !v)}>
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </Field>
  );
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
