import type { z } from 'zod';

// The browser checks a form with the same lib/contract schema the server uses, so the messages
// (the spec's wording) are written once, in the contract, and the two can never disagree.

export type Problems<F extends string> = Partial<Record<F, string>>;

/**
 * Each field's first problem under `schema`, in the order of `fields` (the order of the page and
 * of the spec); fields the form does not show are left out. Empty when the values are valid.
 */
export function schemaProblems<F extends string>(schema: z.ZodType, values: unknown, fields: readonly F[]): Problems<F> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const found = new Map<string, string>();
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!found.has(key)) found.set(key, issue.message);
  }
  const problems: Problems<F> = {};
  for (const field of fields) {
    const message = found.get(field);
    if (message) problems[field] = message;
  }
  return problems;
}

/** The first field with a problem, in the order the problems were listed. */
export function firstProblem<F extends string>(problems: Problems<F>): F | undefined {
  return Object.keys(problems)[0] as F | undefined;
}

/** `problems` with `field`'s entry replaced (or removed when `message` is empty); the same object when nothing changed. */
export function withProblem<F extends string>(problems: Problems<F>, field: F, message: string | null | undefined): Problems<F> {
  if ((problems[field] ?? null) === (message || null)) return problems;
  const next = { ...problems };
  if (message) next[field] = message;
  else delete next[field];
  return next;
}

/** Brings a field into view and focuses it (after a failed submit: the first problem). */
export function focusField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  element.focus({ preventScroll: true });
}
