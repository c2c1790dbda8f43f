'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { BirthPlaceField } from '@/components/form/BirthDetails';
import { FieldGroup, FieldRow, InputField, SelectField, TextAreaField } from '@/components/form/Field';
import { checkWith, firstProblem, focusField, type Problems } from '@/components/form/problems';
import { useSubmission } from '@/components/form/use-submission';
import FullPageSpinner from '@/components/ui/FullPageSpinner';
import { createBooking } from '@/lib/client/bookings-api';
import { TIME_WINDOW_LABELS, TIME_WINDOWS } from '@/lib/consultations/booking-status';
import type { BookingDetailsKind } from '@/lib/consultations/services';
import { BOOKING_NOTE_MAX_LENGTH, createBookingRequestSchema, detailsSchemaFor, PROPERTY_TYPES } from '@/lib/contract/bookings';
import type { FeeEstimateSelection } from '@/lib/contract/estimate-booking';
import { INDIAN_STATES } from '@/lib/invoices/states';
import type { Place } from '@/lib/places/types';
import styles from './Bookings.module.scss';

const BOOKING_FIELDS = ['customerName', 'customerState', 'preferredDate', 'timeWindow', 'note'] as const;
const PROPERTY_FIELDS = ['address', 'city', 'propertyType'] as const;
const BIRTH_FIELDS = ['name', 'dob', 'birthTime', 'birthPlace', 'latitude', 'longitude'] as const;
type Field = (typeof BOOKING_FIELDS)[number] | (typeof PROPERTY_FIELDS)[number] | (typeof BIRTH_FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { customerName: '', customerState: '', preferredDate: '', timeWindow: '', note: '', address: '', city: '', propertyType: '', name: '', dob: '', birthTime: '', birthPlace: '', latitude: '', longitude: '' };

const WINDOW_OPTIONS = [{ value: '', label: 'Select' }, ...TIME_WINDOWS.map((w) => ({ value: w, label: TIME_WINDOW_LABELS[w] }))];
const STATE_OPTIONS = [{ value: '', label: 'Select' }, ...INDIAN_STATES.map((s) => ({ value: s.code, label: s.name }))];
const PROPERTY_OPTIONS = [{ value: '', label: 'Select' }, ...PROPERTY_TYPES.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) }))];

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
}

/**
 * Issue 10: the booking of one service. The form checks with the same contract as the server
 * (the details the service needs, the date rules), then sends the booking and opens its payment.
 */
