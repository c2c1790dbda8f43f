'use client';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { BirthPlaceField } from '@/components/form/BirthDetails';
import { FieldGroup, FieldRow, InputField, SelectField, TextAreaField } from '@/components/form/Field';
import { checkWith, firstProblem, focusField, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import { createBooking } from '@/lib/client/bookings-api';
import { consultationModeLabel, timeWindowLabel, TIME_WINDOWS, type ConsultationMode } from '@/lib/consultations/booking-status';
import type { Messages } from '@/lib/i18n/catalogue';
import { localeOf, typedTextLang } from '@/lib/i18n/locales';
import { useFormText } from '@/components/form/FormLanguage';
import type { BookingDetailsKind } from '@/lib/consultations/services';
import { BOOKING_NOTE_MAX_LENGTH, createBookingRequestSchema, detailsSchemaFor, PROPERTY_TYPES } from '@/lib/contract/bookings';
import type { FeeEstimateSelection } from '@/lib/contract/estimate-booking';
import { INDIAN_STATES } from '@/lib/invoices/states';
import type { Place } from '@/lib/places/types';
import SlotPicker from './SlotPicker';
import styles from './Bookings.module.scss';

const BOOKING_FIELDS = ['customerName', 'customerState', 'mode', 'slotStart', 'preferredDate', 'timeWindow', 'note'] as const;
const PROPERTY_FIELDS = ['address', 'city', 'propertyType'] as const;
const BIRTH_FIELDS = ['name', 'dob', 'birthTime', 'birthPlace', 'latitude', 'longitude'] as const;
type Field = (typeof BOOKING_FIELDS)[number] | (typeof PROPERTY_FIELDS)[number] | (typeof BIRTH_FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { customerName: '', customerState: '', mode: '', slotStart: '', preferredDate: '', timeWindow: '', note: '', address: '', city: '', propertyType: '', name: '', dob: '', birthTime: '', birthPlace: '', latitude: '', longitude: '' };


export interface BookingFormProps {
  serviceSlug: string;
  serviceTitle: string;
  details: BookingDetailsKind;
  /** Today and the last bookable day in India (YYYY-MM-DD), decided by the page. */
  earliestDate: string;
  latestDate: string;
  /** A consultation priced by area: the fee estimate it is booked from, sent with the booking (the server prices it). */
  estimate?: FeeEstimateSelection;
  /** The property type the estimate implies, prefilled. */
  initialPropertyType?: string;
  /** The expert chosen (a team member or a published expert, checked by the page against the one list), if any. */
  expert?: { slug: string; name: string } | null;
  /** What the account does not have yet, asked once and kept on it: the name and the state (the invoice's place of supply). */
  ask?: { name: boolean; state: boolean };
  /** How the service may take place (none: a report, booked on a preferred date instead of a slot); the first is the default. */
  modes?: readonly ConsultationMode[];
}

/**
 * Issue 10: the booking of one service. The form checks with the same contract as the server
 * (the details the service needs, the date rules), then sends the booking and opens its payment.
 */
export default function BookingForm({ serviceSlug, serviceTitle, details, earliestDate, latestDate, estimate, initialPropertyType, expert = null, ask = { name: false, state: false }, modes = [] }: BookingFormProps) {
  const t = useTranslations('BookingForm');
  const locale = localeOf(useLocale());
  const router = useLocaleRouter();
  const [values, setValues] = useState<Values>({ ...EMPTY, propertyType: initialPropertyType ?? '', mode: modes[0] ?? '' });
  // A service with an appointment is booked on one of the free slots; a report on a preferred date.
  const onSlot = modes.length > 0;
  // Bumped to read the free times again after the chosen one was taken by someone else.
  const [slotsVersion, setSlotsVersion] = useState(0);
  // The visitor may drop the expert they came with and book with any of ours.
  const [chosenExpert, setChosenExpert] = useState(expert);
  const [errors, setErrors] = useState<Problems<Field>>({});
  const { busy, status, send } = useSubmission();
  const formText = useFormText();
  const detailFields = details === 'property' ? PROPERTY_FIELDS : BIRTH_FIELDS;

  function set(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  const chooseSlot = useCallback((start: string) => {
    setValues((v) => (v.slotStart === start ? v : { ...v, slotStart: start }));
    if (start) setErrors((e) => ({ ...e, slotStart: undefined }));
  }, []);

  function choosePlace(place: Place) {
    setValues((v) => ({ ...v, birthPlace: place.label, latitude: String(place.latitude), longitude: String(place.longitude) }));
    setErrors((e) => ({ ...e, birthPlace: undefined, latitude: undefined, longitude: undefined }));
  }

  function check() {
    const detailValues = Object.fromEntries(detailFields.map((f) => [f, values[f]]));
    const customer = { customerName: ask.name ? values.customerName : undefined, customerState: ask.state ? values.customerState : undefined };
    const when = onSlot
      ? { slotStart: values.slotStart || undefined, mode: (values.mode || undefined) as ConsultationMode | undefined }
      : { preferredDate: values.preferredDate, timeWindow: (values.timeWindow || undefined) as (typeof TIME_WINDOWS)[number] | undefined };
    const request = { serviceSlug, expertSlug: chosenExpert?.slug, ...customer, ...when, note: values.note, details: detailValues, estimate };
    // The booking's own fields and the service's details, each with the contract's messages.
    const booking = checkWith(createBookingRequestSchema, request, BOOKING_FIELDS);
    const detailCheck = checkWith(detailsSchemaFor(details), detailValues, detailFields as readonly Field[]);
    const problems: Problems<Field> = { ...(booking.ok ? {} : booking.problems), ...(detailCheck.ok ? {} : detailCheck.problems) };
    if (onSlot) {
      // The contract asks for a date when there is no slot; this form asks for the slot instead.
      delete problems.preferredDate;
      delete problems.timeWindow;
      if (!values.slotStart) problems.slotStart = t('slotMissing');
    }
    const ordered: Problems<Field> = {};
    // The form's order: about you, how, when, the details, the note.
    for (const f of [...BOOKING_FIELDS.slice(0, 6), ...detailFields, 'note'] as Field[]) if (problems[f]) ordered[f] = problems[f];
    return booking.ok && Object.keys(ordered).length === 0 ? { ok: true as const, data: { ...booking.data, mode: booking.data.mode ?? undefined } } : { ok: false as const, problems: ordered };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check();
    if (!checked.ok) {
      flushSync(() => setErrors(checked.problems));
      const first = firstProblem(checked.problems);
      if (first) focusField(id(first));
      return;
    }
    await send(() => createBooking(checked.data), {
      accepted: (res) => res.status === 'success',
      failed: t('failed'),
      noAnswer: t('noAnswer'),
      staysBusy: true,
      // The chosen time may have been taken meanwhile (409): offer the free times as they are now.
      onFailure: () => onSlot && setSlotsVersion((n) => n + 1),
      onSuccess: (res) => router.push(`/bookings/${res.data._id}/pay`),
    });
  }

  const id = (f: Field) => `booking-${f}`;
  const field = (f: Field) => ({
    id: id(f),
    name: f,
    value: values[f],
    error: errors[f],
    onChange: (e: { target: { value: string } }) => set(f, e.target.value),
  });

  // The choices, in the page's language (a state's name stays as the invoice writes it).
  const select = { value: '', label: t('select') };
  const windowOptions = [select, ...TIME_WINDOWS.map((w) => ({ value: w, label: timeWindowLabel(w, locale) }))];
  const stateOptions = [select, ...INDIAN_STATES.map((s) => ({ value: s.code, label: s.name }))];
  const propertyTypes = t.raw('propertyTypes') as Messages['BookingForm']['propertyTypes'];
  const propertyOptions = [select, ...PROPERTY_TYPES.map((p) => ({ value: p, label: propertyTypes[p] }))];

  return (
    <form className={`card ${styles.form}`} onSubmit={submit} noValidate aria-label={t('formLabel', { service: serviceTitle })}>
      {busy && <FullPageSpinner label={t('saving')} />}
      {chosenExpert ? (
        <div className={styles.expertChoice}>
          <p>{t.rich('with', { name: chosenExpert.name, strong: (chunks) => <strong lang={typedTextLang(chosenExpert.name, locale)}>{chunks}</strong> })}</p>
          <button type="button" className="btn btn-outline" onClick={() => setChosenExpert(null)}>
            {t('remove')}
            <span className="visually-hidden">{t('removeHidden', { name: chosenExpert.name })}</span>
          </button>
        </div>
      ) : (
        expert && (
          <p className={styles.expertChoice} role="status">
            {t('anyExpert')}{' '}
            <button type="button" className="btn btn-outline" onClick={() => setChosenExpert(expert)}>
              {t('bookAgain', { name: expert.name })}
            </button>
          </p>
        )
      )}
      {(ask.name || ask.state) && (
        <FieldGroup legend={t('aboutYou')}>
          <p className={styles.askOnce}>{t('askOnce')}</p>
          <FieldRow>
            {ask.name && <InputField label={t('yourName')} {...field('customerName')} autoComplete="name" required />}
            {ask.state && <SelectField label={t('yourState')} {...field('customerState')} options={stateOptions} autoComplete="address-level1" required />}
          </FieldRow>
        </FieldGroup>
      )}
      {onSlot ? (
        <>
          <FieldGroup legend={t('howLegend')}>
            <div role="radiogroup" aria-label={t('how')} className={styles.modes}>
              {modes.map((m) => (
                <label key={m} className={styles.mode}>
                  <input type="radio" name="mode" value={m} checked={values.mode === m} onChange={() => set('mode', m)} />
                  <span>{consultationModeLabel(m, locale)}</span>
                </label>
              ))}
            </div>
          </FieldGroup>
          <FieldGroup legend={t('chooseTime')}>
            <SlotPicker
              id={id('slotStart')}
              serviceSlug={serviceSlug}
              expertSlug={chosenExpert?.slug ?? null}
              mode={(values.mode || null) as ConsultationMode | null}
              value={values.slotStart}
              onChange={chooseSlot}
              reloadKey={slotsVersion}
              error={errors.slotStart}
            />
          </FieldGroup>
        </>
      ) : (
        <FieldGroup legend={t('whenLegend')}>
          <FieldRow>
            <InputField label={t('preferredDate')} {...field('preferredDate')} type="date" min={earliestDate} max={latestDate} required hint={t('preferredDateHint')} />
            <SelectField label={t('timeWindow')} {...field('timeWindow')} options={windowOptions} required />
          </FieldRow>
        </FieldGroup>
      )}
      {details === 'property' ? (
        <FieldGroup legend={t('yourProperty')}>
          <InputField label={t('propertyAddress')} {...field('address')} autoComplete="street-address" required wide />
          <FieldRow>
            <InputField label={t('city')} {...field('city')} autoComplete="address-level2" required />
            <SelectField label={t('propertyType')} {...field('propertyType')} options={propertyOptions} required />
          </FieldRow>
        </FieldGroup>
      ) : (
        <FieldGroup legend={t('birthDetails')}>
          <InputField label={t('name')} {...field('name')} autoComplete="name" required />
          <FieldRow>
            <InputField label={t('dob')} {...field('dob')} type="date" required />
            <InputField label={t('birthTime')} {...field('birthTime')} type="time" required hint={t('birthTimeHint')} />
          </FieldRow>
          <BirthPlaceField
            id={id('birthPlace')}
            name="birthPlace"
            value={values.birthPlace}
            error={errors.birthPlace}
            onTextChange={(text) => set('birthPlace', text)}
            onSelect={choosePlace}
          />
          <FieldRow>
            <InputField label={t('latitude')} {...field('latitude')} type="number" step="any" inputMode="decimal" hint={t('latitudeHint')} />
            <InputField label={t('longitude')} {...field('longitude')} type="number" step="any" inputMode="decimal" />
          </FieldRow>
        </FieldGroup>
      )}
      <TextAreaField label={t('note')} {...field('note')} rows={3} maxLength={BOOKING_NOTE_MAX_LENGTH} hint={t('noteHint')} wide />
      {status?.kind === 'error' && (
        <div role="alert" className="message-error">
          <p>{t('notMade')}</p>
          {status.text && <p>{formText(status.text)}</p>}
          {onSlot && <p>{t('slotsUpToDate')}</p>}
        </div>
      )}
      <button type="submit" className="btn" disabled={busy}>
        {t('submit')}
      </button>
    </form>
  );
}
