/** Shown when the checks cannot be loaded (the connection dropped after the page came). */
export const CHECKS_UNAVAILABLE = 'The form could not be checked: the connection seems to be down. Please try again.';

/**
 * A contract module loaded when a form first needs it, not with the page. The contracts build
 * their schemas as they load, and the schema library is the largest script of a tool page:
 * loading it at the first focus inside the form (`warm`) keeps it off the page's start, and it
 * has arrived by the time the visitor submits (`load`). A failed load (offline) is retried on
 * the next call; `loadOrSay` tells the visitor through the form's status and gives null.
 */
export function lazyChecks<T>(importModule: () => Promise<T>): {
  load: () => Promise<T>;
  warm: () => void;
  loadOrSay: (show: (kind: 'error', text: string) => void) => Promise<T | null>;
} {
  let pending: Promise<T> | null = null;
  const load = () => {
    pending ??= importModule().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
  const loadOrSay = async (show: (kind: 'error', text: string) => void) => {
    try {
      return await load();
    } catch {
      show('error', CHECKS_UNAVAILABLE);
      return null;
    }
  };
  return { load, warm: () => void load().catch(() => {}), loadOrSay };
}
