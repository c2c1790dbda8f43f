import type { DirectoryFilters, PublicExpert } from './contract/experts-directory';
import { EXPERT_KINDS, type ExpertKind } from './experts';

// Filtering the public expert directory: pure, shared by the page (server) and its filters (browser).

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/** The experts matching the directory's filters (kind exactly; language and expertise ignoring case). */
export function filterExperts(experts: readonly PublicExpert[], filters: DirectoryFilters): PublicExpert[] {
  return experts.filter(
    (e) =>
      (!filters.kind || e.kind === filters.kind) &&
      (!filters.language || e.languages.some((l) => same(l, filters.language!))) &&
      (!filters.expertise || e.expertise.some((x) => same(x, filters.expertise!))),
  );
}

/** The values the filters offer: every language and expertise of a published expert, once each, sorted. */
export function filterChoices(experts: readonly PublicExpert[]): { languages: string[]; expertise: string[] } {
  const unique = (values: string[]) => {
    const seen = new Map<string, string>();
    for (const v of values) if (!seen.has(v.toLowerCase())) seen.set(v.toLowerCase(), v);
    return [...seen.values()].sort((a, b) => a.localeCompare(b));
  };
  return { languages: unique(experts.flatMap((e) => e.languages)), expertise: unique(experts.flatMap((e) => e.expertise)) };
}

/** Filters read from a query string (?kind=&language=&expertise=); unknown or empty values are ignored. */
export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const kind = params.get('kind') ?? '';
  const text = (name: string) => {
    const v = (params.get(name) ?? '').trim();
    return v && v.length <= 60 ? v : undefined;
  };
  return {
    kind: (EXPERT_KINDS as readonly string[]).includes(kind) ? (kind as ExpertKind) : undefined,
    language: text('language'),
    expertise: text('expertise'),
  };
}
