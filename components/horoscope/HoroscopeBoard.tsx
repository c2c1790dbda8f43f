'use client';
import { useState } from 'react';
import useSWR from 'swr';
import { fetchHoroscope } from '@/lib/client/api';
import Link from '@/components/ui/IntentLink';
import { HINDI_SIGN_NAMES, SIGNS, signSlug, type Sign } from '@/lib/astro/zodiac';
import type { HoroscopeEntry } from '@/lib/contract/content';
import { formatDate } from '@/lib/text';
import styles from './Horoscope.module.scss';

const SYMBOLS: Record<string, string> = {
  Aries: '♈', Taurus: '♉', Gemini: '♊', Cancer: '♋', Leo: '♌', Virgo: '♍',
  Libra: '♎', Scorpio: '♏', Sagittarius: '♐', Capricorn: '♑', Aquarius: '♒', Pisces: '♓',
};

/** Twelve sign buttons; selecting one shows that sign's entry for today (SPEC 2.15). */
export default function HoroscopeBoard({ initialEntries }: { initialEntries?: HoroscopeEntry[] }) {
  const { data: entries } = useSWR('horoscope', fetchHoroscope, {
    fallbackData: initialEntries,
    revalidateOnFocus: false,
    onError: (err) => console.error('Could not load the horoscope', err), // SPEC 8: only logged
  });
  const [selected, setSelected] = useState<string | null>(null);
  const entry = entries?.find((e) => e.sign === selected);

  return (
    <div>
      <div role="group" aria-label="Choose your sign" className={styles.signs}>
        {SIGNS.map((sign) => (
          <button
            key={sign}
            type="button"
            aria-pressed={selected === sign}
            aria-controls="horoscope-entry"
            className={styles.sign}
            onClick={() => setSelected(sign)}
          >
            <span aria-hidden="true" className={styles.symbol}>
              {SYMBOLS[sign]}
            </span>
            {sign}
            <span className={styles.hindi}>{HINDI_SIGN_NAMES[sign]}</span>
          </button>
        ))}
      </div>
      <section id="horoscope-entry" aria-live="polite" className={`card ${styles.entry}`}>
        {entry ? (
          <>
            <h2>
              <span aria-hidden="true">{SYMBOLS[entry.sign]} </span>
              {entry.sign} today
            </h2>
            <p className={styles.date}>{formatDate(`${entry.date}T12:00:00+05:30`)}</p>
            <p className={styles.content}>{entry.content}</p>
            <dl className={styles.facts}>
              <div>
                <dt>Mood</dt>
                <dd>{entry.mood}</dd>
              </div>
              <div>
                <dt>Lucky number</dt>
                <dd>{entry.luckyNumber}</dd>
              </div>
              <div>
                <dt>Lucky colour</dt>
                <dd>{entry.luckyColor}</dd>
              </div>
            </dl>
            <p className={styles.more}>
              <Link href={`/horoscope/${signSlug(entry.sign as Sign)}`}>{entry.sign}: tomorrow, this week and this month</Link>
            </p>
          </>
        ) : (
          <p>{selected && entries ? 'Today’s reading for this sign is not available yet.' : 'Choose your sign to read today’s horoscope.'}</p>
        )}
      </section>
    </div>
  );
}
