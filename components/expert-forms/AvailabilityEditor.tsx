'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { hindiName } from '@/lib/astro/hindi';
import { WEEKDAYS, type Slot, type WeeklyAvailability, type Weekday } from '@/lib/contract/expert-profile';
import { addSlot, removeSlot, toggleDay, updateSlot, type EditRules } from './availability';
import { errorId as errorIdOf, FieldError, Hint } from '@/components/form/Field';
import styles from './ExpertForms.module.scss';

interface Props {
  value: WeeklyAvailability;
  onChange: (next: WeeklyAvailability) => void;
  /** The group's visible name, e.g. "Weekly availability". */
  legend: string;
  /** Astrologer form: a day left without slots gets one 09:00-12:00 slot again. */
  refillEmptyDays?: boolean;
  /** id for the first control (Monday's switch), so a form can move focus to the editor. */
  firstControlId?: string;
  /** A problem with the whole week, shown under the legend and linked to the group. */
  error?: string | null;
}

/**
 * Monday to Sunday: each day is Available or Not Available; an available day lists its time
 * slots. End-after-start is left to the server (SPEC 5).
 */
export default function AvailabilityEditor({ value, onChange, legend, refillEmptyDays = false, firstControlId, error }: Props) {
  const t = useTranslations('ExpertForms.availability');
  // The weekdays' Hindi names are the astrology tables' (lib/astro/hindi.ts).
  const locale = useLocale();
  const dayName = (day: Weekday) => (locale === 'hi' ? hindiName('weekday', day) : day);
  const baseId = useId();
  const rules: EditRules = { refillEmptyDays };
  const errorId = errorIdOf(baseId);
  const addId = (day: Weekday) => `${baseId}-${day}-add`;

  function remove(day: Weekday, index: number) {
    onChange(removeSlot(value, day, index, rules));
    // The pressed button goes away with its slot: keep keyboard users in the same day.
    document.getElementById(addId(day))?.focus();
  }

  function change(day: Weekday, index: number, part: Partial<Slot>) {
    onChange(updateSlot(value, day, index, part, rules));
  }

  return (
    <fieldset className={`${styles.week} ${error ? styles.weekInvalid : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <FieldError id={baseId} error={error} />
      {WEEKDAYS.map((day, di) => {
        const { available, slots } = value[day];
        const nameId = `${baseId}-${day}`;
        const name = dayName(day);
        return (
          <div key={day} role="group" aria-labelledby={nameId} className={styles.day}>
            <div className={styles.dayHead}>
              <span id={nameId} className={styles.dayName}>
                {name}
              </span>
              <button
                type="button"
                role="switch"
                id={di === 0 ? firstControlId : undefined}
                aria-checked={available}
                className={styles.switch}
                onClick={() => onChange(toggleDay(value, day, rules))}
              >
                <span className="visually-hidden">{name}: </span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.thumb} />
                </span>
                <span>{available ? t('available') : t('notAvailable')}</span>
              </button>
            </div>
            {available && (
              <>
                {slots.length === 0 ? (
                  <Hint>{t('noSlots')}</Hint>
                ) : (
                  <ol className={styles.slots}>
                    {slots.map((slot, si) => {
                      const slotName = t('slotName', { day: name, number: String(si + 1) });
                      const startId = `${baseId}-${day}-${si}-start`;
                      const endId = `${baseId}-${day}-${si}-end`;
                      return (
                        <li key={si} className={styles.slot}>
                          <div className={styles.time}>
                            <label htmlFor={startId}>
                              <span className="visually-hidden">{slotName} </span>
                              <span className={styles.capitalize}>{t('start')}</span>
                            </label>
                            <input id={startId} type="time" value={slot.start} onChange={(e) => change(day, si, { start: e.target.value })} />
                          </div>
                          <div className={styles.time}>
                            <label htmlFor={endId}>
                              <span className="visually-hidden">{slotName} </span>
                              <span className={styles.capitalize}>{t('end')}</span>
                            </label>
                            <input id={endId} type="time" value={slot.end} onChange={(e) => change(day, si, { end: e.target.value })} />
                          </div>
                          {slots.length > 1 && (
                            <button type="button" className={`btn btn-outline ${styles.small}`} onClick={() => remove(day, si)}>
                              {t('remove')}
                              <span className="visually-hidden"> {slotName}</span>
                            </button>
                          )}
                        </li>
                      );
                    })}
                  </ol>
                )}
                <button type="button" id={addId(day)} className={`btn btn-outline ${styles.small}`} onClick={() => onChange(addSlot(value, day, rules))}>
                  {t('addSlot')}
                  <span className="visually-hidden">{t('addSlotTo', { day: name })}</span>
                </button>
              </>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
