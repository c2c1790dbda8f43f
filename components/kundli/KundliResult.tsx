import { describeManglik, formatDashaDate, formatDms, formatYearSpan } from '@/lib/astro/format';
import { SIGNS } from '@/lib/astro/zodiac';
import { birthLine, PLANET_COLUMNS, planetRows, type KundliData } from '@/lib/contract/kundli';
import { NorthIndianChart, SouthIndianChart } from './ChartDiagrams';
import { diagramInput, navamsaDiagramInput } from '@/lib/astro/chart-input';
import styles from './KundliResult.module.scss';

/** The whole chart: diagrams, planets, panchang, dashas and Manglik status. Server-rendered. */
export default function KundliResult({ kundli, currentDashaStart }: { kundli: KundliData; currentDashaStart?: string | null }) {
  const { chart } = kundli;
  const current = chart.vimshottari.mahadashas.find((m) => m.start === currentDashaStart);
  return (
    <div className={styles.result}>
      <section aria-labelledby="birth-details" className={`card ${styles.summary}`}>
        <h2 id="birth-details">{kundli.name}</h2>
        <p>{birthLine(kundli)}</p>
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
          <NorthIndianChart chart={navamsaDiagramInput(chart)} title="Navamsa (D9) chart" />
        </div>
      </section>

      <section aria-labelledby="planets-title">
        <h2 id="planets-title">Planets</h2>
        {/* On a phone each row becomes a card whose cells carry their column's name (data-label). */}
        <table className={styles.table}>
          <thead>
            <tr>
              {PLANET_COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {planetRows(chart).map(([name, ...cells]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {cells.map((cell, i) => (
                  <td key={PLANET_COLUMNS[i + 1]} data-label={PLANET_COLUMNS[i + 1]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
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
          <p>{describeManglik(chart.manglik)}</p>
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
                  <strong>{m.lord}</strong> mahadasha: {formatDashaDate(m.start)} – {formatDashaDate(m.end)}
                  {m === current && <span className={styles.now}> (now)</span>}
                </summary>
                <ul>
                  {m.antardashas.map((a) => (
                    <li key={a.start}>
                      {m.lord}–{a.lord}: {formatDashaDate(a.start)} – {formatDashaDate(a.end)}
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
