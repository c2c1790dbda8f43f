import { flushSync } from 'react-dom';
import type { z } from 'zod';

// The browser checks a form with the same lib/contract schema the server uses, so the messages
// (the spec's wording) are written once, in the contract, and the two can never disagree.

export type Problems<F extends string> = Partial<Record<F, string>>;

export type Checked<T, F extends string> = { ok: true; data: T } | { ok: false; problems: Problems<F> };

/**
 * Checks `values` with `schema`: its parsed data, or each field's first problem in the order of
 * `fields` (the order of the page and of the spec). Fields the form does not show are left out.
 */
export function checkWith<S extends z.ZodType, F extends string>(schema: S, values: unknown, fields: readonly F[]): Checked<z.output<S>, F> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
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
  return { ok: false, problems };
}

/** Each field's problem under `schema` (see `checkWith`); empty when the values are valid. */
export function schemaProblems<F extends string>(schema: z.ZodType, values: unknown, fields: readonly F[]): Problems<F> {
  const checked = checkWith(schema, values, fields);
  return checked.ok ? {} : checked.problems;
}

/** Whether `value` passes `schema` (e.g. to enable a button only for a complete code). */
export function passes(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
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

/**
 * After a failed check: marks each field's problem with `mark` (committed at once, so the field
 * that gets the focus already announces its problem), then focuses the first one.
 */
export function showProblems<F extends string>(problems: Problems<F>, mark: (problems: Problems<F>) => void, idOf: (field: F) => string) {
  flushSync(() => mark(problems));
  const first = firstProblem(problems);
  if (first) focusField(idOf(first));
}
