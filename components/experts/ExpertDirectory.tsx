'use client';

import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import type { DirectoryFilters, PublicExpert } from '@/lib/contract/experts-directory';
import { filterChoices, filterExperts, readDirectoryFilters } from '@/lib/expert-directory';
import { EXPERT_KINDS, EXPERTS, type ExpertKind } from '@/lib/experts';
import ExpertCard from './ExpertCard';
import styles from './Directory.module.scss';

/**
 * The directory with its filters. The server renders every expert (the page stays one cached
 * copy); the filters run in the browser and are kept in the address (?kind=&language=&expertise=)
 * so a filtered list can be shared.
 */
function subscribeToHistory(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

export default function ExpertDirectory({ experts }: { experts: PublicExpert[] }) {
  // The address's filters after hydration ('' on the server: the cached page is the same for every address).
  const search = useSyncExternalStore(subscribeToHistory, () => window.location.search, () => '');
  const [chosen, setChosen] = useState<DirectoryFilters | null>(null);
  const filters = useMemo(() => chosen ?? readDirectoryFilters(new URLSearchParams(search)), [chosen, search]);
  const id = useId();
  const choices = useMemo(() => filterChoices(experts), [experts]);
  const shown = useMemo(() => filterExperts(experts, filters), [experts, filters]);

  function change(next: DirectoryFilters) {
    setChosen(next);
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) params.set(k, v);
    const query = params.toString();
    window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname);
  }

  return (
    <>
      <form className={styles.filters} role="search" aria-label="Filter experts" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-kind`}>
          Kind
          <select id={`${id}-kind`} value={filters.kind ?? ''} onChange={(e) => change({ ...filters, kind: (e.target.value || undefined) as ExpertKind | undefined })}>
            <option value="">All experts</option>
            {EXPERT_KINDS.map((k) => (
              <option key={k} value={k}>
                {EXPERTS[k].label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-language`}>
          Language
          <select id={`${id}-language`} value={filters.language ?? ''} onChange={(e) => change({ ...filters, language: e.target.value || undefined })}>
            <option value="">Any language</option>
            {choices.languages.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-expertise`}>
          Expertise
          <select id={`${id}-expertise`} value={filters.expertise ?? ''} onChange={(e) => change({ ...filters, expertise: e.target.value || undefined })}>
            <option value="">Any expertise</option>
            {choices.expertise.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </label>
      </form>
      <p className={styles.count} role="status">
        {shown.length === experts.length ? `${experts.length} experts` : `${shown.length} of ${experts.length} experts match`}
      </p>
      <ul className={styles.grid}>
        {shown.map((e) => (
          <li key={e.slug}>
            <ExpertCard expert={e} />
          </li>
        ))}
      </ul>
    </>
  );
}
