'use client';
import { useTranslations } from 'next-intl';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import { BirthPlaceField, NameAndGender } from '@/components/form/BirthDetails';
import { DateTimeFields, splitDate, splitTime } from '@/components/form/DateTimeFields';
import { FieldGroup, FieldRow, InputField } from '@/components/form/Field';
import FailureAlert from '@/components/form/FailureAlert';
import PlaceConfirmation from '@/components/form/PlaceConfirmation';
import { checkWith, showProblems, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import { createKundli } from '@/lib/client/astro-api';
import { DEFAULT_TIMEZONE } from '@/lib/contract/astrology-basics';
import { lazyChecks } from '@/components/form/lazy-checks';
import { utcOffsetAt } from '@/lib/places/timezone';
import type { Place } from '@/lib/places/types';
import styles from './KundliForm.module.scss';

/** The form's fields in the order of the page. */
const FIELDS = ['name', 'gender', 'date', 'time', 'birthPlace', 'latitude', 'longitude', 'timezone'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** The request's fields (SPEC 3) and the form field that shows each one's problem. */
const checks = lazyChecks(() => import('@/lib/contract/astrology'));
const REQUEST_FIELDS = ['name', 'gender', 'day', 'month', 'year', 'hours', 'minutes', 'seconds', 'birthPlace', 'latitude', 'longitude', 'timezone'] as const;
type RequestField = (typeof REQUEST_FIELDS)[number];
const SHOWN_AT: Record<RequestField, Field> = {
  name: 'name', gender: 'gender', day: 'date', month: 'date', year: 'date', hours: 'time', minutes: 'time', seconds: 'time',
  birthPlace: 'birthPlace', latitude: 'latitude', longitude: 'longitude', timezone: 'timezone',
};

const INITIAL: Values = { name: '', gender: '', date: '', time: '', birthPlace: '', latitude: '', longitude: '', timezone: DEFAULT_TIMEZONE };

/** The spec's request (numbers as the number fields held them) from the form's values. */
function requestOf(values: Values) {
  return { name: values.name, gender: values.gender || undefined, ...splitDate(values.date), ...splitTime(values.time), birthPlace: values.birthPlace, latitude: values.latitude, longitude: values.longitude, timezone: values.timezone };
}

/** The form's own problems, in the page's language. */
type FormWords = Record<'dateRequired' | 'timeRequired' | 'placeFromSuggestions', string>;

/** Each problem at the field that shows it, in page order; the date and time first say they are missing. */
function problemsOf(values: Values, found: Problems<RequestField>, words: FormWords): Problems<Field> {
  const shown: Problems<Field> = {};
  if (!values.date) shown.date = words.dateRequired;
  if (!values.time) shown.time = words.timeRequired;
  for (const field of REQUEST_FIELDS) {
    const at = SHOWN_AT[field];
    if (found[field] && !shown[at]) shown[at] = found[field];
  }
  // Coordinates come from the place: without one, the place is the one problem to fix.
  if (shown.birthPlace) {
    delete shown.latitude;
    delete shown.longitude;
  } else if (shown.latitude || shown.longitude) {
    shown.birthPlace = words.placeFromSuggestions;
  }
  return Object.fromEntries(FIELDS.filter((f) => shown[f]).map((f) => [f, shown[f]])) as Problems<Field>;
}

/** SPEC 2.12: the kundli request; the result opens at its private link. */
export default function KundliForm() {
  const t = useTranslations('KundliForm');
  const birth = useTranslations('BirthForm');
  const router = useLocaleRouter();
  const [values, setValues] = useState<Values>(INITIAL);
  const [zone, setZone] = useState<string | null>(null);
  const [errors, setErrors] = useState<Problems<Field>>({});
  const { busy, status, show, send } = useSubmission();

  /** With a chosen place, the time zone follows the date and time (historical offsets included). */
  function withOffset(next: Values, placeZone: string | null): Values {
    if (!placeZone) return next;
    const { year, month, day } = splitDate(next.date);
    if (!year) return next;
    const { hours, minutes, seconds } = splitTime(next.time);
    return { ...next, timezone: utcOffsetAt(placeZone, Number(year), Number(month), Number(day), Number(hours || 0), Number(minutes || 0), Number(seconds || 0)) };
  }

  function set(field: Field, value: string) {
    setValues((v) => {
      const next = { ...v, [field]: value };
      return field === 'date' || field === 'time' ? withOffset(next, zone) : next;
    });
    setErrors((e) => ({ ...e, [field]: undefined, ...(field === 'latitude' || field === 'longitude' ? { birthPlace: undefined } : {}) }));
  }

  function choosePlace(place: Place) {
    setZone(place.timezone);
    setValues((v) => withOffset({ ...v, birthPlace: place.label, latitude: String(place.latitude), longitude: String(place.longitude) }, place.timezone));
    setErrors((e) => ({ ...e, birthPlace: undefined, latitude: undefined, longitude: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contract = await checks.loadOrSay(show);
    if (!contract) return;
    const checked = checkWith(contract.kundliRequestSchema, requestOf(values), REQUEST_FIELDS);
    const words = { dateRequired: t('dateRequired'), timeRequired: t('timeRequired'), placeFromSuggestions: t('placeFromSuggestions') };
    const problems = problemsOf(values, checked.ok ? {} : checked.problems, words);
    if (!checked.ok || Object.keys(problems).length) {
      showProblems(problems, setErrors, id);
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
  const latitude = Number.parseFloat(values.latitude);
  const longitude = Number.parseFloat(values.longitude);
  const haveCoordinates = Number.isFinite(latitude) && Number.isFinite(longitude);

  return (
    <form className={`card ${styles.form}`} onSubmit={submit} onFocus={checks.warm} noValidate>
      {busy && <FullPageSpinner label={t('calculating')} />}
      <FieldRow>
        <NameAndGender ids={id} values={values} errors={errors} onChange={set} nameAutoComplete="name" />
      </FieldRow>
      <FieldGroup legend={t('dateAndTime')}>
        <DateTimeFields
          ids={id}
          date={values.date}
          time={values.time}
          errors={errors}
          onDateChange={(v) => set('date', v)}
          onTimeChange={(v) => set('time', v)}
          dateLabel={birth('dateOfBirth')}
          timeLabel={birth('timeOfBirth')}
          timeHint={birth('timeHint')}
        />
      </FieldGroup>
      <FieldGroup legend={t('place')}>
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
        >
          <PlaceConfirmation
            coordinates={haveCoordinates ? { latitude, longitude } : null}
            timezone={values.timezone || undefined}
            forceOpen={Boolean(errors.latitude || errors.longitude || errors.timezone)}
          >
            <FieldRow columns={3}>
              <InputField label={t('latitude')} {...field('latitude')} type="number" step="any" inputMode="decimal" hint={t('latitudeHint')} />
              <InputField label={t('longitude')} {...field('longitude')} type="number" step="any" inputMode="decimal" hint={t('longitudeHint')} />
              <InputField label={t('timezone')} {...field('timezone')} placeholder="+05:30" hint={t('timezoneHint')} />
            </FieldRow>
          </PlaceConfirmation>
        </BirthPlaceField>
      </FieldGroup>
      <FailureAlert status={status} heading={t('failed')} />
      <button type="submit" className="btn" disabled={busy}>
        {t('submit')}
      </button>
    </form>
  );
}
