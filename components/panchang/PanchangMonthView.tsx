import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import { festivalLabelHi } from '@/lib/astro/hindi';
import type { PanchangMonth } from '@/lib/astro/panchang-month';
import { isLocale } from '@/lib/i18n/locales';
import { panchangHref, type PanchangPlaceRef } from '@/lib/panchang-address';
import styles from './Panchang.module.scss';
import { panchangWord, tithiText } from './names';
import { clockText, shortDateText, timeText } from './time-format';

/** A month of panchang: each day's tithi and nakshatra at sunrise, and the marked days with their moments. */
export default async function PanchangMonthView({ view, place, timezone }: { view: PanchangMonth; place: PanchangPlaceRef; timezone: string }) {
  const [t, locale] = await Promise.all([getTranslations('Panchang'), getLocale()]);
  const lang = isLocale(locale) ? locale : 'en';
  const marked = view.days.flatMap((d) => d.marks);
  const label = (m: (typeof marked)[number]) => (lang === 'hi' ? festivalLabelHi(m) : m.label);
  return (
    <div className={styles.panchang}>
      <section aria-labelledby="month-marks">
        <h2 id="month-marks">{t('marksTitle')}</h2>
        <ul data-testid="month-marks">
          {marked.map((m) => (
            <li key={`${m.kind}-${m.moment}`}>
              <strong>{shortDateText(`${m.date}T12:00:00Z`, '+00:00', lang)}</strong>
              {': '}
              {t(m.kind === 'sankranti' ? 'markAt' : 'markEnds', { label: label(m), time: timeText(m.moment, timezone, m.date, lang) })}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="month-days">
        <h2 id="month-days">{t('daysTitle')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="month-table">
            <thead>
              <tr><th scope="col">{t('date')}</th><th scope="col">{t('sunrise')}</th><th scope="col">{t('tithi')}</th><th scope="col">{t('nakshatra')}</th><th scope="col">{t('marked')}</th></tr>
            </thead>
            <tbody>
              {view.days.map((d) => (
                <tr key={d.date} className={d.marks.length ? styles.markedRow : undefined}>
                  <th scope="row">
                    <Link href={panchangHref(place, { date: d.date })}>{shortDateText(`${d.date}T12:00:00Z`, '+00:00', lang)}</Link>
                  </th>
                  <td>{d.sunrise === null ? t('noSunrise') : clockText(d.sunrise, timezone, lang)}</td>
                  <td>{tithiText(d.tithi, lang)}</td>
                  <td>{panchangWord('nakshatra', d.nakshatra.name, lang)}</td>
                  <td>
                    {d.marks.map((m) => (
                      <span key={m.kind} className={styles.mark}>{m.kind === 'sankranti' ? t('sankranti') : label(m)}</span>
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
