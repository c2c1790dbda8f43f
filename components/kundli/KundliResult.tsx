import { AYANAMSA_NAMES, DEFAULT_AYANAMSA } from '@/lib/astro/ayanamsas/names';
import type { ChartStyle } from '@/lib/astro/chart-layout';
import { describeManglik, formatDms } from '@/lib/astro/format';
import { VARGA_METHODS, VARGAS } from '@/lib/astro/vargas';
import { GRAHAS, NAKSHATRA_SPAN, SIGNS } from '@/lib/astro/zodiac';
import { birthLine, PLANET_COLUMNS, planetRows, type KundliData, type KundliReadChart } from '@/lib/contract/kundli';
import AshtakavargaTable from './AshtakavargaTable';
import ChartChooser, { type ChartChooserData } from './ChartChooser';
import DashaSection from './DashaSection';
import DignityTable from './DignityTable';
import DoshaSection from './DoshaSection';
import KundliIndex from './KundliIndex';
import KundliSection from './KundliSection';
import { dateSpan } from './kundli-words';
import ReadingSection from './ReadingSection';
import RowTable from './RowTable';
import TransitSection from './TransitSection';
import VargaTable from './VargaTable';
import YogaSection from './YogaSection';
import styles from './KundliResult.module.scss';

/** The few values the chart island draws from (not the whole chart: its props travel to the browser). */
function chooserData(chart: KundliReadChart): ChartChooserData {
  return {
    ascendant: { signIndex: chart.ascendant.signIndex },
    planets: Object.fromEntries(GRAHAS.map((g) => [g, { signIndex: chart.planets[g].signIndex, retrograde: chart.planets[g].retrograde }])),
    vargas: chart.vargas,
    vargaNames: VARGAS.map((key) => ({ key, label: `${key} ${VARGA_METHODS[key].name}` })),
  };
}

/** The Manglik verdict in a few calm words for the Summary: from where Mars counts, and how many cancellations apply. */
function manglikInBrief(chart: KundliReadChart): string {
  const m = chart.doshas.manglik;
  if (!m.present) return 'No';
  const from = [m.fromLagna && 'the Lagna', m.fromMoon && 'the Moon', m.fromVenus && 'Venus'].filter(Boolean).join(' and ');
  const verdict = m.isManglik ? `Yes, from ${from}` : `From ${from} only, not the Lagna`;
  const n = m.cancellations.length;
  return n ? `${verdict}; ${n} cancellation${n === 1 ? '' : 's'} apply` : verdict;
}

function Summary({ kundli }: { kundli: KundliData }) {
  const { chart } = kundli;
  const moon = chart.planets.Moon;
  const mark = chart.vimshottari.current;
  const maha = mark ? chart.vimshottari.mahadashas[mark.maha] : undefined;
  const antar = mark ? maha?.antardashas[mark.antar] : undefined;
  const pratyantar = mark ? antar?.pratyantardashas?.[mark.pratyantar] : undefined;
  return (
    <KundliSection id="summary" className={`card ${styles.summary}`}>
      <p>{birthLine(kundli)}</p>
      <dl className={styles.keyFacts}>
        <div>
          <dt>Lagna</dt>
          <dd>
            {chart.ascendant.sign} {formatDms(chart.ascendant.degreeInSign)}
          </dd>
        </div>
        <div>
          <dt>Rasi (Moon sign)</dt>
          <dd>
            {chart.moonSign} · Moon at {formatDms(moon.degreeInSign)}
          </dd>
        </div>
        <div>
          <dt>Nakshatra</dt>
          <dd>
            {chart.moonNakshatra.name}, pada {chart.moonNakshatra.pada} · {formatDms(moon.longitude % NAKSHATRA_SPAN)} into the nakshatra
          </dd>
        </div>
        <div>
          <dt>Sun sign (sidereal)</dt>
          <dd>{chart.sunSign}</dd>
        </div>
        <div>
          <dt>Manglik</dt>
          <dd>{manglikInBrief(chart)}</dd>
        </div>
      </dl>
      {maha && antar && pratyantar && (
        <div className={styles.currentDasha}>
          <h3>Running now (Vimshottari)</h3>
          <ul>
            <li>
              Mahadasha: {maha.lord}, {dateSpan(maha)}
            </li>
            <li>
              Antardasha: {antar.lord}, {dateSpan(antar)}
            </li>
            <li>
              Pratyantar: {pratyantar.lord}, {dateSpan(pratyantar)}
            </li>
          </ul>
        </div>
      )}
      <h3>Panchang at birth</h3>
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
    </KundliSection>
  );
}

/** The whole chart in nine sections with an index, each section server-rendered; only the chart choice runs in the browser. */
export default function KundliResult({ kundli, chartStyle }: { kundli: KundliData; chartStyle: ChartStyle }) {
  const { chart } = kundli;
  const ayanamsa = AYANAMSA_NAMES[chart.ayanamsa.name ?? DEFAULT_AYANAMSA];
  return (
    <div className={styles.result}>
      <KundliIndex />
      <Summary kundli={kundli} />

      <KundliSection id="charts">
        <ChartChooser data={chooserData(chart)} initialStyle={chartStyle} />
        <p className={styles.note}>Signs: {SIGNS.map((s, i) => `${i + 1} ${s}`).join(', ')} (the numbers in the North Indian chart).</p>
        <VargaTable vargas={chart.vargas} />
      </KundliSection>

      <KundliSection id="planets">
        <RowTable label="Positions" columns={PLANET_COLUMNS} rows={planetRows(chart)} />
        <p className={styles.note}>
          Sidereal positions, {ayanamsa} ayanamsa {formatDms(chart.ayanamsa.mean)}; whole-sign houses; Rahu is the mean node.
        </p>
        <DignityTable dignities={chart.dignities} />
      </KundliSection>

      <DashaSection chart={chart} />
      <DoshaSection chart={chart} manglikSentence={describeManglik(chart.manglik)} />
      <YogaSection yogas={chart.yogas} />
      <KundliSection id="ashtakavarga">
        <AshtakavargaTable ashtakavarga={chart.ashtakavarga} />
      </KundliSection>
      <TransitSection chart={chart} />
      <ReadingSection reading={chart.reading} />
    </div>
  );
}
