import { useTranslations } from 'next-intl';
import { useAstroWords } from '@/components/kundli/use-astro-words';
import type { MatchResult as MatchResultData } from '@/lib/contract/astrology';
import styles from './Match.module.scss';

/** The South Indian ten poruthams, folded under their count so the page stays short. The engine's findings are English: marked so on a Hindi page. */
export default function MatchPoruthams({ poruthams }: { poruthams: MatchResultData['poruthams'] }) {
  const t = useTranslations('Match.poruthams');
  const engineLang = useAstroWords().lang === 'en' ? undefined : 'en';
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
                  {p.rule}. {p.detail}
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
