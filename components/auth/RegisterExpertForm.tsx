'use client';
import { useTranslations } from 'next-intl';
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

/** The two code steps: the code field's id, and its label and question when the code does not come (keys of `ExpertForms.register`). */
const CODE_STEPS = {
  'verify-mobile': { id: 'reg-mobile-otp', label: 'mobileOtp', question: 'mobileQuestion' },
  'verify-email': { id: 'reg-email-otp', label: 'emailOtp', question: 'emailQuestion' },
} as const;

const STEPS: readonly Step[] = ['register', 'verify-mobile', 'verify-email'];

/** SPEC 2.22: register, verify the mobile code, verify the e-mail code, then go to the profile form. */
export default function RegisterExpertForm({ title }: { title: RegistrationTitle }) {
  const t = useTranslations('ExpertForms.register');
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
      success: t('otpsSent'),
      failed: t('otpsFailed'),
      noAnswer: t('otpsNoAnswer'),
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
      success: t('mobileVerified'),
      failed: t('mobileInvalid'),
      noAnswer: t('mobileNoAnswer'),
      onSuccess: () => setStep('verify-email'),
    });
  }

  async function verifyEmail(event: FormEvent) {
    event.preventDefault();
    await send(() => verifyRegistrationOtp(details.email.trim(), emailOtp), {
      accepted: (res) => Boolean(res.isVerified?.status && res.isVerified.data),
      success: t('emailVerified'),
      failed: t('emailInvalid'),
      noAnswer: t('emailNoAnswer'),
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
      {busy && <FullPageSpinner label={step === 'register' ? t('sendingOtps') : t('verifying')} />}
      <ol className={styles.steps}>
        {STEPS.map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {t(`steps.${s}`)}
          </li>
        ))}
      </ol>
      <FormStatus status={status} />

      {step === 'register' && (
        <form onSubmit={sendOtps} noValidate>
          <InputField id={fieldId('name')} label={t('name')} autoComplete="name" required value={details.name} error={errors.name} onChange={(e) => update('name')(e.target.value)} />
          <InputField id={fieldId('email')} label={t('email')} type="email" autoComplete="email" required value={details.email} error={errors.email} onChange={(e) => update('email')(e.target.value)} />
          <MobileNumberInput id={fieldId('mobile')} label={t('mobile')} required value={details.mobile} error={errors.mobile} onChange={update('mobile')} />
          <PasswordField texts={{ label: t('password'), hint: t('passwordHint'), show: t('show'), hide: t('hide') }} value={details.password} error={errors.password} onChange={update('password')} />
          <button type="submit" className={`btn ${styles.full}`} disabled={busy}>
            {t('sendOtps')}
          </button>
        </form>
      )}

      {step !== 'register' && (
        <CodeStep
          key={step}
          id={CODE_STEPS[step].id}
          label={t(CODE_STEPS[step].label)}
          submitLabel={t('verify', { label: t(CODE_STEPS[step].label) })}
          prompt={
            step === 'verify-mobile'
              ? t.rich('mobilePrompt', { mobile: details.mobile, strong: (chunks) => <strong>{chunks}</strong> })
              : t.rich('emailPrompt', { email: details.email, strong: (chunks) => <strong>{chunks}</strong> })
          }
          code={step === 'verify-mobile' ? mobileOtp : emailOtp}
          onCodeChange={step === 'verify-mobile' ? setMobileOtp : setEmailOtp}
          onSubmit={step === 'verify-mobile' ? verifyMobile : verifyEmail}
          busy={busy}
        >
          <EditDetails question={t(CODE_STEPS[step].question)} action={t('editDetails')} onEdit={() => setStep('register')} />
        </CodeStep>
      )}
    </div>
  );
}

/** The new password with a Show/Hide toggle; its words in the page's language. */
function PasswordField({
  texts,
  value,
  error,
  onChange,
}: {
  texts: { label: string; hint: string; show: string; hide: string };
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const [shown, setShown] = useState(false);
  const id = fieldId('password');
  return (
    <Field id={id} label={texts.label} hint={texts.hint} error={error} required>
      <div className={styles.passwordRow}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          required
          minLength={8}
          {...describedBy(id, { hint: texts.hint, error })}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="button" className="btn btn-outline" aria-pressed={shown} onClick={() => setShown((v) => !v)}>
          {shown ? texts.hide : texts.show}
        </button>
      </div>
    </Field>
  );
}

/** Below a code step: back to the details form, to fix a mistyped number or address. */
function EditDetails({ question, action, onEdit }: { question: string; action: string; onEdit: () => void }) {
  return (
    <p className={styles.resend}>
      <span>{question}</span>
      <button type="button" className={styles.linkButton} onClick={onEdit}>
        {action}
      </button>
    </p>
  );
}
