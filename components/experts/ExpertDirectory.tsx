import Link from '@/components/ui/IntentLink';
import type { DirectoryExpert } from '@/lib/contract/experts-directory';
import {
  DIRECTORY_PATH,
  DIRECTORY_SORTS,
  EXPERT_KINDS,
  filterChoices,
  filterExperts,
  sortExperts,
  type DirectoryQuery,
} from '@/lib/experts';
import { expertWord } from '@/components/experts/localize';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import { localePath, type Locale } from '@/lib/i18n/locales';
import ExpertCard from './ExpertCard';
import styles from './Directory.module.scss';

/**
 * The directory with its filters and sort: a GET form, so it works without a script. Each choice
 * is its own address, rendered on the server and kept in the page cache (lib/page-queries.ts).
 */
export default function ExpertDirectory({ experts, query, now, locale }: { experts: DirectoryExpert[]; query: DirectoryQuery; now: Date; locale: Locale }) {
  const t = catalogue(locale).Experts.directory;
  const choices = filterChoices(experts);
  const shown = sortExperts(filterExperts(experts, query), query.sort);
  return (
    <>
      <form className={styles.filters} role="search" aria-label={t.filterLabel} method="get" action={localePath(DIRECTORY_PATH, locale)}>
        <label>
          {t.kind}
          <select name="kind" defaultValue={query.kind ?? ''}>
            <option value="">{t.allKinds}</option>
            {EXPERT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.language}
          <select name="language" defaultValue={query.language ?? ''}>
            <option value="">{t.anyLanguage}</option>
            {choices.languages.map((l) => (
              <option key={l} value={l.toLowerCase()}>
                {expertWord(l, locale)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.expertise}
          <select name="expertise" defaultValue={query.expertise ?? ''}>
            <option value="">{t.anyExpertise}</option>
            {choices.expertise.map((x) => (
              <option key={x} value={x.toLowerCase()}>
                {expertWord(x, locale)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.sortBy}
          <select name="sort" defaultValue={query.sort}>
            {DIRECTORY_SORTS.map((s) => (
              <option key={s} value={s}>
                {t.sorts[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn">
          {t.show}
        </button>
      </form>
      <p className={styles.count}>{shown.length === experts.length ? fill(t.count, { total: experts.length }) : fill(t.countMatching, { shown: shown.length, total: experts.length })}</p>
      {shown.length === 0 ? (
        <p className={styles.empty}>
          {t.empty} <Link href={DIRECTORY_PATH}>{t.clear}</Link>
          {fill(t.clearAfter, { total: experts.length })}
        </p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((e) => (
            <li key={e.slug}>
              <ExpertCard expert={e} now={now} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
