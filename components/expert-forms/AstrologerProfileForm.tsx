'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { submitAstrologerProfile } from '@/lib/client/api';
import type { StoredUser } from '@/lib/client/user';
import {
  ASTROLOGER_DEFAULTS,
  defaultAvailability,
  firstAstrologerProblem,
  parseList,
  type WeeklyAvailability,
} from '@/lib/contract/expert-profile';
import AvailabilityEditor from './AvailabilityEditor';
import { InputField, TextAreaField } from './Field';
import FormStatus from './FormStatus';
import ImageField from './ImageField';
import StoredUserGate from './StoredUserGate';
import ThankYouDialog from './ThankYouDialog';
import { useSubmission } from './use-submission';
import styles from './ExpertForms.module.scss';

export const ASTROLOGER_SUCCESS = '✅ Astrologer profile created successfully!';
export const ASTROLOGER_FAILED = '❌ Failed to create astrologer.';
export const ASTROLOGER_NETWORK_FAILED = '❌ Failed to create astrologer. Check console for details.';

export interface AstrologerDraft {
  name: string;
  email: string;
  mobile: string;
  astrologerId: string;
  bio: string;
  expertise: string;
  languages: string;
  experienceYears: string;
  feePerMinChat: string;
  feePerMinVideo: string;
}

/** The multipart body of POST /api/talktoastrologer: lists and the schedule as JSON text (SPEC 7). */
export function astrologerFormData(draft: AstrologerDraft, schedule: WeeklyAvailability, image: File): FormData {
  const form = new FormData();
  form.append('name', draft.name.trim());
  form.append('email', draft.email.trim());
  form.append('mobile', draft.mobile.trim());
  form.append('astrologerId', draft.astrologerId);
  form.append('bio', draft.bio.trim());
  form.append('expertise', JSON.stringify(parseList(draft.expertise)));
  form.append('languages', JSON.stringify(parseList(draft.languages)));
  form.append('experienceYears', String(Number(draft.experienceYears)));
  form.append('feePerMinChat', String(Number(draft.feePerMinChat)));
  form.append('feePerMinCall', String(ASTROLOGER_DEFAULTS.feePerMinCall));
  form.append('feePerMinVideo', String(Number(draft.feePerMinVideo)));
  form.append('schedule', JSON.stringify(schedule));
  form.append('image', image);
  return form;
}

type NumberField = 'experienceYears' | 'feePerMinChat' | 'feePerMinVideo';

// The call fee has no input: it is 0 (SPEC 3).
const NUMBER_FIELDS: { field: NumberField; label: string; whole?: boolean }[] = [
  { field: 'experienceYears', label: 'Experience (years)', whole: true },
  { field: 'feePerMinChat', label: 'Chat fee per minute (₹)' },
  { field: 'feePerMinVideo', label: 'Video call fee per minute (₹)' },
];

/** The astrologer's profile application (SPEC 2.23); only for a registered, stored user. */
export default function AstrologerProfileForm() {
  return <StoredUserGate>{(user) => <AstrologerForm key={user._id} user={user} />}</StoredUserGate>;
}

function AstrologerForm({ user }: { user: StoredUser }) {
  const id = useId();
  const fid = (name: string) => `${id}-${name}`;
  const [bio, setBio] = useState<string>(ASTROLOGER_DEFAULTS.bio);
  const [expertise, setExpertise] = useState(ASTROLOGER_DEFAULTS.expertise.join(', '));
  const [languages, setLanguages] = useState(ASTROLOGER_DEFAULTS.languages.join(', '));
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({ experienceYears: '', feePerMinChat: '', feePerMinVideo: '' });
  const [schedule, setSchedule] = useState<WeeklyAvailability>(defaultAvailability);
  const [image, setImage] = useState<File | null>(null);
  const { submitting, status, show, send } = useSubmission();
  const [thanks, setThanks] = useState<{ name: string; image: string } | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // Identity comes from registration and is not edited here.
  const name = user.name ?? '';
  const email = user.email ?? '';
  const mobile = user.mobile ?? '';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const draft: AstrologerDraft = { name, email, mobile, astrologerId: user._id, bio, expertise, languages, ...numbers };
    const problem = firstAstrologerProblem(draft, image !== null);
    if (problem || !image) {
      show('error', problem ?? '⚠️ Profile image is required.');
      return;
    }
    await send(() => submitAstrologerProfile(astrologerFormData(draft, schedule, image)), {
      accepted: (reply) => (reply as { status?: unknown }).status === 'success',
      success: ASTROLOGER_SUCCESS,
      failed: ASTROLOGER_FAILED,
      noAnswer: ASTROLOGER_NETWORK_FAILED,
      onSuccess: (reply) => setThanks({ name: reply.name || name, image: reply.file }),
    });
  }

  return (
    <form className={`card ${styles.form}`} noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      {/* Screen readers hear "required" from the fields themselves. */}
      <p className={styles.hint} aria-hidden="true">
        Fields marked * are required.
      </p>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Your details</legend>
        <p className={styles.hint}>These come from your registration and cannot be changed here.</p>
        <div className={styles.grid}>
          <InputField id={fid('name')} label="Name" value={name} readOnly autoComplete="name" />
          <InputField id={fid('email')} label="Email" type="email" value={email} readOnly autoComplete="email" />
          <InputField id={fid('mobile')} label="Mobile number" type="tel" value={mobile} readOnly autoComplete="tel" />
          <InputField id={fid('astrologerId')} label="Astrologer ID" value={user._id} readOnly />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>About your practice</legend>
        <div className={styles.grid}>
          <TextAreaField id={fid('bio')} label="Bio" rows={4} wide value={bio} onChange={(e) => setBio(e.target.value)} />
          <InputField
            id={fid('expertise')}
            label="Expertise"
            hint="Separate with commas, e.g. Vedic, Numerology, Tarot."
            value={expertise}
            onChange={(e) => setExpertise(e.target.value)}
          />
          <InputField
            id={fid('languages')}
            label="Languages"
            hint="Separate with commas, e.g. Hindi, English."
            value={languages}
            onChange={(e) => setLanguages(e.target.value)}
          />
          {NUMBER_FIELDS.map(({ field, label, whole }) => (
            <InputField
              key={field}
              id={fid(field)}
              label={label}
              type="number"
              inputMode={whole ? 'numeric' : 'decimal'}
              min={0}
              step={whole ? undefined : 'any'}
              required
              value={numbers[field]}
              onChange={(e) => setNumbers((n) => ({ ...n, [field]: e.target.value }))}
            />
          ))}
        </div>
      </fieldset>

      <div className={styles.section}>
        <AvailabilityEditor legend="Weekly availability" value={schedule} onChange={setSchedule} refillEmptyDays />
      </div>

      <div className={styles.section}>
        <ImageField id={fid('image')} label="Profile image" file={image} onChange={setImage} required />
      </div>

      <FormStatus status={status} />
      <button ref={submitRef} type="submit" className={`btn ${styles.submit}`} disabled={submitting}>
        {submitting ? 'Submitting...' : 'Create Profile'}
      </button>

      {thanks && <ThankYouDialog name={thanks.name} image={thanks.image} returnFocusRef={submitRef} onClose={() => setThanks(null)} />}
    </form>
  );
}
