'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { InputField, TextAreaField } from '@/components/form/Field';
import { firstProblem, schemaProblems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import { submitAstrologerProfile } from '@/lib/client/api';
import type { StoredUser } from '@/lib/client/user';
import { ASTROLOGER_DEFAULTS, astrologerFormSchema, defaultAvailability, parseList, type WeeklyAvailability } from '@/lib/contract/expert-profile';
import AvailabilityEditor from './AvailabilityEditor';
import ImageField from './ImageField';
import { multipartBody, ProfileBlock, ProfileForm, ProfileSection } from './ProfileForm';
import StoredUserGate from './StoredUserGate';
import ThankYouDialog from './ThankYouDialog';

/** What the form says after sending (SPEC 2.23). */
const OUTCOMES = { success: '✅ Astrologer profile created successfully!', failed: '❌ Failed to create astrologer.', noAnswer: '❌ Failed to create astrologer. Check console for details.' };

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

/** The text fields of POST /api/talktoastrologer: lists and the schedule as JSON text (SPEC 7). */
export function astrologerFields(draft: AstrologerDraft, schedule: WeeklyAvailability): Record<string, string> {
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    mobile: draft.mobile.trim(),
    astrologerId: draft.astrologerId,
    bio: draft.bio.trim(),
    expertise: JSON.stringify(parseList(draft.expertise)),
    languages: JSON.stringify(parseList(draft.languages)),
    experienceYears: String(Number(draft.experienceYears)),
    feePerMinChat: String(Number(draft.feePerMinChat)),
    feePerMinCall: String(ASTROLOGER_DEFAULTS.feePerMinCall),
    feePerMinVideo: String(Number(draft.feePerMinVideo)),
    schedule: JSON.stringify(schedule),
  };
}

/** The fields in the order of the page; the spec's checks (SPEC 5) come in this same order. */
const FIELDS = ['name', 'email', 'mobile', 'astrologerId', 'bio', 'expertise', 'languages', 'experienceYears', 'feePerMinChat', 'feePerMinCall', 'feePerMinVideo', 'schedule', 'image'] as const;

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
  const { busy, status, show, send } = useSubmission();
  const [thanks, setThanks] = useState<{ name: string; image: string } | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // Identity comes from registration and is not edited here.
  const name = user.name ?? '';
  const email = user.email ?? '';
  const mobile = user.mobile ?? '';
  const listFields = [
    { label: 'Expertise', hint: 'Separate with commas, e.g. Vedic, Numerology, Tarot.', value: expertise, set: setExpertise },
    { label: 'Languages', hint: 'Separate with commas, e.g. Hindi, English.', value: languages, set: setLanguages },
  ];

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const draft: AstrologerDraft = { name, email, mobile, astrologerId: user._id, bio, expertise, languages, ...numbers };
    const fields = astrologerFields(draft, schedule);
    // One problem at a time, the first in the spec's order (SPEC 5).
    const problems = schemaProblems(astrologerFormSchema, { ...fields, image }, FIELDS);
    const first = firstProblem(problems);
    if (first || !image) {
      show('error', `⚠️ ${problems[first ?? 'image']}`);
      return;
    }
    await send(() => submitAstrologerProfile(multipartBody(fields, image)), {
      accepted: (reply) => (reply as { status?: unknown }).status === 'success',
      ...OUTCOMES,
      onSuccess: (reply) => setThanks({ name: reply.name || name, image: reply.file }),
    });
  }

  return (
    <ProfileForm busy={busy} status={status} onSubmit={handleSubmit} submitRef={submitRef}>
      <ProfileSection legend="Your details" hint="These come from your registration and cannot be changed here.">
        <InputField id={fid('name')} label="Name" value={name} readOnly autoComplete="name" />
        <InputField id={fid('email')} label="Email" type="email" value={email} readOnly autoComplete="email" />
        <InputField id={fid('mobile')} label="Mobile number" type="tel" value={mobile} readOnly autoComplete="tel" />
        <InputField id={fid('astrologerId')} label="Astrologer ID" value={user._id} readOnly />
      </ProfileSection>

      <ProfileSection legend="About your practice">
        <TextAreaField id={fid('bio')} label="Bio" rows={4} wide value={bio} onChange={(e) => setBio(e.target.value)} />
        {listFields.map(({ label, hint, value, set }) => (
          <InputField key={label} id={fid(label.toLowerCase())} label={label} hint={hint} value={value} onChange={(e) => set(e.target.value)} />
        ))}
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
      </ProfileSection>

      <ProfileBlock>
        <AvailabilityEditor legend="Weekly availability" value={schedule} onChange={setSchedule} refillEmptyDays />
      </ProfileBlock>

      <ProfileBlock>
        <ImageField id={fid('image')} label="Profile image" file={image} onChange={setImage} required />
      </ProfileBlock>

      {thanks && <ThankYouDialog name={thanks.name} image={thanks.image} returnFocusRef={submitRef} onClose={() => setThanks(null)} />}
    </ProfileForm>
  );
}
