'use client';
import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False during server rendering and hydration, true after: browser-only state is then real. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}
