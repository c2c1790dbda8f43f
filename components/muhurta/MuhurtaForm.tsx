'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { BirthPlaceField } from '@/components/form/BirthDetails';
import { DateTimeFields } from '@/components/form/DateTimeFields';
import { FieldError, FieldGroup, FieldRow, Hint, InputField, invalidClass } from '@/components/form/Field';
import FailureAlert from '@/components/form/FailureAlert';
import PlaceConfirmation from '@/components/form/PlaceConfirmation';
import { lazyChecks } from '@/components/form/lazy-checks';
import { checkWith, showProblems, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import PlaceInput from '@/components/places/PlaceInput';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import { ACTIVITIES, ACTIVITY_RULES, type Activity } from '@/lib/astro/muhurta-finder/activities';
import { searchMuhurtas } from '@/lib/client/astro-api';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/i18n/locales';
import type { Place } from '@/lib/places/types';
import styles from './Muhurta.module.scss';

/** The form's fields in the order of the page. */
const FIELDS = ['activity', 'from', 'to', 'place', 'latitude', 'longitude', 'timezone', 'birthDate', 'birthTime', 'birthPlace'] as const;
type Field = (typeof FIELDS)[number];

/** The request's fields whose problems the form shows, and the field that shows each. */
const REQUEST_FIELDS = ['activity', 'from', 'to', 'latitude', 'longitude', 'timezone', 'birth'] as const;
type RequestField = (typeof REQUEST_FIELDS)[number];
const SHOWN_AT: Record<RequestField, Field> = { activity: 'activity', from: 'from', to: 'to', latitude: 'latitude', longitude: 'longitude', timezone: 'timezone', birth: 'birthDate' };

const checks = lazyChecks(() => import('@/lib/contract/muhurta'));

interface ChosenPlace {
  label: string;
  latitude: string;
  longitude: string;
  timezone: string;
}

export interface MuhurtaFormProps {
  /** Today's date at the default place, and the range's default end (3 months on): from the server, so the page renders one way. */
  from: string;
  to: string;
  /** The default place (New Delhi), named in the page's language. */
  place: ChosenPlace;
}

/** Issue 27: the muhurta search; its result opens at a private link. */
export default function MuhurtaForm({ from, to, place: defaultPlace }: MuhurtaFormProps) {
  const t = useTranslations('MuhurtaForm');
  const lang = localeOf(useLocale());
  const router = useLocaleRouter();
  const [activity, setActivity] = useState<Activity>('marriage');
  const [range, setRange] = useState({ from, to });
  const [placeText, setPlaceText] = useState(defaultPlace.label);
  const [place, setPlace] = useState<ChosenPlace>(defaultPlace);
  const [birth, setBirth] = useState({ date: '', time: '', place: '', latitude: '', longitude: '', timezone: '' });
  const [avoidRahuKaal, setAvoidRahuKaal] = useState(false);
  const [errors, setErrors] = useState<Problems<Field>>({});
  const { busy, status, show, send } = useSubmission();
  const id = (f: Field) => `muhurta-${f}`;
  const clear = (...fields: Field[]) => setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));

  function choosePlace(p: Place) {
    setPlace({ label: p.label, latitude: String(p.latitude), longitude: String(p.longitude), timezone: p.timezone });
    clear('place', 'latitude', 'longitude', 'timezone');
  }

  function chooseBirthPlace(p: Place) {
    setBirth((b) => ({ ...b, place: p.label, latitude: String(p.latitude), longitude: String(p.longitude), timezone: p.timezone }));
    clear('birthPlace');
  }

  /** Birth details are all or nothing: a half-filled birth is a problem at the first empty field. */
  function birthProblems(): Problems<Field> {
    const given = [birth.date, birth.time, birth.place].filter(Boolean).length;
    if (given === 0) return {};
    const found: Problems<Field> = {};
    if (!birth.date) found.birthDate = t('birthIncomplete');
    if (!birth.time) found.birthTime = t('birthIncomplete');
    if (!birth.place) found.birthPlace = t('birthIncomplete');
    else if (!birth.latitude) found.birthPlace = t('birthPlaceFromSuggestions');
    return found;
  }

  function requestOf() {
    const withBirth = birth.date && birth.time && birth.latitude;
    return {
      activity,
      from: range.from,
      to: range.to,
      latitude: place.latitude === '' ? undefined : Number(place.latitude),
      longitude: place.longitude === '' ? undefined : Number(place.longitude),
      timezone: place.timezone || undefined,
      avoidRahuKaal,
      birth: withBirth
        ? { date: birth.date, time: birth.time, place: birth.place, latitude: Number(birth.latitude), longitude: Number(birth.longitude), timezone: birth.timezone || undefined }
        : undefined,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const contract = await checks.loadOrSay(show);
    if (!contract) return;
    const problems: Problems<Field> = {};
    if (!range.from) problems.from = t('fromRequired');
    if (!range.to) problems.to = t('toRequired');
    // The place must be one the suggestions gave: its coordinates are what the search uses.
    if (placeText.trim() !== place.label) problems.place = t('placeFromSuggestions');
    const checked = checkWith(contract.muhurtaRequestSchema, requestOf(), REQUEST_FIELDS);
    if (!checked.ok) {
      for (const field of REQUEST_FIELDS) {
        const at = SHOWN_AT[field];
        if (checked.problems[field] && !problems[at]) problems[at] = checked.problems[field];
      }
    }
    for (const [field, message] of Object.entries(birthProblems()) as [Field, string][]) problems[field] ??= message;
    if (!checked.ok || Object.keys(problems).length) {
      const ordered = Object.fromEntries(FIELDS.filter((f) => problems[f]).map((f) => [f, problems[f]])) as Problems<Field>;
      showProblems(ordered, setErrors, id);
      return;
    }
    await send(() => searchMuhurtas(checked.data), {
      accepted: () => true,
      failed: '',
      staysBusy: true,
      onSuccess: (res) => router.push(`/muhurta/${res.data.id}`),
    });
  }

  const latitude = Number.parseFloat(place.latitude);
  const longitude = Number.parseFloat(place.longitude);
  const birthLatitude = Number.parseFloat(birth.latitude);
  const birthLongitude = Number.parseFloat(birth.longitude);
  const birthOpen = Boolean(errors.birthDate || errors.birthTime || errors.birthPlace);

  return (
    <form className={`card ${styles.form}`} onSubmit={submit} onFocus={checks.warm} noValidate>
      {busy && <FullPageSpinner label={t('searching')} />}
      <fieldset className={`${styles.activities} ${errors.activity ? invalidClass : ''}`} aria-describedby={errors.activity ? `${id('activity')}-error` : undefined}>
        <legend>{t('activity')}</legend>
        {ACTIVITIES.map((a, i) => (
          <label key={a} className={styles.activity}>
            <input
              type="radio"
              name="activity"
              value={a}
              id={i === 0 ? id('activity') : undefined}
              checked={activity === a}
              onChange={() => {
                setActivity(a);
                clear('activity');
              }}
            />
            <span>
              <strong>{ACTIVITY_RULES[a].name[lang]}</strong>
              <span className={styles.explain}>{t(`activities.${a}`)}</span>
            </span>
          </label>
        ))}
        <FieldError id={id('activity')} error={errors.activity} />
      </fieldset>

      <FieldGroup legend={t('dates')}>
        <Hint>{t('datesHint')}</Hint>
        <FieldRow>
          <InputField label={t('from')} id={id('from')} name="from" type="date" value={range.from} error={errors.from} min="1900-01-01" max="2100-12-31" onChange={(e) => { setRange((r) => ({ ...r, from: e.target.value })); clear('from', 'to'); }} />
          <InputField label={t('to')} id={id('to')} name="to" type="date" value={range.to} error={errors.to} min="1900-01-01" max="2100-12-31" onChange={(e) => { setRange((r) => ({ ...r, to: e.target.value })); clear('to'); }} />
        </FieldRow>
      </FieldGroup>

      <FieldGroup legend={t('place')}>
        <div className={errors.place ? invalidClass : undefined}>
          <PlaceInput
            id={id('place')}
            name="place"
            label={t('placeLabel')}
            value={placeText}
            onTextChange={(text) => {
              setPlaceText(text);
              clear('place');
            }}
            onSelect={(p) => {
              setPlaceText(p.label);
              choosePlace(p);
            }}
            invalid={Boolean(errors.place)}
            describedBy={errors.place ? `${id('place')}-error` : undefined}
            required
          />
          <FieldError id={id('place')} error={errors.place} />
          <PlaceConfirmation coordinates={Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null} forceOpen={Boolean(errors.latitude || errors.longitude || errors.timezone)}>
            <FieldRow columns={3}>
              <InputField label={t('latitude')} id={id('latitude')} name="latitude" type="number" step="any" inputMode="decimal" value={place.latitude} error={errors.latitude} onChange={(e) => { const v = e.target.value; setPlace((p) => ({ ...p, latitude: v })); clear('latitude'); }} />
              <InputField label={t('longitude')} id={id('longitude')} name="longitude" type="number" step="any" inputMode="decimal" value={place.longitude} error={errors.longitude} onChange={(e) => { const v = e.target.value; setPlace((p) => ({ ...p, longitude: v })); clear('longitude'); }} />
              <InputField label={t('timezone')} id={id('timezone')} name="timezone" value={place.timezone} hint={t('timezoneHint')} error={errors.timezone} onChange={(e) => { const v = e.target.value; setPlace((p) => ({ ...p, timezone: v })); clear('timezone'); }} />
            </FieldRow>
          </PlaceConfirmation>
        </div>
      </FieldGroup>

      <details className={styles.birth} open={birthOpen || undefined}>
        <summary>{t('birthToggle')}</summary>
        <Hint>{t('birthIntro')}</Hint>
        <DateTimeFields
          ids={(part) => id(part === 'date' ? 'birthDate' : 'birthTime')}
          date={birth.date}
          time={birth.time}
          errors={{ date: errors.birthDate, time: errors.birthTime }}
          onDateChange={(v) => { setBirth((b) => ({ ...b, date: v })); clear('birthDate'); }}
          onTimeChange={(v) => { setBirth((b) => ({ ...b, time: v })); clear('birthTime'); }}
          dateLabel={t('birthDate')}
          timeLabel={t('birthTime')}
          timeHint={t('birthTimeHint')}
        />
        <BirthPlaceField
          id={id('birthPlace')}
          name="birthPlace"
          value={birth.place}
          error={errors.birthPlace}
          onTextChange={(text) => {
            setBirth((b) => ({ ...b, place: text, latitude: '', longitude: '', timezone: '' }));
            clear('birthPlace');
          }}
          onSelect={chooseBirthPlace}
        >
          <PlaceConfirmation coordinates={Number.isFinite(birthLatitude) && Number.isFinite(birthLongitude) ? { latitude: birthLatitude, longitude: birthLongitude } : null} />
        </BirthPlaceField>
      </details>

      <div className={styles.check}>
        <input type="checkbox" id="muhurta-avoidRahuKaal" name="avoidRahuKaal" checked={avoidRahuKaal} onChange={(e) => setAvoidRahuKaal(e.target.checked)} aria-describedby="muhurta-avoidRahuKaal-hint" />
        <label htmlFor="muhurta-avoidRahuKaal">{t('avoidRahuKaal')}</label>
        <Hint id="muhurta-avoidRahuKaal-hint">{t('avoidRahuKaalHint')}</Hint>
      </div>

      <FailureAlert status={status} heading={t('failed')} />
      <button type="submit" className="btn" disabled={busy}>
        {t('submit')}
      </button>
    </form>
  );
}
