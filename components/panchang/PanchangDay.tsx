import { getLocale, getTranslations } from 'next-intl/server';
import type { PanchangData, PanchangElementData, PanchangSankrantiData, PanchangSpanData } from '@/lib/contract/panchang';
import { sankrantiNameHi } from '@/lib/astro/hindi';
import type { DisplayLanguage } from '@/lib/astro/format';
import { CHOGHADIYA_QUALITY } from '@/lib/astro/muhurta';
import { ABHIJIT_BARRED_ON } from '@/lib/astro/calendar/day-periods';
import { isLocale } from '@/lib/i18n/locales';
import ClientMessages from '@/components/i18n/ClientMessages';
import MonthCountSetting from './MonthCountSetting';
import styles from './Panchang.module.scss';
import { lunarMonthText, panchangWord, tithiText } from './names';
import { timeText } from './time-format';

// One day's panchang, every time in the place's local time (`data.timezone`), with the date added
// when a moment falls on another day. Every word in the page's language.

type T = Awaited<ReturnType<typeof getTranslations<'Panchang'>>>;
type Kind = 'tithi' | 'nakshatra' | 'panchangYoga' | 'karana';

function ElementRows({ label, kind, list, time, t, lang }: { label: string; kind: Kind; list: (PanchangElementData & { paksha?: string })[]; time: (iso: string) => string; t: T; lang: DisplayLanguage }) {
  return (
    <>
      {list.map((e, i) => (
        <tr key={`${kind}-${i}`}>
          {i === 0 ? <th scope="row" rowSpan={list.length}>{label}</th> : null}
          <td>{kind === 'tithi' ? tithiText(e, lang) : panchangWord(kind, e.name, lang)}</td>
          <td>{t('until', { time: time(e.endsAt) })}</td>
        </tr>
      ))}
    </>
  );
}

/**
 * The day's and the night's spans side by side (the choghadiya, the horas): a name and its start and
 * end, a good or bad one marked by colour and, for screen readers, in words.
 */
