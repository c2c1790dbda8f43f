import { getLocale, getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import type { DisplayLanguage } from '@/lib/astro/format';
import type { FestivalDay } from '@/lib/astro/festivals/types';
import { WEEKDAYS } from '@/lib/astro/panchang';
import type { PanchangMonth, PanchangMonthDay } from '@/lib/astro/panchang-month';
import { isLocale } from '@/lib/i18n/locales';
import { panchangHref, type PanchangPlaceRef } from '@/lib/panchang-address';
import ClientMessages from '@/components/i18n/ClientMessages';
import MonthCountSetting from './MonthCountSetting';
import panchangStyles from './Panchang.module.scss';
import styles from './PanchangMonthView.module.scss';
import { muhurtaText } from '../festivals/festival-text';
import { MARK_SYMBOL, markPath, marksOf } from './day-marks';
import { lunarMonthText, panchangWord, tithiText } from './names';
import { longDateText, shortDateText } from './time-format';

// A month of panchang as a wall calendar: Sunday first, as Indian wall calendars print it; seven
// columns on a laptop, and on a phone the same weeks stacked, one day a row. Server-rendered, no
// script. Screen readers meet a list of weeks, each under a heading, each day with its full date,
// tithi and marks in words; the symbols beside the marks are for the eye only.

type T = Awaited<ReturnType<typeof getTranslations<'Panchang'>>>;

/** The distinct values in order, each once: the months a calendar month spans. */
function spanned(values: string[]): string[] {
  return values.filter((v, i) => v !== values[i - 1]);
}

/** Weeks of seven, Sunday first, with null where a week reaches into the month before or after. */
function weeksOf(days: PanchangMonthDay[]): (PanchangMonthDay | null)[][] {
  const cells: (PanchangMonthDay | null)[] = [...Array<null>(WEEKDAYS.indexOf(days[0]!.weekday)).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

function HinduMonths({ days, t, lang }: { days: PanchangMonthDay[]; t: T; lang: DisplayLanguage }) {
  const months = (count: 'amanta' | 'purnimanta') => spanned(days.map((d) => lunarMonthText(d.hinduMonth[count], lang))).join(' – ');
  const years = spanned(days.map((d) => String(d.vikram))).join('–');
  // Both counts are on the page; the reader's setting (MonthCountSetting) shows one.
  return (
    <div className={styles.hinduMonths} data-testid="month-hindu">
      <div className={panchangStyles.onlyPurnimanta}>
        <p className={styles.hinduMonthsMain}>{t('monthHindu', { months: months('purnimanta'), year: years })}</p>
        <p className={styles.hinduMonthsNote}>{t('monthHinduNote', { amanta: months('amanta') })}</p>
      </div>
      <div className={panchangStyles.onlyAmanta}>
        <p className={styles.hinduMonthsMain}>{t('monthHindu', { months: months('amanta'), year: years })}</p>
        <p className={styles.hinduMonthsNote}>{t('monthHinduNoteAmanta', { purnimanta: months('purnimanta') })}</p>
      </div>
      <ClientMessages namespaces={['PanchangPicker']}>
        <MonthCountSetting />
      </ClientMessages>
    </div>
  );
}

function DayCell({ day, festivals, today, place, t, lang }: { day: PanchangMonthDay; festivals: readonly FestivalDay[]; today: string | null; place: PanchangPlaceRef; t: T; lang: DisplayLanguage }) {
  const marks = marksOf(day.date, festivals);
  const isToday = day.date === today;
  return (
    <li className={`${styles.day} ${isToday ? styles.today : ''}`} data-testid="month-day" data-date={day.date} aria-current={isToday ? 'date' : undefined}>
      <Link href={panchangHref(place, { date: day.date })} className={styles.date} aria-label={longDateText(day.date, lang)}>
        <span className={styles.dayNumber}>{Number(day.date.slice(8))}</span>
        <span className={styles.dayWeekday}>{panchangWord('weekday', day.weekday, lang)}</span>
      </Link>
      <div className={styles.dayBody}>
        {isToday ? <p className={styles.todayLabel}>{t('today')}</p> : null}
        <p className={styles.tithi}>
          <span className="visually-hidden">{t('tithi')}: </span>
          {tithiText(day.tithi, lang)}
        </p>
        <p className={styles.nakshatra}>
          <span className="visually-hidden">{t('nakshatra')}: </span>
          {panchangWord('nakshatra', day.nakshatra.name, lang)}
        </p>
        {marks.length ? (
          <ul className={styles.marks} aria-label={t('dayMarks')}>
            {marks.map((m) => (
              <li key={m.key} className={`${styles.mark} ${styles[`mark_${m.kind}`] ?? ''}`} data-kind={m.kind} data-key={m.key}>
                {MARK_SYMBOL[m.kind] ? <span aria-hidden="true" className={styles.symbol}>{MARK_SYMBOL[m.kind]}</span> : null}
                <Link href={markPath(m)} prefetch={false}>{m.name[lang]}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** The month grid, then the month's festivals and vrats with their muhurtas (times in the place's zone). */
export default async function PanchangMonthView({ view, festivals, place, today }: { view: PanchangMonth; festivals: readonly FestivalDay[]; place: PanchangPlaceRef; today: string | null }) {
  const [t, locale] = await Promise.all([getTranslations('Panchang'), getLocale()]);
  const lang: DisplayLanguage = isLocale(locale) ? locale : 'en';
  const dayText = (d: PanchangMonthDay) => shortDateText(`${d.date}T12:00:00Z`, '+00:00', lang);
  return (
    <div className={styles.month}>
      <HinduMonths days={view.days} t={t} lang={lang} />
      <section aria-labelledby="month-days" className={styles.calendar}>
        <h2 id="month-days" className="visually-hidden">{t('daysTitle')}</h2>
        <div className={styles.weekdayHeads} aria-hidden="true" data-testid="month-weekdays">
          {WEEKDAYS.map((w) => (
            <span key={w}>{panchangWord('weekday', w, lang)}</span>
          ))}
        </div>
        <ol className={styles.weeks} data-testid="month-grid">
          {weeksOf(view.days).map((week) => {
            const shown = week.filter((d): d is PanchangMonthDay => d !== null);
            return (
              <li key={shown[0]!.date} className={styles.weekItem}>
                <h3 className={styles.weekHeading}>{t('weekOf', { from: dayText(shown[0]!), to: dayText(shown[shown.length - 1]!) })}</h3>
                <ol className={styles.week}>
                  {week.map((day, i) =>
                    day ? <DayCell key={day.date} day={day} festivals={festivals} today={today} place={place} t={t} lang={lang} /> : <li key={`blank-${i}`} className={styles.blank} aria-hidden="true" />,
                  )}
                </ol>
              </li>
            );
          })}
        </ol>
        <p className={styles.legend}>{t('monthLegend')}</p>
      </section>
      <section aria-labelledby="month-marks" className={styles.markList}>
        <h2 id="month-marks">{t('marksTitle')}</h2>
        <ul data-testid="month-marks">
          {festivals.map((f) => {
            const muhurta = muhurtaText(f, place.timezone, lang);
            return (
              <li key={`${f.key}-${f.date}`}>
                <strong>{shortDateText(`${f.date}T12:00:00Z`, '+00:00', lang)}</strong>
                {': '}
                <Link href={markPath(f)} prefetch={false}>{f.name[lang]}</Link>
                {muhurta ? ` (${muhurta})` : null}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
