export const MIGRATION_LOCK_KEY: number;
export class DataDirBusyError extends Error {
  constructor(dataDir: string, owner: number);
  readonly owner: number;
}
export function acquireDataDirLock(dataDir: string): void;
export function releaseDataDirLock(dataDir: string): void;
