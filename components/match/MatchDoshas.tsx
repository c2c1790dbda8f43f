import { useTranslations } from 'next-intl';
import { useAstroWords } from '@/components/kundli/use-astro-words';
import type { DisplayLanguage } from '@/lib/astro/format';
import type { MatchResult as MatchResultData } from '@/lib/contract/astrology';
import { engineText, usePersonLabel } from './match-words';
import styles from './Match.module.scss';

type Parihara = { key: string; name?: string; rule: string; source: string };

/**
 * A rule as the reader sees it: its words, then where it comes from. `wordedIn`: the language the
 * engine wrote it in, marked when it is not the page's (a Hindi name ends with a colon, as Hindi lists read).
 */
function RuleItem({ rule, wordedIn }: { rule: Parihara; wordedIn: DisplayLanguage }) {
  const t = useTranslations('Match.doshas');
  const { lang, stop } = engineText(useAstroWords().lang, wordedIn);
  return (
    <li>
      <span lang={lang}>
        {rule.name ? <strong>{rule.name}{wordedIn === 'hi' ? ':' : stop} </strong> : null}
        {rule.rule}
        {stop}
      </span>{' '}
      <span className={styles.source}>{t('source', { source: rule.source })}</span>
    </li>
  );
}

/**
 * The three doshas matching looks at, each with the exceptions that apply and a calm sentence:
 * Mangal dosha weighed across both charts (samya), Nadi dosha and Bhakoot dosha. `wordedIn`: the
 * language of the engine's sentences in `result`, each chart's own Manglik cancellations included.
 */
export default function MatchDoshas({ result, wordedIn }: { result: MatchResultData; wordedIn: DisplayLanguage }) {
  const t = useTranslations('Match.doshas');
  const w = useAstroWords();
  const label = usePersonLabel();
  const boy = label(result.boy, 'Boy');
  const girl = label(result.girl, 'Girl');
  const { manglikSamya: samya, doshaExceptions: ex } = result;
  const side = (name: string, s: MatchResultData['manglikSamya']['boy']) => {
    const values = { name, house: w.houseOrdinal(s.marsHouseFromLagna) };
    if (!s.manglik) return t('notManglikSide', values);
    const n = s.cancellations.length;
    return n === 0 ? t('manglikSide', values) : n === 1 ? t('manglikCancelledOne', values) : t('manglikCancelledMany', { ...values, count: String(n) });
  };
  return (
    <section aria-labelledby="match-doshas" className={styles.doshas}>
      <h2 id="match-doshas">{t('heading')}</h2>

      <div className={`card ${styles.dosha}`}>
        <h3>{t('mangal')}</h3>
        <p lang={engineText(w.lang, wordedIn).lang}>{samya.summary}</p>
        <ul className={styles.plain}>
          <li>{side(boy, samya.boy)}</li>
          <li>{side(girl, samya.girl)}</li>
        </ul>
        {samya.rules.length > 0 && (
          <>
            <h4>{t('rulesApply')}</h4>
            <ul>
              {samya.rules.map((r) => (
                <RuleItem key={r.key} rule={r} wordedIn={wordedIn} />
              ))}
            </ul>
          </>
        )}
        {[samya.boy, samya.girl].some((s) => s.cancellations.length > 0) && (
          <details>
            <summary>{t('withinEach')}</summary>
            {([
              [boy, samya.boy],
              [girl, samya.girl],
            ] as const).map(([name, s]) =>
              s.cancellations.length ? (
                <div key={name}>
                  <h4>{name}</h4>
                  <ul>
                    {s.cancellations.map((c) => (
                      <RuleItem key={c.key} rule={c} wordedIn={wordedIn} />
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </details>
        )}
      </div>

      <KootaDosha title={t('nadi')} sentence={t(nadiSentence(ex.nadi))} exceptions={ex.nadi.exceptions} wordedIn={wordedIn} />
      <KootaDosha title={t('bhakoot')} sentence={t(bhakootSentence(ex.bhakoot))} exceptions={ex.bhakoot.exceptions} wordedIn={wordedIn} />
      <p className={styles.note}>{t('note')}</p>
    </section>
  );
}

/** Nadi or Bhakoot dosha: its sentence, then the named exceptions that apply. */
function KootaDosha({ title, sentence, exceptions, wordedIn }: { title: string; sentence: string; exceptions: readonly Parihara[]; wordedIn: DisplayLanguage }) {
  const t = useTranslations('Match.doshas');
  return (
    <div className={`card ${styles.dosha}`}>
      <h3>{title}</h3>
      <p>{sentence}</p>
      {exceptions.length > 0 && (
        <ul aria-label={t('exceptions', { title })}>
          {exceptions.map((e) => (
            <RuleItem key={e.key} rule={e} wordedIn={wordedIn} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The Nadi sentence's key in the Match catalogue's `doshas`. */
function nadiSentence(n: MatchResultData['doshaExceptions']['nadi']) {
  if (!n.dosha) return 'nadiNone' as const;
  return n.exceptions.length ? ('nadiExcepted' as const) : ('nadiPresent' as const);
}

/** The Bhakoot sentence's key in the Match catalogue's `doshas`. */
function bhakootSentence(b: MatchResultData['doshaExceptions']['bhakoot']) {
  if (!b.dosha) return 'bhakootNone' as const;
  return b.exceptions.length ? ('bhakootExcepted' as const) : ('bhakootPresent' as const);
}
