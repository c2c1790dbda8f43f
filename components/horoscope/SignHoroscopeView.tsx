import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import type { HoroscopeEntry } from '@/lib/contract/content';
import { formatLongDate, type DisplayLanguage } from '@/lib/astro/format';
import { SIGN_NAMES_HI } from '@/lib/astro/hindi';
import type { PeriodReading } from '@/lib/astro/period-horoscope';
import { HINDI_SIGN_NAMES, SIGNS, signSlug, type Sign } from '@/lib/astro/zodiac';
import { shortDateText } from '@/components/panchang/time-format';
import { catalogue } from '@/lib/i18n/catalogue';
import { formatDate } from '@/lib/text';
import styles from './SignHoroscope.module.scss';
import HoroscopeFacts from './HoroscopeFacts';

/** What the page hands over (SignHoroscope of the horoscope service, as plain values). */
export interface SignReading {
  day: string;
  today: (HoroscopeEntry & { language?: 'en' | 'hi' }) | undefined;
  tomorrow: (HoroscopeEntry & { language?: 'en' | 'hi' }) | undefined;
  week: PeriodReading;
  month: PeriodReading;
}

type T = Awaited<ReturnType<typeof getTranslations<'Horoscope'>>>;

const noon = (day: string) => `${day}T12:00:00+05:30`;
const shortDate = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
/** "Wed, 25 Nov" / "बुधवार, 25 नवंबर" */
const shortDay = (day: string, lang: DisplayLanguage) => (lang === 'hi' ? shortDateText(`${day}T12:00:00Z`, '+00:00', 'hi') : shortDate.format(new Date(noon(day))));
/** "25 November 2026" / "25 नवंबर 2026" */
const longDay = (day: string, lang: DisplayLanguage) => (lang === 'hi' ? formatLongDate(day, 'hi') : formatDate(noon(day)));

function DayReading({ id, title, entry, lang, t }: { id: string; title: string; entry: SignReading['today']; lang: DisplayLanguage; t: T }) {
  const englishOnly = lang === 'hi' && entry?.language === 'en';
  const labels = catalogue(lang).HoroscopeBoard;
  const text = entry ? (
    <>
      <p>{entry.content}</p>
      <HoroscopeFacts entry={entry} labels={labels} />
    </>
  ) : null;
  return (
    <section className={`card ${styles.reading}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {entry ? (
        <>
          <p className={styles.when}>{longDay(entry.date, lang)}</p>
          {englishOnly ? <p role="note">{labels.englishOnly}</p> : null}
          {englishOnly ? <div lang="en">{text}</div> : text}
        </>
      ) : (
        <p>{t('notYet')}</p>
      )}
    </section>
  );
}

function DayList({ label, days, lang, t }: { label: string; days: string[]; lang: DisplayLanguage; t: T }) {
  return (
    <div>
      <h3>{label}</h3>
      {days.length ? (
        <ul className={styles.days}>
          {days.map((d) => (
            <li key={d}>
              <time dateTime={d}>{shortDay(d, lang)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noDays')}</p>
      )}
    </div>
  );
}

function PeriodSection({ title, reading, lang, t }: { title: string; reading: PeriodReading; lang: DisplayLanguage; t: T }) {
  const id = `reading-${reading.period}`;
  return (
    <section className={`card ${styles.reading}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className={styles.when}>{t('periodSpan', { from: longDay(reading.from, lang), to: longDay(reading.to, lang) })}</p>
      {reading.overview.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {reading.events.length > 0 && (
        <>
          <h3>{t('changes')}</h3>
          <ul className={styles.events}>
            {reading.events.map((e) => (
              <li key={`${e.day}${e.text}`}>
                <time dateTime={e.day}>{shortDay(e.day, lang)}</time>: {e.text}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.dayLists}>
        <DayList label={t('favourableDays')} days={reading.favourableDays} lang={lang} t={t} />
        <DayList label={t('careDays')} days={reading.careDays} lang={lang} t={t} />
      </div>
    </section>
  );
}

/** A sign's name as the page's language writes it: "Aries" / "मेष". */
export const signNameIn = (sign: Sign, lang: DisplayLanguage) => (lang === 'hi' ? SIGN_NAMES_HI[sign] : sign);

/** One sign's page: today, tomorrow, the week and the month, and links to the other signs. */
export default async function SignHoroscopeView({ sign, reading, lang }: { sign: Sign; reading: SignReading | undefined; lang: DisplayLanguage }) {
  const t = await getTranslations({ locale: lang, namespace: 'Horoscope' });
  // English pages add the sign's Hindi name in Latin letters ("Mesh"); Hindi pages the English name.
  const rashi = lang === 'hi' ? sign : HINDI_SIGN_NAMES[sign];
  return (
    <>
      <p className={styles.back}>
        <Link href="/horoscope">{t('back')}</Link>
      </p>
      <h1>
        {t('signTitle', { sign: signNameIn(sign, lang) })} <span className={styles.hindi} lang={lang === 'hi' ? 'en' : undefined}>{t('signTitleNote', { rashi })}</span>
      </h1>
      <p className="lead">{t('signLead')}</p>
      {reading ? (
        <div className={styles.readings}>
          <DayReading id="reading-today" title={t('today')} entry={reading.today} lang={lang} t={t} />
          <DayReading id="reading-tomorrow" title={t('tomorrow')} entry={reading.tomorrow} lang={lang} t={t} />
          <PeriodSection title={t('thisWeek')} reading={reading.week} lang={lang} t={t} />
          <PeriodSection title={t('thisMonth')} reading={reading.month} lang={lang} t={t} />
        </div>
      ) : (
        <p className="card">{t('unavailable')}</p>
      )}
      <nav aria-label={t('otherSigns')} className={styles.otherSigns}>
        <h2>{t('otherSigns')}</h2>
        <ul>
          {SIGNS.filter((s) => s !== sign).map((s) => (
            <li key={s}>
              <Link href={`/horoscope/${signSlug(s)}`}>
                {signNameIn(s, lang)} {lang === 'hi' ? null : <span className={styles.hindi}>{HINDI_SIGN_NAMES[s]}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
