import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/IntentLink';
import JsonLd from '@/components/seo/JsonLd';
import type { FestivalDay } from '@/lib/astro/festivals/types';
import { festivalYearPath } from '@/lib/festival-address';
import { HREFLANG, type Locale } from '@/lib/i18n/locales';
import { MAIN_CITY_TIMEZONE, mainCityName, type MainCity } from '@/lib/places/main-cities';
import DayTable from './DayTable';
import { dayOrPeriodText, dayText, fullDayText, muhurtaText } from './festival-text';
import styles from './Festivals.module.scss';

// One festival's page: its days in the first city (New Delhi) with their muhurtas, its rule in plain
// words and the text it comes from, why the day was picked when two qualified, and its days in each
// of the main cities. A recurring vrat (Pradosh, Sankashti…) has one page for all its days of the year.

export interface CityDays {
  city: MainCity;
  days: FestivalDay[];
}

interface Props {
  year: number;
  /** The main cities' days of this festival, the first city first. */
  cities: CityDays[];
  lang: Locale;
  /** Absolute URLs (lib/seo absoluteUrl) for the structured data. */
  url: string;
  publisher: { name: string; url: string };
}

/** When the festival pages were first published (a computed page of any year is as old as the calendar). */
const PUBLISHED = '2026-11-27';

export default async function FestivalDetail({ year, cities, lang, url, publisher }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'Festivals' });
  const first = cities[0]!;
  const days = first.days;
  const day = days[0]!;
  const name = day.name[lang];
  const firstCity = mainCityName(first.city, lang);
  const dateOf = (d: FestivalDay) => dayOrPeriodText(d, lang, (v) => t('period', v));
  return (
    <article className={`container page ${styles.festivals}`}>
      <h1>{t('festival.title', { name, year })}</h1>
      {days.length === 1 ? (
        <p className="lead" data-testid="festival-date">
          {t('festival.inCity', { city: firstCity, date: day.endDate ? dateOf(day) : fullDayText(day.date, lang) })}
          {day.muhurta ? (
            <>
              <br />
              {muhurtaText(day, MAIN_CITY_TIMEZONE, lang)}
            </>
          ) : null}
        </p>
      ) : (
        <>
          <p className="lead">{t('festival.inCityMany', { city: firstCity, year, count: days.length })}</p>
          <ul data-testid="festival-dates">
            {days.map((d) => (
              <li key={d.date}>
                <time dateTime={d.date}>{dateOf(d)}</time>
                {d.name[lang] !== name ? ` · ${d.name[lang]}` : null}
                {d.muhurta ? ` · ${muhurtaText(d, MAIN_CITY_TIMEZONE, lang)}` : null}
              </li>
            ))}
          </ul>
        </>
      )}

      <section aria-labelledby="festival-rule">
        <h2 id="festival-rule">{t('festival.ruleHeading')}</h2>
        <p>{day.rule[lang]}</p>
        <p className={styles.muted}>
          {t('festival.source')}{' '}
          {/* The texts' names and chapters are written in English (romanised Sanskrit) in both languages. */}
          <cite lang={lang === 'en' ? undefined : 'en'}>{day.source}</cite>
        </p>
      </section>

      {days.some((d) => d.why) ? (
        <section aria-labelledby="festival-why">
          <h2 id="festival-why">{t('festival.whyHeading')}</h2>
          {days
            .filter((d) => d.why)
            .map((d) => (
              <p key={d.date}>
                {days.length > 1 ? `${dayText(d.date, lang)}: ` : null}
                {d.why![lang]}
              </p>
            ))}
        </section>
      ) : null}

      <section aria-labelledby="festival-cities">
        <h2 id="festival-cities">{t('festival.citiesHeading')}</h2>
        <p className={styles.muted}>{t('festival.citiesNote')}</p>
        <DayTable
          testId="festival-cities"
          columns={{ head: t('festival.city'), date: t('columns.date'), muhurta: t('columns.muhurta') }}
          rows={cities.map(({ city, days: list }) => ({
            key: city.slug,
            head: (
              <Link href={festivalYearPath(year, { city: city.slug })} prefetch={false}>
                {mainCityName(city, lang)}
              </Link>
            ),
            date: list.length ? list.map(dateOf).join('; ') : t('festival.notThisYear', { year }),
            muhurta: list.length === 1 ? (muhurtaText(list[0]!, MAIN_CITY_TIMEZONE, lang) ?? t('noMuhurta')) : t('noMuhurta'),
          }))}
        />
      </section>

      <p className={styles.years}>
        <Link href={festivalYearPath(year)} prefetch={false}>
          {t('festival.backToYear', { year })}
        </Link>
      </p>

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: t('festival.title', { name, year }),
          description: day.rule[lang],
          datePublished: PUBLISHED,
          inLanguage: HREFLANG[lang],
          url,
          mainEntityOfPage: url,
          about: { '@type': 'Event', name, startDate: day.date, ...(day.endDate ? { endDate: day.endDate } : {}), eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode', location: { '@type': 'Place', name: `${first.city.name}, India` }, description: t('festival.articleAbout') },
          author: { '@type': 'Organization', name: publisher.name, url: publisher.url },
          publisher: { '@type': 'Organization', name: publisher.name, url: publisher.url },
        }}
      />
    </article>
  );
}
