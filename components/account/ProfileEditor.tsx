'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { InputField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { schemaProblems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { fetchProfile, requestEmailCode, updateLanguage, updateName, verifyEmailCode } from '@/lib/client/account-api';
import { emailChangeRequestSchema, emailVerifyRequestSchema, NAME_MAX_LENGTH, updateProfileRequestSchema, type Profile } from '@/lib/contract/account';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';
import styles from './Account.module.scss';
import SubmitAndCancel from './SubmitAndCancel';

export const PROFILE_KEY = 'my-profile';

function NameForm({ profile, userId }: { profile: Profile; userId: string }) {
  const t = useTranslations('Profile.editor.name');
  const [name, setName] = useState(profile.name);
  const { busy, status, show, send } = useSubmission();
  const { mutate } = useSWRConfig();
  const problem = schemaProblems(updateProfileRequestSchema, { name }, ['name']).name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return show('error', problem);
    await send(() => updateName(name.trim()), {
      accepted: (res) => res.status === 'success',
      failed: t('failed'),
      success: t('saved'),
      onSuccess: (res) => {
        void mutate(PROFILE_KEY, res.data, { revalidate: false });
        void mutate(['user', userId]);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className={styles.inlineForm}>
      <InputField id="profile-name" label={t('label')} value={name} maxLength={NAME_MAX_LENGTH} autoComplete="name" onChange={(e) => setName(e.target.value)} error={status?.kind === 'error' ? status.text : null} alert />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('saving') : t('save')}
      </button>
      {status?.kind === 'success' && <FormStatus status={status} />}
    </form>
  );
}

/** Add or change the e-mail address: a code is sent to it, and it is set once the code is entered. */
function EmailForm({ profile, userId }: { profile: Profile; userId: string }) {
  const t = useTranslations('Profile.editor');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(Boolean(profile.pendingEmail));
  const { busy, status, show, send } = useSubmission();
  const { mutate } = useSWRConfig();

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const problem = schemaProblems(emailChangeRequestSchema, { email }, ['email']).email;
    if (problem) return show('error', problem);
    await send(() => requestEmailCode(email), {
      accepted: (res) => res.status === 'success',
      failed: t('email.sendFailed'),
      onSuccess: (res) => {
        show('success', res.message);
        setCodeSent(true);
        void mutate(PROFILE_KEY);
      },
    });
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const problem = schemaProblems(emailVerifyRequestSchema, { otp: code }, ['otp']).otp;
    if (problem) return show('error', problem);
    await send(() => verifyEmailCode(code), {
      accepted: (res) => res.status === 'success',
      failed: t('email.checkFailed'),
      success: t('email.verifiedNow'),
      onSuccess: (res) => {
        setCodeSent(false);
        setCode('');
        setEmail('');
        void mutate(PROFILE_KEY, res.data, { revalidate: false });
        void mutate(['user', userId]);
      },
    });
  }

  const error = status?.kind === 'error' ? status.text : null;
  return (
    <div>
      <p>
        {t('email.current')}{' '}
        {profile.email ? (
          <>
            <strong>{profile.email}</strong> <span className={profile.emailVerified ? styles.verified : styles.muted}>{profile.emailVerified ? t('email.verified') : t('email.notVerified')}</span>
          </>
        ) : (
          <span className={styles.muted}>{t('email.none')}</span>
        )}
      </p>
      {codeSent && profile.pendingEmail ? (
        <form onSubmit={verify} noValidate className={styles.inlineForm}>
          <InputField
            id="email-code"
            label={t('email.codeLabel', { email: profile.pendingEmail })}
            hint={t('email.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            error={error}
            alert
          />
          <SubmitAndCancel busy={busy} label={t('email.verify')} busyLabel={t('email.checking')} cancelLabel={t('email.another')} onCancel={() => setCodeSent(false)} />
        </form>
      ) : (
        <form onSubmit={sendCode} noValidate className={styles.inlineForm}>
          <InputField id="profile-email" label={profile.email ? t('email.newAddress') : t('email.address')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} alert />
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('email.sending') : t('email.send')}
          </button>
        </form>
      )}
      {status?.kind === 'success' && <FormStatus status={status} />}
    </div>
  );
}

/**
 * The language of the account's SMS and e-mail (issue 26): English or हिन्दी, each named in its
 * own script. Set at sign-up from the page's language; only this choice changes it.
 */
function LanguageForm({ profile }: { profile: Profile }) {
  const t = useTranslations('Profile.editor.language');
  const [language, setLanguage] = useState<Locale>(profile.language);
  const { busy, status, send } = useSubmission();
  const { mutate } = useSWRConfig();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await send(() => updateLanguage(language), {
      accepted: (res) => res.status === 'success',
      failed: t('failed'),
      success: t('saved'),
      onSuccess: (res) => void mutate(PROFILE_KEY, res.data, { revalidate: false }),
    });
  }

  return (
    <form onSubmit={submit} noValidate className={styles.inlineForm}>
      <fieldset className={styles.choice} aria-describedby="account-language-hint">
        <legend>{t('legend')}</legend>
        <p id="account-language-hint" className={styles.muted}>
          {t('hint')}
        </p>
        {LOCALES.map((option) => (
          <label key={option} lang={option} className={styles.option}>
            <input type="radio" name="account-language" value={option} checked={language === option} onChange={() => setLanguage(option)} />
            <span>{LOCALE_NAMES[option]}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('saving') : t('save')}
      </button>
      <FormStatus status={status} />
    </form>
  );
}

/** SPEC 2.16, issue 10: edit the name, add or change the e-mail (verified by a code), the language of messages (issue 26). */
export default function ProfileEditor({ userId }: { userId: string }) {
  const t = useTranslations('Profile.editor');
  const { data, error, isLoading } = useSWR<Profile>(PROFILE_KEY, fetchProfile, { revalidateOnFocus: false, shouldRetryOnError: false });
  return (
    <section className={`card ${styles.section}`} aria-labelledby="edit-profile-title">
      <h2 id="edit-profile-title">{t('heading')}</h2>
      {isLoading && <p role="status">{t('loading')}</p>}
      {error && <p role="alert">{t('failed')}</p>}
      {data && (
        <>
          <NameForm profile={data} userId={userId} />
          <EmailForm profile={data} userId={userId} />
          <LanguageForm profile={data} />
        </>
      )}
    </section>
  );
}
