// The embedded database's guard against two processes (plain JavaScript: the server and
// `npm run admin:create` both use it). PGlite has no lock between processes and two openers
// silently lose rows, so the data folder carries a lock file with the owner's pid. A stale lock
// (dead pid) is taken over.
import fs from 'node:fs';
import path from 'node:path';

/** Any constant works; it only has to be the same in every process that migrates PostgreSQL. */
export const MIGRATION_LOCK_KEY = 727_001;

/** Thrown when another live process holds the folder; `owner` is its pid. */
export class DataDirBusyError extends Error {
  constructor(dataDir, owner) {
    super(`The embedded database in ${dataDir} is in use by process ${owner}. Stop that process, or set DATA_DIR to another folder.`);
    this.name = 'DataDirBusyError';
    this.owner = owner;
  }
}

export function acquireDataDirLock(dataDir) {
  const lockPath = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      process.once('exit', () => releaseDataDirLock(dataDir));
      return;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (owner === process.pid) return;
      if (Number.isInteger(owner) && owner > 0 && isProcessAlive(owner)) throw new DataDirBusyError(dataDir, owner);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}

export function releaseDataDirLock(dataDir) {
  const lockPath = path.join(dataDir, 'pglite.lock');
  try {
    if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath, { force: true });
  } catch {
    // already gone
  }
}

function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}
