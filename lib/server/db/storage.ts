import 'server-only';
import fs from 'node:fs';
import { serverEnv } from '../env';

// Below this, the embedded database cannot be relied on to store the next write: PostgreSQL
// grows its files a page at a time and also needs room for its write-ahead log.
const MIN_FREE_BYTES = 8 * 1024 * 1024;
// PostgreSQL's disk is not visible from here: a disk-full error is remembered this long.
const REMEMBER_MS = 60_000;

// Route handlers live in separate bundles: the memory must be one per process.
const state = globalThis as unknown as { __storageFullAt?: number };

/** Called when a write failed because the database's disk is full. */
export function noteStorageFull(): void {
  state.__storageFullAt = Date.now();
}

/**
 * True while the database's disk is (nearly) full: the embedded database's folder is measured
 * directly; for PostgreSQL, a disk-full error seen in the last minute counts.
 */
export function isStorageFullNow(): boolean {
  const { databaseUrl, dataDir } = serverEnv();
  if (!databaseUrl) {
    try {
      const s = fs.statfsSync(dataDir);
      return s.bavail * s.bsize < MIN_FREE_BYTES;
    } catch {
      return false; // folder not created yet: nothing to measure
    }
  }
  return Date.now() - (state.__storageFullAt ?? 0) < REMEMBER_MS;
}
