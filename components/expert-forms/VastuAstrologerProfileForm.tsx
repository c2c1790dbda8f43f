'use client';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { InputField } from '@/components/form/Field';
import { firstProblem, focusField, schemaProblems, withProblem, type Problems } from '@/components/form/problems';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { submitVastuAstrologerProfile } from '@/lib/client/api';
import { readNavState } from '@/lib/client/nav-state';
import type { StoredUser } from '@/lib/client/user';
import { defaultAvailability, parseList, vastuAstrologerFormSchema, type OwnApplicationStatus, type WeeklyAvailability } from '@/lib/contract/expert-profile';
import ApplicationStatus from './ApplicationStatus';
import AvailabilityEditor from './AvailabilityEditor';
import ImageField from './ImageField';
import { multipartBody, ProfileBlock, ProfileForm, ProfileSection } from './ProfileForm';
import StoredUserGate from './StoredUserGate';
import { CheckingApplication, listText, numberText as sentNumber } from './own-application-fields';
import { useOwnApplication } from './use-own-application';

export interface VastuDraft {
  name: string;
  exp: string;
  charge: string;
  industryExp: string;
  commercialExp: string;
  residentialExp: string;
  countriesAcrossTheWorld: string;
  educationBackground: string;
  projectsAcross: string;
  skills: string;
  vastuAstrologerId: string;
}

/** The fields in the order of the page, which is the order of the spec's checks (SPEC 5). */
const FIELDS = [
  'name',
  'email',
  'mobile',
  'exp',
  'charge',
  'industryExp',
  'commercialExp',
  'residentialExp',
  'countriesAcrossTheWorld',
  'projectsAcross',
  'educationBackground',
  'vastuAstrologerId',
  'image',
  'skills',
  'availability',
] as const;
type Field = (typeof FIELDS)[number];

/** Checked again when leaving them, not only on submit (SPEC 5). */
type BlurField = 'name' | 'exp' | 'charge' | 'educationBackground' | 'vastuAstrologerId';
const BLUR_CHECKED: readonly string[] = ['name', 'exp', 'charge', 'educationBackground', 'vastuAstrologerId'] satisfies BlurField[];

const numeric = { type: 'number', inputMode: 'decimal' as const, min: 0, step: 'any' };
const count = { type: 'number', inputMode: 'numeric' as const, min: 0, step: 1 };

const numberText = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? String(n) : '0';
};

/**
 * The text fields of POST /api/astrologers: skills and availability as JSON text (SPEC 7). Rating,
 * satisfied users and reviews are not sent: they start at 0 on the server, whose schema drops them.
 */
export function vastuFields(draft: VastuDraft, availability: WeeklyAvailability, contact: { email?: string; mobile?: string }): Record<string, string> {
  const fields: Record<string, string> = {
    name: draft.name.trim(),
    exp: numberText(draft.exp),
    charge: numberText(draft.charge),
    industryExp: draft.industryExp.trim(),
    commercialExp: draft.commercialExp.trim(),
    residentialExp: draft.residentialExp.trim(),
    countriesAcrossTheWorld: numberText(draft.countriesAcrossTheWorld),
    educationBackground: draft.educationBackground.trim(),
    projectsAcross: numberText(draft.projectsAcross),
    skills: JSON.stringify(parseList(draft.skills)),
    vastuAstrologerId: draft.vastuAstrologerId.trim(),
    availability: JSON.stringify(availability),
  };
  // The server checks an e-mail address if one is sent, so an empty one is left out.
  if (contact.email) fields.email = contact.email;
  if (contact.mobile) fields.mobile = contact.mobile;
  return fields;
}

/** The Vastu astrologer's profile application (SPEC 2.24); only for a registered, stored user. */
export default function VastuAstrologerProfileForm() {
  return <StoredUserGate>{(user) => <VastuForm key={user._id} user={user} />}</StoredUserGate>;
}

