'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { BirthPlaceField, NameAndGender } from '@/components/form/BirthDetails';
import { FieldRow, InputField } from '@/components/form/Field';
import { checkWith, showProblems, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import { createKundli } from '@/lib/client/astro-api';
import { DEFAULT_TIMEZONE, kundliRequestSchema, MAX_YEAR, MIN_YEAR } from '@/lib/contract/astrology';
import { utcOffsetAt } from '@/lib/places/timezone';
import type { Place } from '@/lib/places/types';
import styles from './KundliForm.module.scss';

/** The fields in the order of the page. */
const FIELDS = ['name', 'gender', 'day', 'month', 'year', 'hours', 'minutes', 'seconds', 'birthPlace', 'latitude', 'longitude', 'timezone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const INITIAL: Values = { name: '', gender: '', day: '', month: '', year: '', hours: '', minutes: '', seconds: '0', birthPlace: '', latitude: '', longitude: '', timezone: DEFAULT_TIMEZONE };

const NUMBER_FIELDS: { field: Field; label: string; min: number; max: number }[] = [
  { field: 'day', label: 'Day', min: 1, max: 31 },
  { field: 'month', label: 'Month', min: 1, max: 12 },
  { field: 'year', label: 'Year', min: MIN_YEAR, max: MAX_YEAR },
  { field: 'hours', label: 'Hour (0-23)', min: 0, max: 23 },
  { field: 'minutes', label: 'Minute', min: 0, max: 59 },
  { field: 'seconds', label: 'Second', min: 0, max: 59 },
];

/** SPEC 2.12: the kundli request; the result opens at its private link. */
export default function KundliForm() {
  const router = useRouter();
  const [values, setValues] = useState<Values>(INITIAL);
  const [zone, setZone] = useState<string | null>(null);
  const [errors, setErrors] = useState<Problems<Field>>({});
  const { busy, status, send } = useSubmission();

  /** With a chosen place, the time zone follows the date and time (historical offsets included). */
  function withOffset(next: Values, placeZone: string | null): Values {
    if (!placeZone) return next;
    const [y, mo, d, h, mi, s] = (['year', 'month', 'day', 'hours', 'minutes', 'seconds'] as const).map((f) => Number(next[f] || 0));
    if (!y || !mo || !d) return next;
    return { ...next, timezone: utcOffsetAt(placeZone, y, mo, d, h!, mi!, s!) };
  }

  function set(field: Field, value: string) {
    setValues((v) => {
      const next = { ...v, [field]: value };
      return ['year', 'month', 'day', 'hours', 'minutes', 'seconds'].includes(field) ? withOffset(next, zone) : next;
    });
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function choosePlace(place: Place) {
    setZone(place.timezone);
    setValues((v) => withOffset({ ...v, birthPlace: place.label, latitude: String(place.latitude), longitude: String(place.longitude) }, place.timezone));
    setErrors((e) => ({ ...e, birthPlace: undefined, latitude: undefined, longitude: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkWith(kundliRequestSchema, { ...values, gender: values.gender || undefined }, FIELDS);
    if (!checked.ok) {
      showProblems(checked.problems, setErrors, id);
      return;
    }
    await send(() => createKundli(checked.data), {
      accepted: () => true,
      // The heading of the alert says it failed; the server's reason, if any, follows it.
      failed: '',
      staysBusy: true,
      onSuccess: (res) => router.push(`/kundli/${res.data._id}`),
    });
  }

  const id = (f: Field) => `kundli-${f}`;
  const field = (f: Field) => ({
    id: id(f),
    name: f,
    value: values[f],
    error: errors[f],
    onChange: (e: { target: { value: string } }) => set(f, e.target.value),
  });

  return (
    <form className={`card ${styles.form}`} onSubmit={submit} noValidate>
      {busy && <FullPageSpinner label="Calculating your chart…" />}
      <FieldRow>
        <NameAndGender ids={id} values={values} errors={errors} onChange={set} nameAutoComplete="name" />
      </FieldRow>
      <fieldset className={styles.fieldset}>
        <legend>Date and time of birth</legend>
        <div className={styles.numbers}>
          {NUMBER_FIELDS.map(({ field: f, label, min, max }) => (
            <InputField key={f} label={label} {...field(f)} type="number" inputMode="numeric" min={min} max={max} />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Place of birth</legend>
        <BirthPlaceField
          id={id('birthPlace')}
          name="birthPlace"
          value={values.birthPlace}
          error={errors.birthPlace}
          onTextChange={(text) => {
            set('birthPlace', text);
            setZone(null);
          }}
          onSelect={choosePlace}
        />
        <FieldRow columns={3}>
          <InputField label="Latitude" {...field('latitude')} type="number" step="any" inputMode="decimal" />
          <InputField label="Longitude" {...field('longitude')} type="number" step="any" inputMode="decimal" />
          <InputField label="Time zone (UTC offset)" {...field('timezone')} placeholder="+05:30" hint="Filled from the place and date; change it if you know better." />
        </FieldRow>
      </fieldset>
      {status?.kind === 'error' && (
        <div role="alert" className="message-error">
          <p>Failed to fetch kundli. Please try again.</p>
          {status.text && <p>{status.text}</p>}
        </div>
      )}
      <button type="submit" className="btn" disabled={busy}>
        Generate Kundli
      </button>
    </form>
  );
}
