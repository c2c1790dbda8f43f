import { useTranslations } from 'next-intl';
import { AYANAMSA_NAMES, DEFAULT_AYANAMSA } from '@/lib/astro/ayanamsas/names';
import type { ChartStyle } from '@/lib/astro/chart-layout';
import { describeManglik, formatDms } from '@/lib/astro/format';
import { readChartIn, readingInputFromDeepChart } from '@/lib/astro/reading';
import { yogasIn } from '@/lib/astro/yogas';
import { VARGA_METHODS, VARGAS } from '@/lib/astro/vargas';
import { GRAHAS, NAKSHATRA_SPAN, SIGNS } from '@/lib/astro/zodiac';
import { birthLineValues, planetRows, type KundliData, type KundliReadChart } from '@/lib/contract/kundli';
import AshtakavargaTable from './AshtakavargaTable';
import ChartChooser, { type ChartChooserData } from './ChartChooser';
import DashaSection from './DashaSection';
import DignityTable from './DignityTable';
import DoshaSection, { useManglikBases } from './DoshaSection';
import KundliIndex from './KundliIndex';
import KundliSection from './KundliSection';
import type { AstroWords } from './kundli-words';
import { useAstroWords } from './use-astro-words';
import ReadingSection from './ReadingSection';
import RowTable from './RowTable';
import TransitSection from './TransitSection';
import VargaTable from './VargaTable';
import YogaSection from './YogaSection';
import styles from './KundliResult.module.scss';

/** The few values the chart island draws from (not the whole chart: its props travel to the browser). */
function chooserData(chart: KundliReadChart, w: AstroWords): ChartChooserData {
  return {
    ascendant: { signIndex: chart.ascendant.signIndex },
    planets: Object.fromEntries(GRAHAS.map((g) => [g, { signIndex: chart.planets[g].signIndex, retrograde: chart.planets[g].retrograde }])),
    vargas: chart.vargas,
    vargaNames: VARGAS.map((key) => ({ key, label: `${key} ${w.lang === 'hi' ? w.varga(key) : VARGA_METHODS[key].name}` })),
  };
}

/** The Manglik verdict in a few calm words for the Summary: from where Mars counts, and how many cancellations apply. */
function useManglikInBrief() {
  const t = useTranslations('Kundli.summary');
  const bases = useManglikBases();
  return (chart: KundliReadChart): string => {
    const m = chart.doshas.manglik;
    if (!m.present) return t('no');
    const verdict = m.isManglik ? t('manglikFrom', { from: bases(m) }) : t('manglikOnlyFrom', { from: bases(m) });
    const n = m.cancellations.length;
    if (!n) return verdict;
    return n === 1 ? t('oneCancellation', { verdict }) : t('cancellations', { verdict, count: String(n) });
  };
}

