'use client';
import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { submitVastuAstrologerProfile } from '@/lib/client/api';
import { readNavState } from '@/lib/client/nav-state';
import type { StoredUser } from '@/lib/client/user';
import {
  VASTU_DEFAULTS,
  defaultAvailability,
  parseList,
  vastuFieldProblem,
  vastuProblems,
  type VastuField,
  type WeeklyAvailability,
} from '@/lib/contract/expert-profile';
import AvailabilityEditor from './AvailabilityEditor';
import { InputField } from './Field';
import FormStatus from './FormStatus';
import ImageField from './ImageField';
import StoredUserGate from './StoredUserGate';
import { useSubmission } from './use-submission';
import styles from './ExpertForms.module.scss';

export const VASTU_SUCCESS = '✅ Vastu Astrologer profile created successfully!';
export const VASTU_FAILED = '❌ Failed to create astrologer.';
export const VASTU_SERVER_ERROR = '❌ Server error occurred.';
export const VASTU_FIX_ERRORS = '⚠️ Please fix the highlighted errors before submitting.';

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

type BlurField = 'name' | 'exp' | 'charge' | 'educationBackground' | 'vastuAstrologerId';
const BLUR_FIELDS: readonly string[] = ['name', 'exp', 'charge', 'educationBackground', 'vastuAstrologerId'] satisfies BlurField[];
const isBlurField = (key: string): key is BlurField => BLUR_FIELDS.includes(key);

const numberText = (text: string) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? String(n) : '0';
};

/** The multipart body of POST /api/astrologers: skills and availability as JSON text (SPEC 7). */
export function vastuFormData(
  draft: VastuDraft,
  availability: WeeklyAvailability,
  image: File,
  contact: { email?: string; mobile?: string },
): FormData {
  const form = new FormData();
  form.append('name', draft.name.trim());
  form.append('exp', numberText(draft.exp));
  form.append('charge', numberText(draft.charge));
  form.append('industryExp', draft.industryExp.trim());
  form.append('commercialExp', draft.commercialExp.trim());
  form.append('residentialExp', draft.residentialExp.trim());
  form.append('countriesAcrossTheWorld', numberText(draft.countriesAcrossTheWorld));
  form.append('educationBackground', draft.educationBackground.trim());
  form.append('projectsAcross', numberText(draft.projectsAcross));
  form.append('skills', JSON.stringify(parseList(draft.skills)));
  form.append('rating', String(VASTU_DEFAULTS.rating));
  form.append('satisfiedUsers', String(VASTU_DEFAULTS.satisfiedUsers));
  form.append('reviews', String(VASTU_DEFAULTS.reviews));
  form.append('vastuAstrologerId', draft.vastuAstrologerId.trim());
  form.append('availability', JSON.stringify(availability));
  form.append('image', image);
  // The server checks an e-mail address if one is sent, so an empty one is left out.
  if (contact.email) form.append('email', contact.email);
  if (contact.mobile) form.append('mobile', contact.mobile);
  return form;
}

/** The Vastu astrologer's profile application (SPEC 2.24); only for a registered, stored user. */
export default function VastuAstrologerProfileForm() {
  return <StoredUserGate>{(user) => <VastuForm key={user._id} user={user} />}</StoredUserGate>;
}