function VastuForm({ user }: { user: StoredUser }) {
  const t = useTranslations('ExpertForms');
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const [draft, setDraft] = useState<VastuDraft>(() => ({
    name: user.name ?? '',
    exp: '',
    charge: '',
    industryExp: '',
    commercialExp: '',
    residentialExp: '',
    countriesAcrossTheWorld: '',
    educationBackground: '',
    projectsAcross: '',
    skills: '',
    // Handed over by the registration screen; otherwise the registered user's id.
    vastuAstrologerId: readNavState('vastuAstrologerId') || user._id,
  }));
  const [availability, setAvailability] = useState<WeeklyAvailability>(defaultAvailability);
  const [image, setImage] = useState<File | null>(null);
  // The photo of the application under review: a change may keep it instead of choosing again.
  const [keptImage, setKeptImage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Problems<Field>>({});
  const { busy, status, show, send } = useSubmission();
  // After a successful application the form gives way to its status; "Change" brings it back, filled.
  const [submitted, setSubmitted] = useState(false);
  const [applicationStatus, setApplicationStatus] = useState<OwnApplicationStatus>('pending');
  const statusRef = useRef<HTMLHeadingElement>(null);
  // An application sent on an earlier visit: its status, and the form filled from it for "Change".
  const { checking } = useOwnApplication('vastu-astrologer', ({ status: sent, profile: p, imageUrl }) => {
    setDraft((d) => ({
      ...d,
      name: p.name ?? d.name,
      exp: sentNumber(p.exp),
      charge: sentNumber(p.charge),
      industryExp: p.industryExp ?? '',
      commercialExp: p.commercialExp ?? '',
      residentialExp: p.residentialExp ?? '',
      countriesAcrossTheWorld: sentNumber(p.countriesAcrossTheWorld),
      educationBackground: p.educationBackground ?? '',
      projectsAcross: sentNumber(p.projectsAcross),
      skills: listText(p.skills),
      vastuAstrologerId: p.vastuAstrologerId ?? d.vastuAstrologerId,
    }));
    if (p.availability) setAvailability(p.availability);
    setKeptImage(sent === 'pending' ? imageUrl : null);
    setApplicationStatus(sent);
    setSubmitted(true);
  });

  const email = user.email ?? '';
  const mobile = user.mobile ?? '';

  const problemsOf = (next: VastuDraft, nextImage: File | null, week: WeeklyAvailability) =>
    schemaProblems(vastuAstrologerFormSchema, { ...vastuFields(next, week, { email, mobile }), image: nextImage ?? keptImage }, FIELDS);

  /** A shown problem goes away as soon as it is fixed; new ones wait for blur or submit. */
  function recheck(field: Field, next: VastuDraft, nextImage: File | null, week: WeeklyAvailability) {
    if (errors[field]) setErrors((e) => withProblem(e, field, problemsOf(next, nextImage, week)[field]));
  }

  function update(key: keyof VastuDraft, value: string) {
    const next = { ...draft, [key]: value };
    setDraft(next);
    recheck(key, next, image, availability);
  }

  function blur(field: BlurField) {
    setErrors((e) => withProblem(e, field, problemsOf(draft, image, availability)[field]));
  }

  function changeImage(file: File | null) {
    setImage(file);
    recheck('image', draft, file, availability);
  }

  function changeAvailability(next: WeeklyAvailability) {
    setAvailability(next);
    recheck('availability', draft, image, next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems = problemsOf(draft, image, availability);
    const first = firstProblem(problems);
    if (first) {
      // Commit the marks first, so the focused field already announces its problem.
      flushSync(() => {
        setErrors(problems);
        show('error', t('form.fixErrors'));
      });
      focusField(fieldId(first));
      return;
    }
    setErrors({});
    await send(() => submitVastuAstrologerProfile(multipartBody(vastuFields(draft, availability, { email, mobile }), image)), {
      accepted: (reply) => (reply as { status?: unknown }).status === true,
      // What the form says after sending (SPEC 2.24).
      success: t('vastu.success'),
      failed: t('vastu.failed'),
      noAnswer: t('vastu.noAnswer'),
      onSuccess: (reply) => {
        setApplicationStatus('pending');
        setKeptImage(reply.file);
        setImage(null);
        setSubmitted(true);
      },
    });
  }

  /** The input of one draft field: its label (`ExpertForms.vastu.<key>`, else `form.name`), its value, its problem, and the check on leaving it where the spec asks for one. */
  const input = (key: Exclude<keyof VastuDraft, 'vastuAstrologerId'>, more: Omit<ComponentProps<typeof InputField>, 'id' | 'label'> = {}) => (
    <InputField
      id={fieldId(key)}
      label={key === 'name' ? t('form.name') : t(`vastu.${key}`)}
      value={draft[key]}
      error={errors[key]}
      onChange={(e) => update(key, e.target.value)}
      onBlur={BLUR_CHECKED.includes(key) ? () => blur(key as BlurField) : undefined}
      {...more}
    />
  );
  const fromRegistration = (key: 'email' | 'mobile', type: string) => (
    <InputField id={fieldId(key)} label={t(`form.${key}`)} type={type} value={key === 'email' ? email : mobile} readOnly hint={t('form.fromRegistration')} error={errors[key]} />
  );

  if (checking) return <CheckingApplication />;
  if (submitted) {
    return (
      <>
        <FormStatus status={status} />
        <ApplicationStatus kind="vastu-astrologer" headingRef={statusRef} status={applicationStatus} focusOnShow onChange={() => setSubmitted(false)} />
      </>
    );
  }

  return (
    <ProfileForm busy={busy} status={status} onSubmit={handleSubmit}>
      <ProfileSection legend={t('form.yourDetails')}>
        {input('name', { autoComplete: 'name', required: true, wide: true })}
        {fromRegistration('email', 'email')}
        {fromRegistration('mobile', 'tel')}
      </ProfileSection>

      <ProfileSection legend={t('vastu.experienceAndCharges')}>
        {input('exp', { required: true, ...count })}
        {input('charge', { required: true, ...numeric })}
        {input('industryExp', { hint: t('vastu.industryExpHint') })}
        {input('commercialExp', { hint: t('vastu.commercialExpHint') })}
        {input('residentialExp', { hint: t('vastu.residentialExpHint') })}
        {input('countriesAcrossTheWorld', count)}
        {input('projectsAcross', count)}
        {input('educationBackground', { required: true, wide: true })}
      </ProfileSection>

      <ProfileSection legend={t('vastu.profile')}>
        {/* The internal id is sent, never shown: it comes from the registration (SPEC 5 still checks it). */}
        <input type="hidden" id={fieldId('vastuAstrologerId')} name="vastuAstrologerId" value={draft.vastuAstrologerId} />
         <ImageField id={fieldId('image')} label={t('form.profileImage')} file={image} current={keptImage} onChange={changeImage} error={errors.image} required />
        {input('skills', { hint: t('vastu.skillsHint'), required: true, wide: true })}
      </ProfileSection>

      <ProfileBlock>
        <AvailabilityEditor
          legend={t('form.weeklyAvailability')}
          value={availability}
          onChange={changeAvailability}
          firstControlId={fieldId('availability')}
          error={errors.availability}
        />
      </ProfileBlock>
    </ProfileForm>
  );
}
