import Link from '@/components/ui/IntentLink';
import type { DirectoryExpert } from '@/lib/contract/experts-directory';
import {
  DIRECTORY_PATH,
  DIRECTORY_SORT_LABELS,
  DIRECTORY_SORTS,
  EXPERT_KINDS,
  EXPERTS,
  filterChoices,
  filterExperts,
  sortExperts,
  type DirectoryQuery,
} from '@/lib/experts';
import ExpertCard from './ExpertCard';
import styles from './Directory.module.scss';

/**
 * The directory with its filters and sort: a GET form, so it works without a script. Each choice
 * is its own address, rendered on the server and kept in the page cache (lib/page-queries.ts).
 */
export default function ExpertDirectory({ experts, query, now }: { experts: DirectoryExpert[]; query: DirectoryQuery; now: Date }) {
  const choices = filterChoices(experts);
  const shown = sortExperts(filterExperts(experts, query), query.sort);
  return (
    <>
      <form className={styles.filters} role="search" aria-label="Filter experts" method="get" action={DIRECTORY_PATH}>
        <label>
          Kind
          <select name="kind" defaultValue={query.kind ?? ''}>
            <option value="">All experts</option>
            {EXPERT_KINDS.map((k) => (
              <option key={k} value={k}>
                {EXPERTS[k].label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Language
          <select name="language" defaultValue={query.language ?? ''}>
            <option value="">Any language</option>
            {choices.languages.map((l) => (
              <option key={l} value={l.toLowerCase()}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          Expertise
          <select name="expertise" defaultValue={query.expertise ?? ''}>
            <option value="">Any expertise</option>
            {choices.expertise.map((x) => (
              <option key={x} value={x.toLowerCase()}>
                {x}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort by
          <select name="sort" defaultValue={query.sort}>
            {DIRECTORY_SORTS.map((s) => (
              <option key={s} value={s}>
                {DIRECTORY_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn">
          Show experts
        </button>
      </form>
      <p className={styles.count}>{shown.length === experts.length ? `${experts.length} experts` : `${shown.length} of ${experts.length} experts match`}</p>
      {shown.length === 0 ? (
        <p className={styles.empty}>
          No expert matches these filters. <Link href={DIRECTORY_PATH}>Clear the filters</Link> to see all {experts.length} experts.
        </p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((e) => (
            <li key={e.slug}>
              <ExpertCard expert={e} now={now} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
