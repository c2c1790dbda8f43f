'use client';
import { useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { InputField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { schemaProblems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { fetchProfile, requestEmailCode, updateName, verifyEmailCode } from '@/lib/client/account-api';
import { emailChangeRequestSchema, emailVerifyRequestSchema, NAME_MAX_LENGTH, updateProfileRequestSchema, type Profile } from '@/lib/contract/account';
import styles from './Account.module.scss';
import SubmitAndCancel from './SubmitAndCancel';

export const PROFILE_KEY = 'my-profile';

function NameForm({ profile, userId }: { profile: Profile; userId: string }) {
  const [name, setName] = useState(profile.name);
  const { busy, status, show, send } = useSubmission();
  const { mutate } = useSWRConfig();
  const problem = schemaProblems(updateProfileRequestSchema, { name }, ['name']).name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return show('error', problem);
    await send(() => updateName(name.trim()), {
      accepted: (res) => res.status === 'success',
      failed: 'Your name could not be saved. Please try again.',
      success: 'Your name was saved.',
      onSuccess: (res) => {
        void mutate(PROFILE_KEY, res.data, { revalidate: false });
        void mutate(['user', userId]);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className={styles.inlineForm}>
      <InputField id="profile-name" label="Name" value={name} maxLength={NAME_MAX_LENGTH} autoComplete="name" onChange={(e) => setName(e.target.value)} error={status?.kind === 'error' ? status.text : null} alert />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? 'Saving…' : 'Save name'}
      </button>
      {status?.kind === 'success' && <FormStatus status={status} />}
    </form>
  );
}

/** Add or change the e-mail address: a code is sent to it, and it is set once the code is entered. */
function EmailForm({ profile, userId }: { profile: Profile; userId: string }) {
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
      failed: 'The code could not be sent. Please try again.',
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
      failed: 'The code could not be checked. Please try again.',
      success: 'Your e-mail address is verified.',
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
        E-mail:{' '}
        {profile.email ? (
          <>
            <strong>{profile.email}</strong> <span className={profile.emailVerified ? styles.verified : styles.muted}>{profile.emailVerified ? 'Verified' : 'Not verified'}</span>
          </>
        ) : (
          <span className={styles.muted}>none yet</span>
        )}
      </p>
      {codeSent && profile.pendingEmail ? (
        <form onSubmit={verify} noValidate className={styles.inlineForm}>
          <InputField
            id="email-code"
            label={`Code sent to ${profile.pendingEmail}`}
            hint="Enter the 6-digit code from the e-mail."
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            error={error}
            alert
          />
          <SubmitAndCancel busy={busy} label="Verify e-mail" busyLabel="Checking…" cancelLabel="Use another address" onCancel={() => setCodeSent(false)} />
        </form>
      ) : (
        <form onSubmit={sendCode} noValidate className={styles.inlineForm}>
          <InputField id="profile-email" label={profile.email ? 'New e-mail address' : 'E-mail address'} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} alert />
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Sending…' : 'Send code'}
          </button>
        </form>
      )}
      {status?.kind === 'success' && <FormStatus status={status} />}
    </div>
  );
}

/** SPEC 2.16, issue 10: edit the name, add or change the e-mail (verified by a code). */
export default function ProfileEditor({ userId }: { userId: string }) {
  const { data, error, isLoading } = useSWR<Profile>(PROFILE_KEY, fetchProfile, { revalidateOnFocus: false, shouldRetryOnError: false });
  return (
    <section className={`card ${styles.section}`} aria-labelledby="edit-profile-title">
      <h2 id="edit-profile-title">Edit your details</h2>
      {isLoading && <p role="status">Loading…</p>}
      {error && <p role="alert">Your details could not be loaded. Please try again later.</p>}
      {data && (
        <>
          <NameForm profile={data} userId={userId} />
          <EmailForm profile={data} userId={userId} />
        </>
      )}
    </section>
  );
}
