import { formatDms, formatYearSpan } from '@/lib/astro/format';
import { GRAHAS, SIGNS } from '@/lib/astro/zodiac';
import type { KundliData } from '@/lib/contract/kundli';
import { NorthIndianChart, SouthIndianChart } from './ChartDiagrams';
import { diagramInput } from '@/lib/astro/chart-input';
import styles from './KundliResult.module.scss';


const dateFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const shortDate = (iso: string) => dateFmt.format(new Date(iso));

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** The whole chart: diagrams, planets, panchang, dashas and Manglik status. Server-rendered. */
export default function KundliResult({ kundli, currentDashaStart }: { kundli: KundliData; currentDashaStart?: string | null }) {
  const { chart } = kundli;
  const current = chart.vimshottari.mahadashas.find((m) => m.start === currentDashaStart);
  return (
    <div className={styles.result}>
      <section aria-labelledby="birth-details" className={`card ${styles.summary}`}>
        <h2 id="birth-details">{kundli.name}</h2>
        <p>
          Born {kundli.day}/{kundli.month}/{kundli.year} at {pad(kundli.hours)}:{pad(kundli.minutes)}:{pad(kundli.seconds)} (UTC{kundli.timezone}) in {kundli.birthPlace} (
          {kundli.latitude.toFixed(4)}, {kundli.longitude.toFixed(4)})
        </p>
        <dl className={styles.keyFacts}>
          <div>
            <dt>Lagna (ascendant)</dt>
            <dd>
              {chart.ascendant.sign} {formatDms(chart.ascendant.degreeInSign)}
            </dd>
          </div>
          <div>
            <dt>Moon sign (rashi)</dt>
            <dd>{chart.moonSign}</dd>
          </div>
          <div>
            <dt>Sun sign (sidereal)</dt>
            <dd>{chart.sunSign}</dd>
          </div>
          <div>
            <dt>Nakshatra</dt>
            <dd>
              {chart.moonNakshatra.name}, pada {chart.moonNakshatra.pada}
            </dd>
          </div>
          <div>
            <dt>Manglik</dt>
            <dd>{chart.manglik.isManglik ? 'Yes' : 'No'}</dd>
          </div>
          {current && (
            <div>
              <dt>Current dasha</dt>
              <dd>{current.lord} mahadasha</dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby="charts-title">
        <h2 id="charts-title">Birth chart</h2>
        <div className={styles.diagrams}>
          <NorthIndianChart chart={diagramInput(chart)} />
          <SouthIndianChart chart={diagramInput(chart)} />
        </div>
      </section>

      <section aria-labelledby="planets-title">
        <h2 id="planets-title">Planets</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Graha</th>
                <th scope="col">Sign</th>
                <th scope="col">Degree</th>
                <th scope="col">Nakshatra (pada)</th>
                <th scope="col">House</th>
                <th scope="col">Navamsa</th>
                <th scope="col">Motion</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Lagna</th>
                <td>{chart.ascendant.sign}</td>
                <td>{formatDms(chart.ascendant.degreeInSign)}</td>
                <td>
                  {chart.ascendant.nakshatra} ({chart.ascendant.pada})
                </td>
                <td>1</td>
                <td>{chart.navamsa.Ascendant ?? '—'}</td>
                <td>—</td>
              </tr>
              {GRAHAS.map((g) => {
                const p = chart.planets[g]!;
                return (
                  <tr key={g}>
                    <th scope="row">{g}</th>
                    <td>{p.sign}</td>
                    <td>{formatDms(p.degreeInSign)}</td>
                    <td>
                      {p.nakshatra} ({p.pada})
                    </td>
                    <td>{p.house}</td>
                    <td>{chart.navamsa[g] ?? '—'}</td>
                    <td>{p.retrograde ? 'Retrograde' : 'Direct'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className={styles.note}>
          Sidereal positions, Lahiri ayanamsa {formatDms(chart.ayanamsa.mean)}; whole-sign houses; Rahu is the mean node.
        </p>
      </section>

      <section aria-labelledby="panchang-title" className="split">
        <div>
          <h2 id="panchang-title">Panchang at birth</h2>
          <dl className={styles.list}>
            <div>
              <dt>Tithi</dt>
              <dd>
                {chart.panchang.paksha} {chart.panchang.tithiName}
              </dd>
            </div>
            <div>
              <dt>Vaar (weekday)</dt>
              <dd>{chart.panchang.weekday}</dd>
            </div>
            <div>
              <dt>Nakshatra</dt>
              <dd>{chart.moonNakshatra.name}</dd>
            </div>
            <div>
              <dt>Yoga</dt>
              <dd>{chart.panchang.yogaName}</dd>
            </div>
            <div>
              <dt>Karana</dt>
              <dd>{chart.panchang.karana}</dd>
            </div>
          </dl>
        </div>
        <div>
          <h2>Manglik status</h2>
          <p>
            {chart.manglik.isManglik
              ? `Mars is in house ${chart.manglik.marsHouseFromLagna} from the Lagna, so the chart is Manglik by the usual rule (houses 1, 2, 4, 7, 8 or 12).`
              : `Mars is in house ${chart.manglik.marsHouseFromLagna} from the Lagna, so the chart is not Manglik by the usual rule.`}{' '}
            From the Moon: house {chart.manglik.marsHouseFromMoon}; from Venus: house {chart.manglik.marsHouseFromVenus}. Many astrologers also weigh cancelling factors before drawing conclusions.
          </p>
        </div>
      </section>

      <section aria-labelledby="dasha-title">
        <h2 id="dasha-title">Vimshottari dasha</h2>
        <p>
          Starting dasha: {chart.vimshottari.startLord}, with {formatYearSpan(chart.vimshottari.balanceYears)} remaining at birth.
        </p>
        <ul className={styles.dashas}>
          {chart.vimshottari.mahadashas.map((m) => (
            <li key={m.start}>
              <details open={m === current}>
                <summary>
                  <strong>{m.lord}</strong> mahadasha: {shortDate(m.start)} – {shortDate(m.end)}
                  {m === current && <span className={styles.now}> (now)</span>}
                </summary>
                <ul>
                  {m.antardashas.map((a) => (
                    <li key={a.start}>
                      {m.lord}–{a.lord}: {shortDate(a.start)} – {shortDate(a.end)}
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </section>
      <p className={styles.note}>Signs: {SIGNS.map((s, i) => `${i + 1} ${s}`).join(', ')} (the numbers in the North Indian chart).</p>
    </div>
  );
}
