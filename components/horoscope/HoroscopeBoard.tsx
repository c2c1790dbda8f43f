'use client';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { fetchHoroscope } from '@/lib/client/api';
import Link from '@/components/ui/IntentLink';
import { HINDI_SIGN_NAMES, SIGNS, signSlug, type Sign } from '@/lib/astro/zodiac';
import type { HoroscopeEntry } from '@/lib/contract/content';
import { formatDate, indiaDate } from '@/lib/text';
import Icon, { type IconName } from '@/components/ui/icons/Icon';
import styles from './Horoscope.module.scss';
import HoroscopeFacts from './HoroscopeFacts';

const symbol = (sign: string) => sign.toLowerCase() as IconName;

/**
 * Brings the chosen sign's reading into view when it is not (on a phone it sits below the twelve
 * buttons), and moves focus to its heading so a screen reader reads on from there.
 */
function revealReading(section: HTMLElement | null) {
  const heading = section?.querySelector<HTMLElement>('h2');
  if (!section || !heading) return;
  const box = section.getBoundingClientRect();
  if (box.top >= 0 && box.top < window.innerHeight * 0.6) return; // already in view: stay put
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

/** Twelve sign buttons; selecting one shows that sign's entry for today (SPEC 2.15). */
export default function HoroscopeBoard({ initialEntries }: { initialEntries?: HoroscopeEntry[] }) {
  const { data: entries } = useSWR('horoscope', fetchHoroscope, {
    fallbackData: initialEntries,
    // The page's own entries are today's unless a cache kept the page past midnight India time
    // (a CDN may serve it stale while it refreshes): only then, or without them, ask the API.
    revalidateOnMount: initialEntries?.[0]?.date !== indiaDate(),
    revalidateOnFocus: false,
    onError: (err) => console.error('Could not load the horoscope', err), // SPEC 8: only logged
  });
  const [selected, setSelected] = useState<string | null>(null);
  const entry = entries?.find((e) => e.sign === selected);
  const readingRef = useRef<HTMLElement>(null);
  // Once per choice of sign (a click, not the data's revalidation).
  const [choice, setChoice] = useState(0);
  useEffect(() => {
    if (choice) revealReading(readingRef.current);
  }, [choice]);

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
            onClick={() => {
              setSelected(sign);
              setChoice((c) => c + 1);
            }}
          >
            <Icon name={symbol(sign)} size={28} className={styles.symbol} />
            {sign}
            <span className={styles.hindi}>{HINDI_SIGN_NAMES[sign]}</span>
          </button>
        ))}
      </div>
      <section ref={readingRef} id="horoscope-entry" aria-live="polite" className={`card ${styles.entry}`}>
        {entry ? (
          <>
            <h2 tabIndex={-1} className={styles.entryHeading}>
              <Icon name={symbol(entry.sign)} size={28} /> {entry.sign} today
            </h2>
            <p className={styles.date}>{formatDate(`${entry.date}T12:00:00+05:30`)}</p>
            <p className={styles.content}>{entry.content}</p>
            <HoroscopeFacts entry={entry} />
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