export default function BookingForm({ serviceSlug, serviceTitle, details, earliestDate, latestDate, estimate, initialPropertyType, expert = null, ask = { name: false, state: false } }: BookingFormProps) {
  const router = useRouter();
  const [values, setValues] = useState<Values>({ ...EMPTY, propertyType: initialPropertyType ?? '' });
  // The visitor may drop the expert they came with and book with any of ours.
  const [chosenExpert, setChosenExpert] = useState(expert);
  const [errors, setErrors] = useState<Problems<Field>>({});
  const { busy, status, send } = useSubmission();
  const detailFields = details === 'property' ? PROPERTY_FIELDS : BIRTH_FIELDS;

  function set(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function choosePlace(place: Place) {
    setValues((v) => ({ ...v, birthPlace: place.label, latitude: String(place.latitude), longitude: String(place.longitude) }));
    setErrors((e) => ({ ...e, birthPlace: undefined, latitude: undefined, longitude: undefined }));
  }

  function check() {
    const detailValues = Object.fromEntries(detailFields.map((f) => [f, values[f]]));
    const customer = { customerName: ask.name ? values.customerName : undefined, customerState: ask.state ? values.customerState : undefined };
    const request = { serviceSlug, expertSlug: chosenExpert?.slug, ...customer, preferredDate: values.preferredDate, timeWindow: values.timeWindow || undefined, note: values.note, details: detailValues, estimate };
    // The booking's own fields and the service's details, each with the contract's messages.
    const booking = checkWith(createBookingRequestSchema, request, BOOKING_FIELDS);
    const detailCheck = checkWith(detailsSchemaFor(details), detailValues, detailFields as readonly Field[]);
    const problems: Problems<Field> = { ...(booking.ok ? {} : booking.problems), ...(detailCheck.ok ? {} : detailCheck.problems) };
    const ordered: Problems<Field> = {};
    // The form's order: about you, when, the details, the note.
    for (const f of [...BOOKING_FIELDS.slice(0, 4), ...detailFields, 'note'] as Field[]) if (problems[f]) ordered[f] = problems[f];
    return booking.ok && detailCheck.ok ? { ok: true as const, data: booking.data } : { ok: false as const, problems: ordered };
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
      failed: 'Your booking could not be made. Please try again.',
      noAnswer: 'Your booking could not be sent. Check your connection and try again.',
      staysBusy: true,
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

  return (
    <form className={`card ${styles.form}`} onSubmit={submit} noValidate aria-label={`Book ${serviceTitle}`}>
      {busy && <FullPageSpinner label="Saving your booking…" />}
      {chosenExpert ? (
        <div className={styles.expertChoice}>
          <p>
            With <strong>{chosenExpert.name}</strong>
          </p>
          <button type="button" className="btn btn-outline" onClick={() => setChosenExpert(null)}>
            Remove<span className="visually-hidden"> {chosenExpert.name} from this booking</span>
          </button>
        </div>
      ) : (
        expert && (
          <p className={styles.expertChoice} role="status">
            Any of our experts can take this consultation.{' '}
            <button type="button" className="btn btn-outline" onClick={() => setChosenExpert(expert)}>
              Book with {expert.name} again
            </button>
          </p>
        )
      )}
      {(ask.name || ask.state) && (
        <FieldGroup legend="About you">
          <p className={styles.askOnce}>We ask this once and keep it on your account: your name and state go on your GST invoice (the state is its place of supply).</p>
          <FieldRow>
            {ask.name && <InputField label="Your name" {...field('customerName')} autoComplete="name" required />}
            {ask.state && <SelectField label="Your state" {...field('customerState')} options={STATE_OPTIONS} autoComplete="address-level1" required />}
          </FieldRow>
        </FieldGroup>
      )}
      <FieldGroup legend="When would suit you?">
        <FieldRow>
          <InputField label="Preferred date" {...field('preferredDate')} type="date" min={earliestDate} max={latestDate} required hint="Within the next 90 days. We confirm the exact time with you." />
          <SelectField label="Time window" {...field('timeWindow')} options={WINDOW_OPTIONS} required />
        </FieldRow>
      </FieldGroup>
      {details === 'property' ? (
        <FieldGroup legend="Your property">
          <InputField label="Property address" {...field('address')} autoComplete="street-address" required wide />
          <FieldRow>
            <InputField label="City" {...field('city')} autoComplete="address-level2" required />
            <SelectField label="Property type" {...field('propertyType')} options={PROPERTY_OPTIONS} required />
          </FieldRow>
        </FieldGroup>
      ) : (
        <FieldGroup legend="Birth details">
          <InputField label="Name" {...field('name')} autoComplete="name" required />
          <FieldRow>
            <InputField label="Date of birth" {...field('dob')} type="date" required />
            <InputField label="Birth time" {...field('birthTime')} type="time" required hint="24-hour clock, as on the birth record." />
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
            <InputField label="Latitude" {...field('latitude')} type="number" step="any" inputMode="decimal" hint="Filled when you choose a place." />
            <InputField label="Longitude" {...field('longitude')} type="number" step="any" inputMode="decimal" />
          </FieldRow>
        </FieldGroup>
      )}
      <TextAreaField label="Note (optional)" {...field('note')} rows={3} maxLength={BOOKING_NOTE_MAX_LENGTH} hint="Anything the consultant should know beforehand." wide />
      {status?.kind === 'error' && (
        <div role="alert" className="message-error">
          <p>Your booking was not made.</p>
          {status.text && <p>{status.text}</p>}
        </div>
      )}
      <button type="submit" className="btn" disabled={busy}>
        Continue to payment
      </button>
    </form>
  );
}