function DayNightTables<R extends PanchangSpanData>({ id, heading, t, rows, name, quality, time }: { id: string; heading: string; t: T; rows: { day: R[]; night: R[] }; name: (row: R) => string; quality?: (row: R) => 'good' | 'neutral' | 'bad'; time: (iso: string) => string }) {
  return (
    <div className={styles.twoColumns}>
      {(['day', 'night'] as const).map((part) => (
        <div key={part} className={styles.tableWrap}>
          <table className={styles.table} data-testid={`${id}-${part}`}>
            <caption>{part === 'day' ? t('dayPart') : t('nightPart')}</caption>
            <thead>
              <tr><th scope="col">{heading}</th><th scope="col">{t('from')}</th><th scope="col">{t('to')}</th></tr>
            </thead>
            <tbody>
              {rows[part].map((row) => {
                const q = quality?.(row);
                return (
                  <tr key={row.start}>
                    <td className={q === 'good' ? styles.good : q === 'bad' ? styles.bad : undefined}>
                      {name(row)}
                      {q ? <> <span className="visually-hidden">({t(`quality.${q}`)})</span></> : null}
                    </td>
                    <td>{time(row.start)}</td>
                    <td>{time(row.end)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

const PUNYA_GHATIS_TEXT = { Capricorn: 'punyaGhatisMakara', Cancer: 'punyaGhatisKarka' } as const;

/** The Sun's entry into a sign this panchang day, and when its punya kaal is kept. */
function SankrantiSection({ sankranti: s, t, lang, time }: { sankranti: PanchangSankrantiData; t: T; lang: DisplayLanguage; time: (iso: string) => string }) {
  const name = lang === 'hi' ? sankrantiNameHi(s.sign) : s.name;
  const span = t('span', { start: time(s.punyaKaal.start), end: time(s.punyaKaal.end) });
  const ghatis = t(PUNYA_GHATIS_TEXT[s.sign as keyof typeof PUNYA_GHATIS_TEXT] ?? 'punyaGhatisOther');
  const why = s.day === 'same' ? t('punyaSame', { ghatis }) : t(s.day === 'previous' ? 'punyaPrevious' : 'punyaNext');
  return (
    <section aria-labelledby="sankranti" data-testid="sankranti">
      <h2 id="sankranti">{t('sankrantiTitle', { name })}</h2>
      <p>{t('sankrantiMoment', { sign: panchangWord('sign', s.sign, lang), time: time(s.moment) })}</p>
      <dl className={styles.facts}>
        <div><dt>{t('punyaKaal')}</dt><dd data-testid="punya-kaal">{span}</dd></div>
      </dl>
      <p data-testid="punya-kaal-why">{why}</p>
    </section>
  );
}

export default async function PanchangDay({ data }: { data: PanchangData }) {
  const [t, locale] = await Promise.all([getTranslations('Panchang'), getLocale()]);
  const lang: DisplayLanguage = isLocale(locale) ? locale : 'en';
  const time = (iso: string) => timeText(iso, data.timezone, data.date, lang);
  const maybe = (iso: string | null, none: string) => (iso ? time(iso) : none);
  const spanText = (span: PanchangSpanData | null) => (span ? t('span', { start: time(span.start), end: time(span.end) }) : t('notOnDate'));
  // English keeps the API's note word for word; Hindi has its own.
  const polarNote = data.polar && lang === 'hi' ? t(data.polar === 'polar-night' ? 'polarNight' : 'midnightSun') : data.polarNote;
  return (
    <div className={styles.panchang} data-testid="panchang-day">
      {polarNote ? (
        <p className={styles.note} role="note">
          {polarNote}
        </p>
      ) : null}
      <section aria-labelledby="sun-moon">
        <h2 id="sun-moon">{t('sunMoon')}</h2>
        <dl className={styles.facts}>
          <div><dt>{t('sunrise')}</dt><dd data-testid="sunrise">{maybe(data.sunrise, t('noSunrise'))}</dd></div>
          <div><dt>{t('sunset')}</dt><dd data-testid="sunset">{maybe(data.sunset, t('noSunset'))}</dd></div>
          <div><dt>{t('moonrise')}</dt><dd>{maybe(data.moonrise, t('noMoonrise'))}</dd></div>
          <div><dt>{t('moonset')}</dt><dd>{maybe(data.moonset, t('noMoonset'))}</dd></div>
          <div><dt>{t('nextSunrise')}</dt><dd>{maybe(data.nextSunrise, t('noNextSunrise'))}</dd></div>
          <div><dt>{t('weekday')}</dt><dd data-testid="weekday">{panchangWord('weekday', data.weekday, lang)}</dd></div>
          <div><dt>{t('sunSign')}</dt><dd>{panchangWord('sign', data.sunSign, lang)}</dd></div>
          <div><dt>{t('moonSign')}</dt><dd>{panchangWord('sign', data.moonSign, lang)}</dd></div>
        </dl>
      </section>

      <section aria-labelledby="hindu-calendar">
        <h2 id="hindu-calendar">{t('calendarTitle')}</h2>
        <dl className={styles.facts} data-testid="hindu-calendar">
          {(['purnimanta', 'amanta'] as const).map((count) => (
            <div key={count} className={count === 'amanta' ? styles.onlyAmanta : styles.onlyPurnimanta}>
              <dt>{t(count)}</dt>
              <dd>{t('monthPaksha', { month: lunarMonthText(data.hinduMonth[count], lang), paksha: panchangWord('paksha', data.hinduMonth[count].paksha, lang) })}</dd>
            </div>
          ))}
          <div><dt>{t('vikram')}</dt><dd>{t('yearWithName', { year: String(data.samvat.vikram), name: panchangWord('samvatsara', data.samvat.samvatsara, lang) })}</dd></div>
          <div><dt>{t('shaka')}</dt><dd>{String(data.samvat.shaka)}</dd></div>
          <div><dt>{t('samvatsaraSouth')}</dt><dd>{panchangWord('samvatsara', data.samvat.samvatsaraSouth, lang)}</dd></div>
          <div><dt>{t('ritu')}</dt><dd>{panchangWord('ritu', data.ritu, lang)}</dd></div>
          <div><dt>{t('ayana')}</dt><dd>{panchangWord('ayana', data.ayana, lang)}</dd></div>
        </dl>
        <ClientMessages namespaces={['PanchangPicker']}>
          <MonthCountSetting />
        </ClientMessages>
        {data.hinduMonth.kshaya ? <p>{t('kshayaNote', { month: panchangWord('lunarMonth', data.hinduMonth.kshaya, lang) })}</p> : null}
      </section>

      {data.sankranti ? <SankrantiSection sankranti={data.sankranti} t={t} lang={lang} time={time} /> : null}

      <section aria-labelledby="limbs">
        <h2 id="limbs">{t('limbs')}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="panchang-limbs">
            <thead>
              <tr><th scope="col">{t('element')}</th><th scope="col">{t('name')}</th><th scope="col">{t('ends')}</th></tr>
            </thead>
            <tbody>
              <ElementRows label={t('tithi')} kind="tithi" list={data.tithis} time={time} t={t} lang={lang} />
              <ElementRows label={t('nakshatra')} kind="nakshatra" list={data.nakshatras} time={time} t={t} lang={lang} />
              <ElementRows label={t('yoga')} kind="panchangYoga" list={data.yogas} time={time} t={t} lang={lang} />
              <ElementRows label={t('karana')} kind="karana" list={data.karanas} time={time} t={t} lang={lang} />
            </tbody>
          </table>
        </div>
      </section>

      {data.rahuKaal ? (
        <section aria-labelledby="muhurta">
          <h2 id="muhurta">{t('muhurta')}</h2>
          <dl className={styles.facts}>
            <div><dt>{t('rahuKaal')}</dt><dd data-testid="rahu-kaal">{spanText(data.rahuKaal)}</dd></div>
            <div><dt>{t('yamaganda')}</dt><dd>{spanText(data.yamaganda)}</dd></div>
            <div><dt>{t('gulikaKaal')}</dt><dd>{spanText(data.gulikaKaal)}</dd></div>
            <div>
              <dt>{t('abhijit')}</dt>
              <dd>{data.weekday === ABHIJIT_BARRED_ON ? t('abhijitWednesday', { span: spanText(data.abhijit) }) : spanText(data.abhijit)}</dd>
            </div>
            <div><dt>{t('brahmaMuhurta')}</dt><dd data-testid="brahma-muhurta">{spanText(data.brahmaMuhurta)}</dd></div>
            <div><dt>{t('vijayaMuhurta')}</dt><dd>{spanText(data.vijayaMuhurta)}</dd></div>
            <div><dt>{t('nishita')}</dt><dd>{spanText(data.nishita)}</dd></div>
            <div><dt>{t('godhuli')}</dt><dd data-testid="godhuli">{spanText(data.godhuli)}</dd></div>
            <div>
              <dt>{t('durmuhurat')}</dt>
              <dd data-testid="durmuhurat">{data.durmuhurat.map((d) => spanText(d)).join('; ')}</dd>
            </div>
            <div>
              <dt>{t('varjyam')}</dt>
              <dd data-testid="varjyam">{data.varjyam.length ? data.varjyam.map((d) => spanText(d)).join('; ') : t('noneToday')}</dd>
            </div>
            <div>
              <dt>{t('amritKaal')}</dt>
              <dd data-testid="amrit-kaal">{data.amritKaal.length ? data.amritKaal.map((d) => spanText(d)).join('; ') : t('noneToday')}</dd>
            </div>
          </dl>
        </section>
      ) : null}

      {data.hora.length ? (
        <section aria-labelledby="hora">
          <h2 id="hora">{t('horaTitle')}</h2>
          <DayNightTables
            id="hora"
            heading={t('hora')}
            t={t}
            rows={{ day: data.hora.slice(0, 12), night: data.hora.slice(12) }}
            name={(h) => panchangWord('graha', h.lord, lang)}
            time={time}
          />
          <p>{t('horaNote')}</p>
        </section>
      ) : null}

      {data.choghadiya.day.length ? (
        <section aria-labelledby="choghadiya">
          <h2 id="choghadiya">{t('choghadiya')}</h2>
          <DayNightTables
            id="choghadiya"
            heading={t('choghadiya')}
            t={t}
            rows={data.choghadiya}
            name={(c) => panchangWord('choghadiya', c.name, lang)}
            quality={(c) => CHOGHADIYA_QUALITY[c.name]}
            time={time}
          />
          <p>{t('choghadiyaNote')}</p>
        </section>
      ) : null}
    </div>
  );
}
