/**
 * A contract module loaded when a form first needs it, not with the page. The contracts build
 * their schemas as they load, and the schema library is the largest script of a tool page:
 * loading it at the first focus inside the form (`warm`) keeps it off the page's start, and it
 * has arrived by the time the visitor submits (`load`). A failed load (offline) is retried on
 * the next call.
 */
export function lazyChecks<T>(importModule: () => Promise<T>): { load: () => Promise<T>; warm: () => void } {
  let pending: Promise<T> | null = null;
  const load = () => {
    pending ??= importModule().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
  return { load, warm: () => void load().catch(() => {}) };
}

/** Shown when the checks cannot be loaded (the connection dropped after the page came). */
export const CHECKS_UNAVAILABLE = 'The form could not be checked: the connection seems to be down. Please try again.';
