'use client';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { InputField, TextAreaField } from '@/components/form/Field';
import { firstProblem, focusField, schemaProblems, withProblem, type Problems } from '@/components/form/problems';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { submitAstrologerProfile } from '@/lib/client/api';
import type { StoredUser } from '@/lib/client/user';
import { ASTROLOGER_DEFAULTS, astrologerFormSchema, defaultAvailability, parseList, type OwnApplicationStatus, type WeeklyAvailability } from '@/lib/contract/expert-profile';
import AvailabilityEditor from './AvailabilityEditor';
import ImageField from './ImageField';
import ApplicationStatus from './ApplicationStatus';
import { multipartBody, ProfileBlock, ProfileForm, ProfileSection } from './ProfileForm';
import StoredUserGate from './StoredUserGate';
import ThankYouDialog from './ThankYouDialog';
import { CheckingApplication, listText, numberText } from './own-application-fields';
import { useOwnApplication } from './use-own-application';

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
type Field = (typeof FIELDS)[number];

type NumberField = 'experienceYears' | 'feePerMinChat' | 'feePerMinVideo';

// The call fee has no input: it is 0 (SPEC 3). Each label is the field's key in `ExpertForms.astrologer`.
const NUMBER_FIELDS: { field: NumberField; whole?: boolean }[] = [{ field: 'experienceYears', whole: true }, { field: 'feePerMinChat' }, { field: 'feePerMinVideo' }];

/** The astrologer's profile application (SPEC 2.23); only for a registered, stored user. */
export default function AstrologerProfileForm() {
  return <StoredUserGate>{(user) => <AstrologerForm key={user._id} user={user} />}</StoredUserGate>;
}

