'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useLocaleRouter } from '@/lib/i18n/navigation';
import { useState, type FormEvent } from 'react';
import { hindiName } from '@/lib/astro/hindi';
import { FieldGroup, InputField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { saveOwnAvailability } from '@/lib/client/expert-desk-api';
import { expertAvailabilityUpdateSchema } from '@/lib/contract/experts';
import type { WeekdayKey, WeeklyHours } from '@/lib/experts';

/** Each day's key and its English name (its Hindi name is the astrology tables': lib/astro/hindi.ts). */
const DAYS = [
  { key: 'mon', label: 'Monday' },
  { key: 'tue', label: 'Tuesday' },
  { key: 'wed', label: 'Wednesday' },
  { key: 'thu', label: 'Thursday' },
  { key: 'fri', label: 'Friday' },
  { key: 'sat', label: 'Saturday' },
  { key: 'sun', label: 'Sunday' },
] as const satisfies readonly { key: WeekdayKey; label: string }[];

const rangesText = (hours: WeeklyHours, day: WeekdayKey) => (hours[day] ?? []).map((r) => `${r.start}-${r.end}`).join(', ');

/** "09:00-12:00, 15:00-18:00" → ranges; what cannot be read is left for the schema's message. */
const readRanges = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [start = '', end = ''] = part.split(/\s*[-–]\s*/);
      return { start, end };
    });

/** The expert's own weekly hours (India time) and days off, checked by the console's one schema. */
export default function AvailabilityEditor({ hours, daysOff }: { hours: WeeklyHours; daysOff: string[] }) {
  const t = useTranslations('ExpertDesk.hours');
  const hindi = useLocale() === 'hi';
  const router = useLocaleRouter();
  const [week, setWeek] = useState(() => Object.fromEntries(DAYS.map((d) => [d.key, rangesText(hours, d.key)])) as Record<WeekdayKey, string>);
  const [off, setOff] = useState(daysOff.join(', '));
  const { busy, status, send, show } = useSubmission();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const update = {
      hours: Object.fromEntries(DAYS.map((d) => [d.key, readRanges(week[d.key])] as const).filter(([, ranges]) => ranges.length > 0)),
      daysOff: off
        .split(/[\s,]+/)
        .map((d) => d.trim())
        .filter(Boolean),
    };
    const checked = expertAvailabilityUpdateSchema.safeParse(update);
    if (!checked.success) return show('error', checked.error.issues[0]!.message);
    await send(() => saveOwnAvailability(checked.data), {
      accepted: (res) => res.status === 'success',
      success: t('saved'),
      failed: t('failed'),
      onSuccess: () => router.refresh(),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('form')}>
      <FieldGroup legend={t('legend')}>
        {DAYS.map((d) => (
          <InputField
            key={d.key}
            id={`hours-${d.key}`}
            label={hindi ? hindiName('weekday', d.label) : d.label}
            value={week[d.key]}
            maxLength={100}
            placeholder={t('closed')}
            onChange={(e) => setWeek({ ...week, [d.key]: e.target.value })}
          />
        ))}
      </FieldGroup>
      <InputField
        id="days-off"
        label={t('daysOff')}
        value={off}
        maxLength={4000}
        placeholder="2026-12-25, 2026-12-31"
        hint={t('daysOffHint')}
        onChange={(e) => setOff(e.target.value)}
      />
      <button type="submit" className="btn" disabled={busy}>
        {t('save')}
      </button>
      <FormStatus status={status} />
    </form>
  );
}
