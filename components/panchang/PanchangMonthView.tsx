import Link from '@/components/ui/IntentLink';
import type { PanchangMonth } from '@/lib/astro/panchang-month';
import { panchangHref, type PanchangPlaceRef } from '@/lib/panchang-address';
import styles from './Panchang.module.scss';
import { clockText, shortDateText, timeText } from './time-format';

/** A month of panchang: each day's tithi and nakshatra at sunrise, and the marked days with their moments. */
export default function PanchangMonthView({ view, place, timezone }: { view: PanchangMonth; place: PanchangPlaceRef; timezone: string }) {
  const marked = view.days.flatMap((d) => d.marks);
  return (
    <div className={styles.panchang}>
      <section aria-labelledby="month-marks">
        <h2 id="month-marks">Purnima, Amavasya, Ekadashi and Sankranti</h2>
        <ul data-testid="month-marks">
          {marked.map((m) => (
            <li key={`${m.kind}-${m.moment}`}>
              <strong>{shortDateText(`${m.date}T12:00:00Z`, '+00:00')}</strong>: {m.label}
              {m.kind === 'sankranti' ? ' at ' : ', ends '}
              {timeText(m.moment, timezone, m.date)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="month-days">
        <h2 id="month-days">Day by day (at sunrise)</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="month-table">
            <thead>
              <tr><th scope="col">Date</th><th scope="col">Sunrise</th><th scope="col">Tithi</th><th scope="col">Nakshatra</th><th scope="col">Marked</th></tr>
            </thead>
            <tbody>
              {view.days.map((d) => (
                <tr key={d.date} className={d.marks.length ? styles.markedRow : undefined}>
                  <th scope="row">
                    <Link href={panchangHref(place, { date: d.date })}>{shortDateText(`${d.date}T12:00:00Z`, '+00:00')}</Link>
                  </th>
                  <td>{d.sunrise === null ? 'No sunrise' : clockText(d.sunrise, timezone)}</td>
                  <td>{d.tithi.paksha} {d.tithi.name}</td>
                  <td>{d.nakshatra.name}</td>
                  <td>
                    {d.marks.map((m) => (
                      <span key={m.kind} className={styles.mark}>{m.kind === 'sankranti' ? 'Sankranti' : m.label}</span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
