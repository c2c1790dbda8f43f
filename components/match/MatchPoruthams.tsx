import { useTranslations } from 'next-intl';
import { useAstroWords } from '@/components/kundli/use-astro-words';
import type { DisplayLanguage } from '@/lib/astro/format';
import type { MatchResult as MatchResultData } from '@/lib/contract/astrology';
import { engineText } from './match-words';
import styles from './Match.module.scss';

/** The South Indian ten poruthams, folded under their count so the page stays short. The engine's findings in another language than the page's are marked so. */
export default function MatchPoruthams({ poruthams, wordedIn }: { poruthams: MatchResultData['poruthams']; wordedIn: DisplayLanguage }) {
  const t = useTranslations('Match.poruthams');
  const { lang: engineLang, stop } = engineText(useAstroWords().lang, wordedIn);
  return (
    <section aria-labelledby="match-poruthams" className={styles.poruthams}>
      <h2 id="match-poruthams">{t('heading')}</h2>
      <p lang={engineLang}>{poruthams.summary}</p>
      <details>
        <summary>{t('agreeCount', { matched: String(poruthams.matched), total: String(poruthams.total) })}</summary>
        <table className={styles.table}>
          <caption>{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('porutham')}</th>
              <th scope="col">{t('agrees')}</th>
              <th scope="col">{t('ruleAndFinding')}</th>
            </tr>
          </thead>
          <tbody>
            {poruthams.poruthams.map((p) => (
              <tr key={p.key}>
                <th scope="row" lang={engineLang}>
                  {p.name}
                </th>
                <td data-label={t('agrees')}>{p.matched ? t('yes') : t('no')}</td>
                <td className={styles.meaning} lang={engineLang}>
                  {p.rule}
                  {stop} {p.detail}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.source}>{t('source', { source: poruthams.poruthams[0]?.source ?? '' })}</p>
      </details>
    </section>
  );
}
