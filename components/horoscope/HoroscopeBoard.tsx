'use client';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { fetchHoroscope } from '@/lib/client/api';
import Link from '@/components/ui/IntentLink';
import { HINDI_SIGN_NAMES, SIGNS, signSlug, type Sign } from '@/lib/astro/zodiac';
import type { HoroscopeEntry } from '@/lib/contract/content';
import { fill } from '@/lib/i18n/catalogue';
import { formatLongDate } from '@/lib/astro/format';
import { formatDate, indiaDate } from '@/lib/text';
import english from '@/messages/en/HoroscopeBoard.json';
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

/** The board's texts in the page's language (catalogue namespace HoroscopeBoard) and, in Hindi, the signs' Hindi names. */
export interface BoardLanguage {
  lang: 'hi';
  texts: typeof english;
  signNames: Readonly<Record<Sign, string>>;
}

/**
 * Twelve sign buttons; selecting one shows that sign's entry for today (SPEC 2.15). In English
 * unless the page passes `language`: its texts come as props, so the browser gets no catalogue.
 */
export default function HoroscopeBoard({ initialEntries, language }: { initialEntries?: HoroscopeEntry[]; language?: BoardLanguage }) {
  const hindi = language?.lang === 'hi';
  const texts = language?.texts ?? english;
  const { data: entries } = useSWR(hindi ? 'horoscope:hi' : 'horoscope', () => (hindi ? fetchHoroscope('hi') : fetchHoroscope()), {
    fallbackData: initialEntries,
    // The page's own entries are today's unless a cache kept the page past midnight India time
    // (a CDN may serve it stale while it refreshes): only then, or without them, ask the API.
    revalidateOnMount: initialEntries?.[0]?.date !== indiaDate(),
    revalidateOnFocus: false,
    onError: (err) => console.error('Could not load the horoscope', err), // SPEC 8: only logged
  });
  const [selected, setSelected] = useState<string | null>(null);
  const entry = entries?.find((e) => e.sign === selected);
  const signName = (sign: string) => (language ? (language.signNames[sign as Sign] ?? sign) : sign);
  // An editor's entry with no Hindi version is shown in English under a short Hindi notice.
  const englishOnly = hindi && (entry as { language?: string } | undefined)?.language === 'en';
  const reading = (e: HoroscopeEntry) => (
    <>
      <p className={styles.content}>{e.content}</p>
      <HoroscopeFacts entry={e} labels={texts} />
    </>
  );
  const readingRef = useRef<HTMLElement>(null);
  // Once per choice of sign (a click, not the data's revalidation).
  const [choice, setChoice] = useState(0);
  useEffect(() => {
    if (choice) revealReading(readingRef.current);
  }, [choice]);

  return (
    <div>
      <div role="group" aria-label={texts.chooseSign} className={styles.signs}>
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
            {language ? language.signNames[sign] : sign}
            {language ? null : <span className={styles.hindi}>{HINDI_SIGN_NAMES[sign]}</span>}
          </button>
        ))}
      </div>
      <section ref={readingRef} id="horoscope-entry" aria-live="polite" className={`card ${styles.entry}`}>
        {entry ? (
          <>
            <h2 tabIndex={-1} className={styles.entryHeading}>
              <Icon name={symbol(entry.sign)} size={28} /> {fill(texts.signToday, { sign: signName(entry.sign) })}
            </h2>
            <p className={styles.date}>{hindi ? formatLongDate(entry.date, 'hi') : formatDate(`${entry.date}T12:00:00+05:30`)}</p>
            {englishOnly ? (
              <p className={styles.date} role="note">
                {texts.englishOnly}
              </p>
            ) : null}
            {englishOnly ? <div lang="en">{reading(entry)}</div> : reading(entry)}
            <p className={styles.more}>
              <Link href={`/horoscope/${signSlug(entry.sign as Sign)}`}>{fill(texts.more, { sign: signName(entry.sign) })}</Link>
            </p>
          </>
        ) : (
          <p>{selected && entries ? texts.notAvailable : texts.choose}</p>
        )}
      </section>
    </div>
  );
}
