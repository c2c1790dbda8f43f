'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { errorId, FieldError } from '@/components/form/Field';
import { useFormText } from '@/components/form/FormLanguage';
import { fetchFreeSlots } from '@/lib/client/bookings-api';
import { isCancelled, serverMessage } from '@/lib/client/http';
import { formatSlotClock, formatSlotDay } from '@/lib/consultations/booking-dates';
import { localeOf } from '@/lib/i18n/locales';
import type { ConsultationMode } from '@/lib/consultations/booking-status';
import type { SlotTimes } from '@/lib/experts';
import styles from './SlotPicker.module.scss';

export interface SlotPickerProps {
  id: string;
  serviceSlug: string;
  /** The chosen expert's slots, or (null) those of any expert who takes the service. */
  expertSlug: string | null;
  mode: ConsultationMode | null;
  /** The chosen slot's start, '' for none. */
  value: string;
  onChange: (start: string) => void;
  /** Changed by the form to read the slots again (after a slot was taken by someone else). */
  reloadKey: number;
  error?: string;
}

type Loaded = { key: string; slots: SlotTimes[] } | { key: string; failed: string };

/**
 * The free times of the next 30 days (India time), as a strip of days and the times of the chosen
 * day: two groups of radio buttons, so arrow keys move within each and a screen reader says
 * "3 of 8". The slots come from the server, which applies the hours, days off and lead time.
 */
export default function SlotPicker({ id, serviceSlug, expertSlug, mode, value, onChange, reloadKey, error }: SlotPickerProps) {
  const key = `${serviceSlug}|${expertSlug ?? ''}|${mode === 'visit' ? 'visit' : 'call'}|${reloadKey}`;
  const t = useTranslations('BookingForm');
  const locale = localeOf(useLocale());
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [day, setDay] = useState('');
  const formText = useFormText();

  useEffect(() => {
    const abort = new AbortController();
    fetchFreeSlots(serviceSlug, expertSlug, mode, abort.signal).then(
      (slots) => setLoaded({ key, slots }),
      (err: unknown) => {
        if (!isCancelled(err)) setLoaded({ key, failed: serverMessage(err) ?? t('slotsFailed') });
      },
    );
    return () => abort.abort();
    // `key` stands for the inputs the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = loaded?.key === key ? loaded : null;
  const slots = current && 'slots' in current ? current.slots : null;
  const days = useMemo(() => {
    const byDay = new Map<string, SlotTimes[]>();
    // Slot times are written in India time, so their first 10 characters are the India date.
    for (const slot of slots ?? []) byDay.set(slot.start.slice(0, 10), [...(byDay.get(slot.start.slice(0, 10)) ?? []), slot]);
    return byDay;
  }, [slots]);

  // A chosen time that is no longer free (taken, or another expert or mode) is dropped.
  useEffect(() => {
    if (slots && value && !slots.some((s) => s.start === value)) onChange('');
  }, [slots, value, onChange]);

  const shownDay = days.has(day) ? day : value && days.has(value.slice(0, 10)) ? value.slice(0, 10) : ([...days.keys()][0] ?? '');
  const times = days.get(shownDay) ?? [];

  return (
    <div className={styles.picker} id={id} tabIndex={-1} aria-describedby={error ? errorId(id) : undefined}>
      {!current && <p role="status">{t('loadingSlots')}</p>}
      {current && 'failed' in current && (
        <p role="alert" className="message-error">
          {formText(current.failed)}
        </p>
      )}
      {slots && slots.length === 0 && <p role="status">{t('noSlots')}</p>}
      {slots && slots.length > 0 && (
        <>
          <div role="radiogroup" aria-label={t('day')} className={styles.days}>
            {[...days.keys()].map((d) => {
              const label = formatSlotDay(d, locale);
              return (
                <label key={d} className={styles.day}>
                  <input type="radio" name={`${id}-day`} value={d} checked={d === shownDay} onChange={() => setDay(d)} aria-label={t('dayLabel', { day: label.full, count: days.get(d)!.length })} />
                  <span aria-hidden="true">
                    <span className={styles.weekday}>{label.weekday}</span>
                    <span>{label.date}</span>
                  </span>
                </label>
              );
            })}
          </div>
          <div role="radiogroup" aria-label={t('timesOn', { day: formatSlotDay(shownDay, locale).full })} className={styles.times}>
            {times.map((slot) => (
              <label key={slot.start} className={styles.time}>
                <input type="radio" name={`${id}-time`} value={slot.start} checked={slot.start === value} onChange={() => onChange(slot.start)} />
                <span>{formatSlotClock(slot.start, locale)}</span>
              </label>
            ))}
          </div>
        </>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
