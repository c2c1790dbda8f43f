import Link from '@/components/ui/IntentLink';
import type { HoroscopeEntry } from '@/lib/contract/content';
import type { PeriodReading } from '@/lib/astro/period-horoscope';
import { HINDI_SIGN_NAMES, SIGNS, signSlug, type Sign } from '@/lib/astro/zodiac';
import { formatDate } from '@/lib/text';
import styles from './SignHoroscope.module.scss';
import HoroscopeFacts from './HoroscopeFacts';

/** What the page hands over (SignHoroscope of the horoscope service, as plain values). */
export interface SignReading {
  day: string;
  today: HoroscopeEntry | undefined;
  tomorrow: HoroscopeEntry | undefined;
  week: PeriodReading;
  month: PeriodReading;
}

const noon = (day: string) => `${day}T12:00:00+05:30`;
const shortDate = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
const shortDay = (day: string) => shortDate.format(new Date(noon(day)));

function DayReading({ title, entry }: { title: string; entry: HoroscopeEntry | undefined }) {
  const id = `reading-${title.toLowerCase()}`;
  return (
    <section className={`card ${styles.reading}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {entry ? (
        <>
          <p className={styles.when}>{formatDate(noon(entry.date))}</p>
          <p>{entry.content}</p>
          <HoroscopeFacts entry={entry} />
        </>
      ) : (
        <p>This reading is not available yet. Please look again a little later.</p>
      )}
    </section>
  );
}

function DayList({ label, days }: { label: string; days: string[] }) {
  return (
    <div>
      <h3>{label}</h3>
      {days.length ? (
        <ul className={styles.days}>
          {days.map((d) => (
            <li key={d}>
              <time dateTime={d}>{shortDay(d)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p>None in this period.</p>
      )}
    </div>
  );
}

function PeriodSection({ title, reading }: { title: string; reading: PeriodReading }) {
  const id = `reading-${reading.period}`;
  return (
    <section className={`card ${styles.reading}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className={styles.when}>
        {formatDate(noon(reading.from))} to {formatDate(noon(reading.to))}
      </p>
      {reading.overview.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {reading.events.length > 0 && (
        <>
          <h3>Planetary changes</h3>
          <ul className={styles.events}>
            {reading.events.map((e) => (
              <li key={`${e.day}${e.text}`}>
                <time dateTime={e.day}>{shortDay(e.day)}</time>: {e.text}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.dayLists}>
        <DayList label="Favourable days" days={reading.favourableDays} />
        <DayList label="Days for extra care" days={reading.careDays} />
      </div>
    </section>
  );
}

/** One sign's page: today, tomorrow, the week and the month, and links to the other signs. */
export default function SignHoroscopeView({ sign, reading }: { sign: Sign; reading: SignReading | undefined }) {
  return (
    <>
      <p className={styles.back}>
        <Link href="/horoscope">All signs today</Link>
      </p>
      <h1>
        {sign} Horoscope <span className={styles.hindi}>({HINDI_SIGN_NAMES[sign]} Rashifal)</span>
      </h1>
      <p className="lead">Read as your Moon sign (or your Sun sign if you do not know it). Refreshed every day at midnight India time.</p>
      {reading ? (
        <div className={styles.readings}>
          <DayReading title="Today" entry={reading.today} />
          <DayReading title="Tomorrow" entry={reading.tomorrow} />
          <PeriodSection title="This week" reading={reading.week} />
          <PeriodSection title="This month" reading={reading.month} />
        </div>
      ) : (
        <p className="card">The horoscope is not available right now. Please try again in a few minutes.</p>
      )}
      <nav aria-label="Other signs" className={styles.otherSigns}>
        <h2>Other signs</h2>
        <ul>
          {SIGNS.filter((s) => s !== sign).map((s) => (
            <li key={s}>
              <Link href={`/horoscope/${signSlug(s)}`}>
                {s} <span className={styles.hindi}>{HINDI_SIGN_NAMES[s]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
