import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import type { FestivalDay } from '@/lib/astro/festivals/types';
import { FESTIVAL_YEARS } from '@/lib/astro/festivals/types';
import { festivalFeedPath, festivalPath, festivalYearPath, FESTIVAL_FILTER_NAMES, matchesFilter, type FestivalFilter } from '@/lib/festival-address';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { MAIN_CITIES, MAIN_CITY_TIMEZONE, mainCityName, type MainCity } from '@/lib/places/main-cities';
import { monthText } from '../panchang/time-format';
import DayTable from './DayTable';
import { dayOrPeriodText, muhurtaText } from './festival-text';
import styles from './Festivals.module.scss';

// A year's festivals and vrats for a main city, month by month, with the city picker (a GET form)
// and the kind filters (links): no script, so the page stays a cached server page.

interface Props {
  year: number;
  city: MainCity;
  filter: FestivalFilter;
  days: FestivalDay[];
  lang: Locale;
}

function byMonth(days: FestivalDay[]): [string, FestivalDay[]][] {
  const months = new Map<string, FestivalDay[]>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), day]);
  }
  return [...months];
}

export default async function FestivalYear({ year, city, filter, days, lang }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'Festivals' });
  const cityName = mainCityName(city, lang);
  const shown = days.filter((d) => matchesFilter(d.kind, filter));
  const place = { latitude: city.latitude, longitude: city.longitude, timezone: MAIN_CITY_TIMEZONE };
  return (
    <div className={`container page ${styles.festivals}`}>
      <h1>{t('title', { year })}</h1>
      <p className="lead">{t('lead', { city: cityName })}</p>

      <form method="get" action={localePath(festivalYearPath(year), lang)} className={styles.picker}>
        <div>
          <label htmlFor="festival-city">{t('cityLabel')}</label>
          <select id="festival-city" name="city" defaultValue={city.slug}>
            {MAIN_CITIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {mainCityName(c, lang)}
              </option>
            ))}
          </select>
        </div>
        {filter !== 'all' ? <input type="hidden" name="kind" value={filter} /> : null}
        <button type="submit" className="btn">
          {t('show')}
        </button>
      </form>

      <nav aria-label={t('kindsLabel')}>
        <ul className={styles.filters}>
          {FESTIVAL_FILTER_NAMES.map((f) => (
            <li key={f}>
              <Link href={festivalYearPath(year, { city: city.slug, filter: f })} aria-current={f === filter ? 'page' : undefined} prefetch={false}>
                {t(`kinds.${f}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={`notice ${styles.feed}`} aria-labelledby="festival-feed">
        <h2 id="festival-feed">{t('calendarHeading')}</h2>
        <p>
          <a href={festivalFeedPath(year, place, lang)} data-testid="festival-feed" download>
            {t('addToCalendar')}
          </a>
        </p>
        <p>{t('calendarHint', { city: cityName })}</p>
      </section>

      {shown.length === 0 ? <p>{t('none', { year })}</p> : null}
      {byMonth(shown).map(([month, list]) => (
        <section key={month} aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`}>{monthText(month, lang)}</h2>
          <DayTable
            testId="festival-month"
            columns={{ head: t('columns.name'), date: t('columns.date'), muhurta: t('columns.muhurta') }}
            rows={list.map((day) => ({
              key: `${day.key}-${day.date}`,
              head: (
                <Link href={festivalPath(year, day.key)} prefetch={false}>
                  {day.name[lang]}
                </Link>
              ),
              date: <time dateTime={day.date}>{dayOrPeriodText(day, lang, (v) => t('period', v))}</time>,
              muhurta: muhurtaText(day, MAIN_CITY_TIMEZONE, lang) ?? t('noMuhurta'),
            }))}
          />
        </section>
      ))}

      <nav aria-label={t('yearsNav')} className={styles.years}>
        {year > FESTIVAL_YEARS.from ? (
          <Link href={festivalYearPath(year - 1, { city: city.slug, filter })} rel="prev" prefetch={false}>
            ← {t('previousYear', { year: year - 1 })}
          </Link>
        ) : (
          <span />
        )}
        <Link href={`/panchang/${city.slug}`} prefetch={false}>
          {t('panchangLink', { city: cityName })}
        </Link>
        {year < FESTIVAL_YEARS.to ? (
          <Link href={festivalYearPath(year + 1, { city: city.slug, filter })} rel="next" prefetch={false}>
            {t('nextYear', { year: year + 1 })} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
