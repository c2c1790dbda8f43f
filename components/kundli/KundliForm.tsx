'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import PlaceInput from '@/components/places/PlaceInput';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import { createKundli } from '@/lib/client/astro-api';
import { serverMessage } from '@/lib/client/http';
import { dayOfMonthProblem, DEFAULT_TIMEZONE, kundliRequestSchema, MAX_YEAR, MIN_YEAR } from '@/lib/contract/astrology';
import { utcOffsetAt } from '@/lib/places/timezone';
import type { Place } from '@/lib/places/types';
import styles from './KundliForm.module.scss';

type Field = 'name' | 'gender' | 'day' | 'month' | 'year' | 'hours' | 'minutes' | 'seconds' | 'birthPlace' | 'latitude' | 'longitude' | 'timezone';
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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [serverProblem, setServerProblem] = useState<string | null>(null);

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
    const parsed = kundliRequestSchema.safeParse({ ...values, gender: values.gender || undefined });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        if (f && !found[f]) found[f] = issue.message;
      }
      // The day-of-month rule runs only once every field is valid; say it now rather than later.
      const dayProblem = dayOfMonthProblem(Number(values.year), Number(values.month), Number(values.day));
      if (!found.day && dayProblem) found.day = dayProblem;
      setErrors(found);
      document.getElementById(`kundli-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setState('loading');
    setServerProblem(null);
    try {
      const res = await createKundli(parsed.data);
      router.push(`/kundli/${res.data._id}`);
    } catch (err) {
      setServerProblem(serverMessage(err) ?? null);
      setState('error');
    }
  }

  const field = (f: Field) => ({
    id: `kundli-${f}`,
    name: f,
    value: values[f],
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': errors[f] ? `kundli-${f}-error` : undefined,
    onChange: (e: { target: { value: string } }) => set(f, e.target.value),
  });
  const error = (f: Field) =>
    errors[f] ? (
      <span id={`kundli-${f}-error`} className={styles.fieldError}>
        {errors[f]}
      </span>
    ) : null;

  return (
    <form className={`card ${styles.form}`} onSubmit={submit} noValidate>
      {state === 'loading' && <FullPageSpinner label="Calculating your chart…" />}
      <div className={styles.grid}>
        <div className="form-field">
          <label htmlFor="kundli-name">Name</label>
          <input {...field('name')} autoComplete="name" />
          {error('name')}
        </div>
        <div className="form-field">
          <label htmlFor="kundli-gender">Gender</label>
          <select {...field('gender')}>
            <option value="">Select</option>
            <option value="male">Male</option>
            <option value="female">Female</option>
            <option value="other">Other</option>
          </select>
          {error('gender')}
        </div>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Date and time of birth</legend>
        <div className={styles.numbers}>
          {NUMBER_FIELDS.map(({ field: f, label, min, max }) => (
            <div className="form-field" key={f}>
              <label htmlFor={`kundli-${f}`}>{label}</label>
              <input {...field(f)} type="number" inputMode="numeric" min={min} max={max} />
              {error(f)}
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Place of birth</legend>
        <div>
          <PlaceInput
            id="kundli-birthPlace"
            name="birthPlace"
            label="Birth place"
            value={values.birthPlace}
            onTextChange={(text) => {
              set('birthPlace', text);
              setZone(null);
            }}
            onSelect={choosePlace}
            invalid={Boolean(errors.birthPlace)}
            describedBy={errors.birthPlace ? 'kundli-birthPlace-error' : undefined}
            required
          />
          {error('birthPlace')}
        </div>
        <div className={styles.grid3}>
          <div className="form-field">
            <label htmlFor="kundli-latitude">Latitude</label>
            <input {...field('latitude')} type="number" step="any" inputMode="decimal" />
            {error('latitude')}
          </div>
          <div className="form-field">
            <label htmlFor="kundli-longitude">Longitude</label>
            <input {...field('longitude')} type="number" step="any" inputMode="decimal" />
            {error('longitude')}
          </div>
          <div className="form-field">
            <label htmlFor="kundli-timezone">Time zone (UTC offset)</label>
            <input {...field('timezone')} placeholder="+05:30" aria-describedby="kundli-timezone-hint" />
            <small id="kundli-timezone-hint">Filled from the place and date; change it if you know better.</small>
            {error('timezone')}
          </div>
        </div>
      </fieldset>
      {state === 'error' && (
        <div role="alert" className="message-error">
          <p>Failed to fetch kundli. Please try again.</p>
          {serverProblem && <p>{serverProblem}</p>}
        </div>
      )}
      <button type="submit" className="btn" disabled={state === 'loading'}>
        Generate Kundli
      </button>
    </form>
  );
}