function Summary({ kundli }: { kundli: KundliData }) {
  const t = useTranslations('Kundli.summary');
  const w = useAstroWords();
  const manglikInBrief = useManglikInBrief();
  const { chart } = kundli;
  const moon = chart.planets.Moon;
  const mark = chart.vimshottari.current;
  const maha = mark ? chart.vimshottari.mahadashas[mark.maha] : undefined;
  const antar = mark ? maha?.antardashas[mark.antar] : undefined;
  const pratyantar = mark ? antar?.pratyantardashas?.[mark.pratyantar] : undefined;
  return (
    <KundliSection id="summary" className={`card ${styles.summary}`}>
      <p>
        {t('born', birthLineValues(kundli))}
      </p>
      <dl className={styles.keyFacts}>
        <div>
          <dt>{t('lagna')}</dt>
          <dd>
            {w.sign(chart.ascendant.sign)} {formatDms(chart.ascendant.degreeInSign)}
          </dd>
        </div>
        <div>
          <dt>{t('rasi')}</dt>
          <dd>{t('moonAt', { sign: w.sign(chart.moonSign), degree: formatDms(moon.degreeInSign) })}</dd>
        </div>
        <div>
          <dt>{t('nakshatra')}</dt>
          <dd>{t('nakshatraPada', { nakshatra: w.nakshatra(chart.moonNakshatra.name), pada: String(chart.moonNakshatra.pada), degree: formatDms(moon.longitude % NAKSHATRA_SPAN) })}</dd>
        </div>
        <div>
          <dt>{t('sunSign')}</dt>
          <dd>{w.sign(chart.sunSign)}</dd>
        </div>
        <div>
          <dt>{t('manglik')}</dt>
          <dd>{manglikInBrief(chart)}</dd>
        </div>
      </dl>
      {maha && antar && pratyantar && (
        <div className={styles.currentDasha}>
          <h3>{t('runningNow')}</h3>
          <ul>
            <li>{t('mahadasha', { lord: w.graha(maha.lord), span: w.span(maha) })}</li>
            <li>{t('antardasha', { lord: w.graha(antar.lord), span: w.span(antar) })}</li>
            <li>{t('pratyantar', { lord: w.graha(pratyantar.lord), span: w.span(pratyantar) })}</li>
          </ul>
        </div>
      )}
      <h3>{t('panchangAtBirth')}</h3>
      <dl className={styles.list}>
        <div>
          <dt>{t('tithi')}</dt>
          <dd>
            {w.paksha(chart.panchang.paksha)} {w.tithi(chart.panchang.tithiName)}
          </dd>
        </div>
        <div>
          <dt>{t('vaar')}</dt>
          <dd>{w.weekday(chart.panchang.weekday)}</dd>
        </div>
        <div>
          <dt>{t('nakshatra')}</dt>
          <dd>{w.nakshatra(chart.moonNakshatra.name)}</dd>
        </div>
        <div>
          <dt>{t('yoga')}</dt>
          <dd>{w.panchangYoga(chart.panchang.yogaName)}</dd>
        </div>
        <div>
          <dt>{t('karana')}</dt>
          <dd>{w.karana(chart.panchang.karana)}</dd>
        </div>
      </dl>
    </KundliSection>
  );
}

/** The whole chart in nine sections with an index, each section server-rendered; only the chart choice runs in the browser. */
export default function KundliResult({ kundli, chartStyle }: { kundli: KundliData; chartStyle: ChartStyle }) {
  const t = useTranslations('Kundli.planets');
  const w = useAstroWords();
  const { chart } = kundli;
  const ayanamsa = AYANAMSA_NAMES[chart.ayanamsa.name ?? DEFAULT_AYANAMSA];
  const columns = (['graha', 'sign', 'degree', 'nakshatra', 'house', 'navamsa', 'motion'] as const).map((c) => t(`columns.${c}`));
  const rows = planetRows(chart, { lagna: t('lagna'), retrograde: t('retrograde'), direct: t('direct'), sign: w.sign, graha: w.graha, nakshatra: w.nakshatra });
  // The chart keeps its words in English (the API's answer); a Hindi page writes them in Hindi from the same chart.
  const hindi = w.lang === 'hi';
  const reading = hindi ? readChartIn(readingInputFromDeepChart(chart), 'hi') : chart.reading;
  const yogas = yogasIn(chart.yogas, chart, w.lang);
  return (
    <div className={styles.result}>
      <KundliIndex />
      <Summary kundli={kundli} />

      <KundliSection id="charts">
        <ChartChooser data={chooserData(chart, w)} initialStyle={chartStyle} />
        <p className={styles.note}>{t('signsNote', { signs: SIGNS.map((s, i) => `${i + 1} ${w.sign(s)}`).join(', ') })}</p>
        <VargaTable vargas={chart.vargas} />
      </KundliSection>

      <KundliSection id="planets">
        <RowTable label={t('positions')} columns={columns} rows={rows} />
        <p className={styles.note}>{t('note', { ayanamsa, degree: formatDms(chart.ayanamsa.mean) })}</p>
        <DignityTable dignities={chart.dignities} />
      </KundliSection>

      <DashaSection chart={chart} />
      <DoshaSection chart={chart} manglikSentence={describeManglik(chart.manglik, w.lang)} />
      <YogaSection yogas={yogas} />
      <KundliSection id="ashtakavarga">
        <AshtakavargaTable ashtakavarga={chart.ashtakavarga} />
      </KundliSection>
      <TransitSection chart={chart} />
      <ReadingSection reading={reading} />
    </div>
  );
}
