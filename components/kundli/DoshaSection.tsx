import { useTranslations } from 'next-intl';
import { manglikCancellationText } from '@/lib/astro/doshas';
import { SIGNS } from '@/lib/astro/zodiac';
import type { KundliReadChart } from '@/lib/contract/kundli';
import KundliSection from './KundliSection';
import { useAstroWords } from './use-astro-words';
import styles from './KundliResult.module.scss';

/** Where Mars is counted from, in words: "the Lagna and the Moon" / "लग्न और चंद्र". */
export function useManglikBases() {
  const t = useTranslations('Kundli.summary');
  return (m: { fromLagna: boolean; fromMoon: boolean; fromVenus: boolean }) =>
    [m.fromLagna && t('fromLagna'), m.fromMoon && t('fromMoon'), m.fromVenus && t('fromVenus')].filter(Boolean).join(t('and'));
}

function Manglik({ dosha, sentence }: { dosha: KundliReadChart['doshas']['manglik']; sentence: string }) {
  const t = useTranslations('Kundli.doshas');
  const bases = useManglikBases();
  const lang = useAstroWords().lang;
  // Each cancellation in the page's language, by its rule's key (the chart keeps the English words).
  const cancellations = dosha.cancellations.map((c) => manglikCancellationText(c.key, lang) ?? c);
  return (
    <div className={styles.block}>
      <h3>{t('manglik')}</h3>
      <p>{sentence}</p>
      {dosha.present && <p>{t('countedFrom', { from: bases(dosha) })}</p>}
      {dosha.present && cancellations.length > 0 && (
        <>
          <p>{t('cancellingRules')}</p>
          <ul className={styles.rules}>
            {cancellations.map((c) => (
              <li key={c.key}>
                {c.rule} <span className={styles.source}>· {c.source}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {dosha.present && <p className={styles.calm}>{t('manglikCalm')}</p>}
    </div>
  );
}

function KaalSarp({ dosha }: { dosha: KundliReadChart['doshas']['kaalSarp'] }) {
  const t = useTranslations('Kundli.doshas');
  const w = useAstroWords();
  const house = w.houseOrdinal(dosha.rahuHouse);
  return (
    <div className={styles.block}>
      <h3>{t('kaalSarp')}</h3>
      {dosha.present ? (
        <p>
          {t('kaalSarpPresent', {
            type: dosha.type ? w.kaalSarp(dosha.type) : '',
            extent: dosha.partial ? t('partial') : t('full'),
            arc: dosha.arc === 'rahu-to-ketu' ? t('rahuToKetu') : t('ketuToRahu'),
            house,
          })}
          {dosha.partial ? t('partialNote') : ''}
          {t('kaalSarpLater')}
        </p>
      ) : (
        <p>{t('kaalSarpAbsent', { house })}</p>
      )}
    </div>
  );
}

function SadeSati({ sadeSati }: { sadeSati: KundliReadChart['doshas']['sadeSati'] }) {
  const t = useTranslations('Kundli.doshas');
  const w = useAstroWords();
  return (
    <div className={styles.block}>
      <h3>{t('sadeSati')}</h3>
      <p>
        {t('sadeSatiIntro')} {sadeSati.active ? t('running') : t('notRunning')} {t('sadeSatiDates')}
      </p>
      {sadeSati.periods.map((p) => (
        <div key={p.start} className={styles.period}>
          <h4>{t('period', { relation: t(p.relation), span: w.span(p) })}</h4>
          <ul className={styles.rules}>
            {p.phases.map((ph) => (
              <li key={ph.name}>{t('phase', { phase: t(ph.name), sign: w.sign(SIGNS[ph.sign]!), spans: ph.spans.map(w.span).join('; ') })}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Manglik with the cancellations that apply, Kaal Sarp, Sade Sati: each stated calmly, with its basis. */
export default function DoshaSection({ chart, manglikSentence }: { chart: KundliReadChart; manglikSentence: string }) {
  return (
    <KundliSection id="doshas">
      <Manglik dosha={chart.doshas.manglik} sentence={manglikSentence} />
      <KaalSarp dosha={chart.doshas.kaalSarp} />
      <SadeSati sadeSati={chart.doshas.sadeSati} />
    </KundliSection>
  );
}