function VastuForm({ user }: { user: StoredUser }) {
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
  const [errors, setErrors] = useState<Partial<Record<VastuField, string>>>({});
  const { submitting, status, show, send } = useSubmission();

  const email = user.email ?? '';
  const mobile = user.mobile ?? '';

  function setError(field: VastuField, message: string | null | undefined) {
    setErrors((prev) => {
      if ((prev[field] ?? null) === (message ?? null)) return prev;
      const next = { ...prev };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });
  }

  function update(key: keyof VastuDraft, value: string) {
    const next = { ...draft, [key]: value };
    setDraft(next);
    // A shown problem goes away as soon as it is fixed; new ones wait for blur or submit.
    if (errors[key as VastuField]) {
      if (isBlurField(key)) setError(key, vastuFieldProblem(key, next));
      else if (key === 'skills') setError('skills', vastuProblems(next, true, availability).skills);
    }
  }

  function blur(field: BlurField) {
    setError(field, vastuFieldProblem(field, draft));
  }

  function changeImage(file: File | null) {
    setImage(file);
    if (file && errors.image) setError('image', null);
  }

  function changeAvailability(next: WeeklyAvailability) {
    setAvailability(next);
    if (errors.availability) setError('availability', vastuProblems(draft, true, next).availability);
  }

  const focusTargets: Record<VastuField, string> = {
    name: fieldId('name'),
    exp: fieldId('exp'),
    charge: fieldId('charge'),
    educationBackground: fieldId('educationBackground'),
    vastuAstrologerId: fieldId('vastuAstrologerId'),
    image: fieldId('image'),
    skills: fieldId('skills'),
    availability: fieldId('availability'),
  };

  function focusField(field: VastuField) {
    const element = document.getElementById(focusTargets[field]);
    if (!element) return;
    const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problems = vastuProblems(draft, image !== null, availability);
    // vastuProblems lists fields in the order of the page, so the first is the topmost.
    const first = (Object.keys(problems) as VastuField[])[0];
    if (first || !image) {
      // Commit the marks first, so the focused field already announces its problem.
      flushSync(() => {
        setErrors(problems);
        show('error', VASTU_FIX_ERRORS);
      });
      focusField(first ?? 'image');
      return;
    }
    setErrors({});
    await send(() => submitVastuAstrologerProfile(vastuFormData(draft, availability, image, { email, mobile })), {
      accepted: (reply) => (reply as { status?: unknown }).status === true,
      success: VASTU_SUCCESS,
      failed: VASTU_FAILED,
      noAnswer: VASTU_SERVER_ERROR,
    });
  }

  const text = (key: keyof VastuDraft) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => update(key, e.target.value),
  });
  const checked = (field: BlurField) => ({ ...text(field), error: errors[field], onBlur: () => blur(field) });
  const numeric = { type: 'number', inputMode: 'decimal' as const, min: 0, step: 'any' };
  const count = { type: 'number', inputMode: 'numeric' as const, min: 0, step: 1 };

  return (
    <form className={`card ${styles.form}`} noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      {/* Screen readers hear "required" from the fields themselves. */}
      <p className={styles.hint} aria-hidden="true">
        Fields marked * are required.
      </p>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Your details</legend>
        <div className={styles.grid}>
          <InputField id={fieldId('name')} label="Name" autoComplete="name" required wide {...checked('name')} />
          <InputField id={fieldId('email')} label="Email" type="email" value={email} readOnly hint="From your registration." />
          <InputField id={fieldId('mobile')} label="Mobile number" type="tel" value={mobile} readOnly hint="From your registration." />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Experience and charges</legend>
        <div className={styles.grid}>
          <InputField id={fieldId('exp')} label="Experience (years)" required {...count} {...checked('exp')} />
          <InputField id={fieldId('charge')} label="Consultation charge (₹)" required {...numeric} {...checked('charge')} />
          <InputField id={fieldId('industryExp')} label="Industrial experience" hint="e.g. 40 factories and warehouses" {...text('industryExp')} />
          <InputField id={fieldId('commercialExp')} label="Commercial experience" hint="e.g. 120 shops and offices" {...text('commercialExp')} />
          <InputField id={fieldId('residentialExp')} label="Residential experience" hint="e.g. 500 homes and flats" {...text('residentialExp')} />
          <InputField id={fieldId('countriesAcrossTheWorld')} label="Countries worked in" {...count} {...text('countriesAcrossTheWorld')} />
          <InputField id={fieldId('projectsAcross')} label="Projects completed" {...count} {...text('projectsAcross')} />
          <InputField id={fieldId('educationBackground')} label="Education background" required wide {...checked('educationBackground')} />
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Profile</legend>
        <div className={styles.grid}>
          <InputField
            id={fieldId('vastuAstrologerId')}
            label="Vastu Astrologer ID"
            hint="Filled in from your registration."
            required
            wide
            {...checked('vastuAstrologerId')}
          />
          <ImageField id={fieldId('image')} label="Profile image" file={image} onChange={changeImage} error={errors.image} required />
          <InputField
            id={fieldId('skills')}
            label="Skills"
            hint="Separate with commas, e.g. Home Vastu, Office Vastu, Remedies."
            required
            wide
            error={errors.skills}
            {...text('skills')}
          />
        </div>
        <p className={styles.hint}>Your rating, satisfied users and reviews start at 0 and grow with client feedback.</p>
        <div className={styles.grid3}>
          <InputField id={fieldId('rating')} label="Rating" value={VASTU_DEFAULTS.rating} readOnly />
          <InputField id={fieldId('satisfiedUsers')} label="Satisfied users" value={VASTU_DEFAULTS.satisfiedUsers} readOnly />
          <InputField id={fieldId('reviews')} label="Reviews" value={VASTU_DEFAULTS.reviews} readOnly />
        </div>
      </fieldset>

      <div className={styles.section}>
        <AvailabilityEditor
          legend="Weekly availability"
          value={availability}
          onChange={changeAvailability}
          firstControlId={fieldId('availability')}
          error={errors.availability}
        />
      </div>

      <FormStatus status={status} />
      <button type="submit" className={`btn ${styles.submit}`} disabled={submitting}>
        {submitting ? 'Submitting...' : 'Create Profile'}
      </button>
    </form>
  );
}
