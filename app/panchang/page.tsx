import type { Metadata } from 'next';
import Link from '@/components/ui/IntentLink';
import HowWeCalculate from '@/components/panchang/HowWeCalculate';
import PanchangDay from '@/components/panchang/PanchangDay';
import PanchangMonthView from '@/components/panchang/PanchangMonthView';
import PanchangPicker from '@/components/panchang/PanchangPicker';
import styles from '@/components/panchang/Panchang.module.scss';
import { longDateText, monthText } from '@/components/panchang/time-format';
import { parseCivilDate, PANCHANG_YEARS } from '@/lib/astro/panchang-range';
import { panchangHref } from '@/lib/panchang-address';
import { DEFAULT_PANCHANG_CITY, MAIN_CITIES } from '@/lib/places/main-cities';
import { pageMetadata } from '@/lib/seo';
import { choiceOfCity, getDailyPanchang, getPanchangMonth, offsetOnDate, resolvePanchangPlace, todayIn } from '@/lib/server/services/panchang';

export const metadata: Metadata = pageMetadata({
  title: 'Panchang: Tithi, Nakshatra, Rahu Kaal and Choghadiya for Any Place and Date',
  description: 'Daily panchang for any place and date from 1900 to 2100: sunrise, sunset, moonrise, tithi, nakshatra, yoga and karana with their end times, Rahu kaal, Yamaganda, Gulika, Abhijit and choghadiya, plus a month view with Purnima, Amavasya, Ekadashi and Sankranti.',
  path: '/panchang',
});

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

function inRange(year: number): boolean {
  return year >= PANCHANG_YEARS.from && year <= PANCHANG_YEARS.to;
}

export default async function PanchangPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const named = resolvePanchangPlace({ place: one(search.place), lat: one(search.lat), lon: one(search.lon), tz: one(search.tz), name: one(search.name) });
  const place = named ?? choiceOfCity(DEFAULT_PANCHANG_CITY);
  const today = todayIn(place.timezone);

  const monthParam = one(search.month);
  const month = monthParam && /^\d{4}-\d{2}$/.test(monthParam) && parseCivilDate(`${monthParam}-01`) && inRange(Number(monthParam.slice(0, 4))) ? monthParam : undefined;
  const dateParam = one(search.date);
  const parsed = dateParam ? parseCivilDate(dateParam) : null;
  const date = parsed && inRange(parsed[0]) ? dateParam! : today;
  const badAddress = (dateParam && date !== dateParam) || (monthParam && !month) || ((search.place || search.lat) && !named);

  return (
    <div className="container page">
      <h1>Panchang</h1>
      <p className="lead">
        The Hindu almanac for any place and date: sunrise and sunset, tithi, nakshatra, yoga and karana with the moments they end, Rahu kaal and the choghadiya.
      </p>
      <PanchangPicker place={place} date={month ? `${month}-01` : date} month={month} placeInAddress={Boolean(named)} />
      {badAddress ? (
        <p className="message-error" role="alert">
          The address named a date, month or place we could not read, so today&apos;s panchang is shown instead. Dates run from 1900 to 2100.
        </p>
      ) : null}

      {month ? (
        <MonthSection month={month} place={place} />
      ) : (
        <DaySection date={date} place={place} />
      )}

      <section aria-labelledby="city-panchang" className={styles.panchang}>
        <h2 id="city-panchang">Today&apos;s panchang in Indian cities</h2>
        <ul className={styles.cityList}>
          {MAIN_CITIES.map((c) => (
            <li key={c.slug}>
              <Link href={`/panchang/${c.slug}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <HowWeCalculate />
    </div>
  );
}

function DaySection({ date, place }: { date: string; place: ReturnType<typeof choiceOfCity> }) {
  const data = getDailyPanchang({ date, latitude: place.latitude, longitude: place.longitude, timezone: offsetOnDate(place.timezone, date) });
  return (
    <section aria-labelledby="panchang-title">
      <h2 id="panchang-title" data-testid="panchang-title">
        {longDateText(date)}, {place.label}
      </h2>
      <p>Times are local time at {place.label} (UTC{data.timezone}).</p>
      <div className={styles.links}>
        <Link href={panchangHref(place, { month: date.slice(0, 7) })}>See {monthText(date.slice(0, 7))}</Link>
      </div>
      <PanchangDay data={data} />
    </section>
  );
}

function MonthSection({ month, place }: { month: string; place: ReturnType<typeof choiceOfCity> }) {
  const { view, timezone } = getPanchangMonth(month, place);
  return (
    <section aria-labelledby="panchang-title">
      <h2 id="panchang-title" data-testid="panchang-title">
        {monthText(month)}, {place.label}
      </h2>
      <p>Times are local time at {place.label} (UTC{timezone}).</p>
      <PanchangMonthView view={view} place={place} timezone={timezone} />
    </section>
  );
}
