import type { PanchangData, PanchangElementData, PanchangSpanData } from '@/lib/contract/panchang';
import { CHOGHADIYA_QUALITY } from '@/lib/astro/muhurta';
import styles from './Panchang.module.scss';
import { timeText } from './time-format';

// One day's panchang, every time in the place's local time (`data.timezone`), with the date added
// when a moment falls on another day.

function ElementRows({ label, list, time, paksha }: { label: string; list: (PanchangElementData & { paksha?: string })[]; time: (iso: string) => string; paksha?: boolean }) {
  return (
    <>
      {list.map((e, i) => (
        <tr key={`${label}-${i}`}>
          {i === 0 ? <th scope="row" rowSpan={list.length}>{label}</th> : null}
          <td>{paksha && e.paksha ? `${e.paksha} ${e.name}` : e.name}</td>
          <td>until {time(e.endsAt)}</td>
        </tr>
      ))}
    </>
  );
}

function spanText(span: PanchangSpanData | null, time: (iso: string) => string): string {
  return span ? `${time(span.start)} to ${time(span.end)}` : 'Not on this date';
}

export default function PanchangDay({ data }: { data: PanchangData }) {
  const time = (iso: string) => timeText(iso, data.timezone, data.date);
  const maybe = (iso: string | null, none: string) => (iso ? time(iso) : none);
  return (
    <div className={styles.panchang} data-testid="panchang-day">
      {data.polarNote ? (
        <p className={styles.note} role="note">
          {data.polarNote}
        </p>
      ) : null}
      <section aria-labelledby="sun-moon">
        <h2 id="sun-moon">Sun and Moon</h2>
        <dl className={styles.facts}>
          <div><dt>Sunrise</dt><dd data-testid="sunrise">{maybe(data.sunrise, 'No sunrise')}</dd></div>
          <div><dt>Sunset</dt><dd data-testid="sunset">{maybe(data.sunset, 'No sunset')}</dd></div>
          <div><dt>Moonrise</dt><dd>{maybe(data.moonrise, 'No moonrise on this date')}</dd></div>
          <div><dt>Moonset</dt><dd>{maybe(data.moonset, 'No moonset on this date')}</dd></div>
          <div><dt>Next sunrise</dt><dd>{maybe(data.nextSunrise, 'None within a day')}</dd></div>
          <div><dt>Weekday (vara)</dt><dd>{data.weekday}</dd></div>
          <div><dt>Sun sign</dt><dd>{data.sunSign}</dd></div>
          <div><dt>Moon sign</dt><dd>{data.moonSign}</dd></div>
        </dl>
      </section>

      <section aria-labelledby="limbs">
        <h2 id="limbs">Tithi, nakshatra, yoga and karana</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="panchang-limbs">
            <thead>
              <tr><th scope="col">Element</th><th scope="col">Name</th><th scope="col">Ends</th></tr>
            </thead>
            <tbody>
              <ElementRows label="Tithi" list={data.tithis} time={time} paksha />
              <ElementRows label="Nakshatra" list={data.nakshatras} time={time} />
              <ElementRows label="Yoga" list={data.yogas} time={time} />
              <ElementRows label="Karana" list={data.karanas} time={time} />
            </tbody>
          </table>
        </div>
      </section>

      {data.rahuKaal ? (
        <section aria-labelledby="muhurta">
          <h2 id="muhurta">Times to avoid and the auspicious hour</h2>
          <dl className={styles.facts}>
            <div><dt>Rahu kaal</dt><dd data-testid="rahu-kaal">{spanText(data.rahuKaal, time)}</dd></div>
            <div><dt>Yamaganda</dt><dd>{spanText(data.yamaganda, time)}</dd></div>
            <div><dt>Gulika kaal</dt><dd>{spanText(data.gulikaKaal, time)}</dd></div>
            <div><dt>Abhijit muhurta</dt><dd>{spanText(data.abhijit, time)}</dd></div>
          </dl>
        </section>
      ) : null}

      {data.choghadiya.day.length ? (
        <section aria-labelledby="choghadiya">
          <h2 id="choghadiya">Choghadiya</h2>
          <div className={styles.twoColumns}>
            {(['day', 'night'] as const).map((part) => (
              <div key={part} className={styles.tableWrap}>
                <table className={styles.table} data-testid={`choghadiya-${part}`}>
                  <caption>{part === 'day' ? 'Day (sunrise to sunset)' : 'Night (sunset to next sunrise)'}</caption>
                  <thead>
                    <tr><th scope="col">Choghadiya</th><th scope="col">From</th><th scope="col">To</th></tr>
                  </thead>
                  <tbody>
                    {data.choghadiya[part].map((c) => {
                      const quality = CHOGHADIYA_QUALITY[c.name];
                      return (
                        <tr key={c.start}>
                          <td className={quality === 'good' ? styles.good : quality === 'bad' ? styles.bad : undefined}>
                            {c.name} <span className="visually-hidden">({quality})</span>
                          </td>
                          <td>{time(c.start)}</td>
                          <td>{time(c.end)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            ))}
          </div>
          <p>Amrit, Shubh and Labh are good; Char is neutral; Udveg, Kaal and Rog are best avoided for new work.</p>
        </section>
      ) : null}
    </div>
  );
}
