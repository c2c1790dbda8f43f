'use client';

import { useState, type FormEvent } from 'react';
import { InputField, SelectField, TextAreaField } from '@/components/form/Field';
import FormStatus from '@/components/form/FormStatus';
import { useSubmission } from '@/components/form/use-submission';
import { overrideAdminHoroscope, updateAdminAppUrl } from '@/lib/client/admin-content-api';
import { SIGNS } from '@/lib/astro/zodiac';
import { appDetailsUpdateSchema, horoscopeOverrideSchema } from '@/lib/contract/admin-content';
import styles from './AdminContent.module.scss';

const SIGN_OPTIONS = SIGNS.map((s) => ({ value: s, label: s }));

/** Replaces one sign's horoscope entry for one day. */
export function HoroscopeOverrideForm({ today }: { today: string }) {
  const [day, setDay] = useState(today);
  const [sign, setSign] = useState<string>(SIGNS[0]);
  const [content, setContent] = useState('');
  const [mood, setMood] = useState('');
  const [luckyNumber, setLuckyNumber] = useState('');
  const [luckyColor, setLuckyColor] = useState('');
  // The Hindi version: optional, all three together (the Hindi page shows the English text without it).
  const [contentHi, setContentHi] = useState('');
  const [moodHi, setMoodHi] = useState('');
  const [luckyColorHi, setLuckyColorHi] = useState('');
  const { busy, status, show, send } = useSubmission();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = horoscopeOverrideSchema.safeParse({ content, mood, luckyNumber: Number(luckyNumber), luckyColor, contentHi, moodHi, luckyColorHi });
    if (!parsed.success) return show('error', parsed.error.issues[0]?.message ?? 'Please check the form.');
    await send(() => overrideAdminHoroscope(day, sign, parsed.data), {
      accepted: (r) => Boolean(r?.data),
      success: `Saved: ${sign} on ${day}.`,
      failed: 'The entry could not be saved. Please try again.',
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <InputField id="horo-day" label="Day (India)" type="date" value={day} onChange={(e) => setDay(e.target.value)} required />
      <SelectField id="horo-sign" label="Sign" options={SIGN_OPTIONS} value={sign} onChange={(e) => setSign(e.target.value)} />
      <TextAreaField id="horo-content" label="Horoscope" value={content} onChange={(e) => setContent(e.target.value)} required maxLength={1000} rows={3} />
      <InputField id="horo-mood" label="Mood" value={mood} onChange={(e) => setMood(e.target.value)} required maxLength={40} />
      <InputField id="horo-number" label="Lucky number" inputMode="numeric" value={luckyNumber} onChange={(e) => setLuckyNumber(e.target.value)} required maxLength={2} />
      <InputField id="horo-colour" label="Lucky colour" value={luckyColor} onChange={(e) => setLuckyColor(e.target.value)} required maxLength={40} />
      <fieldset>
        <legend>Hindi version (optional: all three, or none)</legend>
        <TextAreaField id="horo-content-hi" lang="hi" label="Horoscope in Hindi" value={contentHi} onChange={(e) => setContentHi(e.target.value)} maxLength={1000} rows={3} />
        <InputField id="horo-mood-hi" lang="hi" label="Mood in Hindi" value={moodHi} onChange={(e) => setMoodHi(e.target.value)} maxLength={40} />
        <InputField id="horo-colour-hi" lang="hi" label="Lucky colour in Hindi" value={luckyColorHi} onChange={(e) => setLuckyColorHi(e.target.value)} maxLength={40} />
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          Save the entry
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  );
}

/** Where the astrologer app is downloaded (the site's footer and expert pages link to it). */
export function AppUrlForm({ initialUrl }: { initialUrl: string }) {
  const [appUrl, setAppUrl] = useState(initialUrl);
  const { busy, status, show, send } = useSubmission();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = appDetailsUpdateSchema.safeParse({ appUrl });
    if (!parsed.success) return show('error', parsed.error.issues[0]?.message ?? 'Please check the address.');
    await send(() => updateAdminAppUrl('astrologer', parsed.data), {
      accepted: (r) => Boolean(r?.data),
      success: 'The app URL is saved.',
      failed: 'The app URL could not be saved. Please try again.',
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <InputField id="app-url" label="Astrologer app URL" type="url" hint="An https:// address, or empty for none yet." value={appUrl} onChange={(e) => setAppUrl(e.target.value)} maxLength={500} />
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={busy}>
          Save the URL
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  );
}
