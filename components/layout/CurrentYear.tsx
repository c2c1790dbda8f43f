'use client';
import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * The current year. Static pages are rendered at build time, so the year printed then is
 * corrected in the browser once the page loads.
 */
export default function CurrentYear() {
  const year = useSyncExternalStore(noop, () => new Date().getFullYear(), () => BUILD_YEAR);
  return <span suppressHydrationWarning>{year}</span>;
}

const BUILD_YEAR = new Date().getFullYear();