function AstrologerForm({ user }: { user: StoredUser }) {
  const t = useTranslations('ExpertForms');
  const id = useId();
  const fid = (name: string) => `${id}-${name}`;
  // Empty, with examples as placeholders: a generic bio must not be sent as the expert's own.
  const [bio, setBio] = useState('');
  const [expertise, setExpertise] = useState('');
  const [languages, setLanguages] = useState('');
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({ experienceYears: '', feePerMinChat: '', feePerMinVideo: '' });
  const [schedule, setSchedule] = useState<WeeklyAvailability>(defaultAvailability);
  const [image, setImage] = useState<File | null>(null);
  // The photo of the application under review: a change may keep it instead of choosing again.
  const [keptImage, setKeptImage] = useState<string | null>(null);
  const { busy, status, show, send } = useSubmission();
  const [thanks, setThanks] = useState<{ name: string; image: string } | null>(null);
  const [errors, setErrors] = useState<Problems<Field>>({});
  // After a successful application the form gives way to its status; "Change" brings it back, filled.
  const [submitted, setSubmitted] = useState(false);
  const [applicationStatus, setApplicationStatus] = useState<OwnApplicationStatus>('pending');
  const statusRef = useRef<HTMLHeadingElement>(null);
  // An application sent on an earlier visit: its status, and the form filled from it for "Change".
  const { checking } = useOwnApplication('astrologer', ({ status: sent, profile, imageUrl }) => {
    setBio(profile.bio ?? '');
    setExpertise(listText(profile.expertise));
    setLanguages(listText(profile.languages));
    setNumbers({ experienceYears: numberText(profile.experienceYears), feePerMinChat: numberText(profile.feePerMinChat), feePerMinVideo: numberText(profile.feePerMinVideo) });
    if (profile.schedule) setSchedule(profile.schedule);
    setKeptImage(sent === 'pending' ? imageUrl : null);
    setApplicationStatus(sent);
    setSubmitted(true);
  });

  // Identity comes from registration and is not edited here.
  const name = user.name ?? '';
  const email = user.email ?? '';
  const mobile = user.mobile ?? '';
  // The examples are ASTROLOGER_DEFAULTS in the page's language (the English entries repeat them).
  const listFields = [
    { key: 'expertise', label: t('astrologer.expertise'), placeholder: t('astrologer.expertisePlaceholder'), value: expertise, set: setExpertise },
    { key: 'languages', label: t('astrologer.languages'), placeholder: t('astrologer.languagesPlaceholder'), value: languages, set: setLanguages },
  ];

  const draftFields = (next: Partial<AstrologerDraft> = {}, week = schedule) =>
    astrologerFields({ name, email, mobile, astrologerId: user._id, bio, expertise, languages, ...numbers, ...next }, week);

  /** A shown problem goes away as soon as it is fixed; new ones wait for the next submit. */
  function recheck(field: Field, fields: Record<string, string>, nextImage: File | null) {
    if (errors[field]) setErrors((e) => withProblem(e, field, schemaProblems(astrologerFormSchema, { ...fields, image: nextImage ?? keptImage }, FIELDS)[field]));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const fields = draftFields();
    // Every problem at once, each at its field with the spec's message, the first focused (as the Vastu form).
    const problems = schemaProblems(astrologerFormSchema, { ...fields, image: image ?? keptImage }, FIELDS);
    const first = firstProblem(problems);
    if (first) {
      flushSync(() => {
        setErrors(problems);
        show('error', t('form.fixErrors'));
      });
      focusField(fid(first));
      return;
    }
    setErrors({});
    await send(() => submitAstrologerProfile(multipartBody(fields, image)), {
      accepted: (reply) => (reply as { status?: unknown }).status === 'success',
      success: t('astrologer.success'),
      failed: t('astrologer.failed'),
      noAnswer: t('astrologer.noAnswer'),
      onSuccess: (reply) => {
        setApplicationStatus('pending');
        setKeptImage(reply.file);
        setImage(null);
        setSubmitted(true);
        setThanks({ name: reply.name || name, image: reply.file });
      },
    });
  }

  const thankYou = thanks && <ThankYouDialog name={thanks.name} image={thanks.image} returnFocusRef={statusRef} onClose={() => setThanks(null)} />;

  if (checking) return <CheckingApplication />;
  if (submitted) {
    return (
      <>
        <FormStatus status={status} />
        <ApplicationStatus kind="astrologer" headingRef={statusRef} status={applicationStatus} onChange={() => setSubmitted(false)} />
        {thankYou}
      </>
    );
  }

  return (
    <ProfileForm busy={busy} status={status} onSubmit={handleSubmit}>
      <ProfileSection legend={t('form.yourDetails')} hint={t('astrologer.detailsHint')}>
        <InputField id={fid('name')} label={t('form.name')} value={name} readOnly autoComplete="name" error={errors.name} />
        <InputField id={fid('email')} label={t('form.email')} type="email" value={email} readOnly autoComplete="email" error={errors.email} />
        <InputField id={fid('mobile')} label={t('form.mobile')} type="tel" value={mobile} readOnly autoComplete="tel" error={errors.mobile} />
      </ProfileSection>

      <ProfileSection legend={t('astrologer.practice')}>
        <TextAreaField
          id={fid('bio')}
          label={t('astrologer.bio')}
          rows={4}
          wide
          value={bio}
          placeholder={t('astrologer.bioPlaceholder')}
          hint={t('astrologer.bioHint')}
          onChange={(e) => setBio(e.target.value)}
        />
        {listFields.map(({ key, label, placeholder, value, set }) => (
          <InputField key={key} id={fid(key)} label={label} hint={t('astrologer.listHint')} placeholder={placeholder} value={value} onChange={(e) => set(e.target.value)} />
        ))}
        {NUMBER_FIELDS.map(({ field, whole }) => (
          <InputField
            key={field}
            id={fid(field)}
            label={t(`astrologer.${field}`)}
            type="number"
            inputMode={whole ? 'numeric' : 'decimal'}
            min={0}
            step={whole ? undefined : 'any'}
            required
            value={numbers[field]}
            error={errors[field]}
            onChange={(e) => {
              const next = { ...numbers, [field]: e.target.value };
              setNumbers(next);
              recheck(field, draftFields(next), image);
            }}
          />
        ))}
      </ProfileSection>

      <ProfileBlock>
        <AvailabilityEditor legend={t('form.weeklyAvailability')} value={schedule} onChange={setSchedule} refillEmptyDays />
      </ProfileBlock>

      <ProfileBlock>
        <ImageField
          id={fid('image')}
          label={t('form.profileImage')}
          file={image}
          current={keptImage}
          error={errors.image}
          onChange={(file) => {
            setImage(file);
            recheck('image', draftFields(), file);
          }}
          required
        />
      </ProfileBlock>
    </ProfileForm>
  );
}
