import Link from '@/components/ui/IntentLink';
import styles from '@/components/panchang/Panchang.module.scss';
import { longDateText, timeText } from '@/components/panchang/time-format';
import type { PanchangData } from '@/lib/contract/panchang';
import type { MainCity } from '@/lib/places/main-cities';

/** Today's tithi, nakshatra and Rahu kaal in New Delhi, on the home page (cached with it, replaced at midnight India time). */
export default function TodayPanchang({ city, data }: { city: MainCity; data: PanchangData }) {
  const time = (iso: string) => timeText(iso, data.timezone, data.date);
  const tithi = data.tithis[0]!;
  const nakshatra = data.nakshatras[0]!;
  return (
    <section className="container" aria-labelledby="today-panchang-title">
      <div className={`card ${styles.homeBlock}`} data-testid="home-panchang">
        <h2 id="today-panchang-title">Today&apos;s panchang in {city.name}</h2>
        <p>{longDateText(data.date)}</p>
        <dl className={styles.facts}>
          <div><dt>Tithi</dt><dd>{tithi.paksha} {tithi.name}, until {time(tithi.endsAt)}</dd></div>
          <div><dt>Nakshatra</dt><dd>{nakshatra.name}, until {time(nakshatra.endsAt)}</dd></div>
          {data.rahuKaal ? <div><dt>Rahu kaal</dt><dd>{time(data.rahuKaal.start)} to {time(data.rahuKaal.end)}</dd></div> : null}
        </dl>
        <p className={styles.links}>
          <Link href={`/panchang/${city.slug}`}>Full panchang for {city.name}</Link>
          <Link href="/panchang">Your place and date</Link>
        </p>
      </div>
    </section>
  );
}
