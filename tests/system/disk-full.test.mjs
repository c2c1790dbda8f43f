// Finding 17: with the disk full, writes answer 503 with a clear message (not 500) and
// /api/health says so. Each database lives on a small tmpfs of its own, filled up by the test
// (needs root and mount; skipped with a message where mounting is not permitted).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { client, freePort, kundliRequest, startApp, startPostgres, tempDir } from './harness.mjs';

const FULL = /out of storage space/i;
const cleanups = [];

after(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** A tmpfs of `size` (e.g. '96m'), or null where mounting is not permitted. */
function smallDisk(size) {
  const dir = tempDir('disk');
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { encoding: 'utf8' });
  if (r.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  cleanups.push(() => {
    spawnSync('umount', ['-l', dir]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** Writes until the file system refuses (ENOSPC), down to the last block. */
function fillDisk(file) {
  const fd = fs.openSync(file, 'w');
  try {
    for (const size of [1024 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (err) {
        if (err.code !== 'ENOSPC') throw err;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Posts kundlis until one is not stored: pages already allocated still take a few rows. */
async function writeUntilRefused(app) {
  const c = client();
  let res;
  for (let n = 0; n < 500; n++) {
    res = await c.request(app.url, '/api/kundli', { method: 'POST', json: kundliRequest(n) });
    if (res.status !== 201) return res;
  }
  return res;
}

const asRoot = process.getuid?.() === 0;

test('embedded database: a full disk gives 503 on writes and an unhealthy /api/health; space freed heals it', { skip: !asRoot && 'needs root to mount a tmpfs' }, async (t) => {
  const disk = smallDisk('96m'); // room for a migrated, seeded database; quick to fill
  if (!disk) return t.skip('mount not permitted in this environment');
  const app = startApp({ port: await freePort(), name: 'disk-full-pglite', env: { DATA_DIR: path.join(disk, 'data') } });
  cleanups.push(() => app.stop());
  await app.healthy();
  assert.equal((await client().request(app.url, '/api/kundli', { method: 'POST', json: kundliRequest(1) })).status, 201);

  const filler = path.join(disk, 'filler');
  fillDisk(filler);
  const refused = await writeUntilRefused(app);
  assert.equal(refused.status, 503, `${refused.status} ${refused.body?.message ?? refused.text.slice(0, 200)}`);
  assert.match(refused.body.message, FULL);
  assert.ok(Number(refused.headers.get('retry-after')) > 0);
  const health = await fetch(`${app.url}/api/health`);
  assert.equal(health.status, 503);
  assert.deepEqual(await health.json(), { status: 'degraded', db: 'ok', storage: 'full' });

  fs.rmSync(filler);
  const again = await client().request(app.url, '/api/kundli', { method: 'POST', json: kundliRequest(3) });
  assert.equal(again.status, 201, again.body?.message);
  assert.equal((await fetch(`${app.url}/api/health`)).status, 200);
});

test('PostgreSQL: a full disk gives 503 on writes, never 500, and /api/health is not ok', { skip: !asRoot && 'needs root to mount a tmpfs' }, async (t) => {
  const disk = smallDisk('160m');
  if (!disk) return t.skip('mount not permitted in this environment');
  const pg = await startPostgres({ parent: disk });
  cleanups.push(() => pg.destroy());
  const app = startApp({ port: await freePort(), name: 'disk-full-pg', env: { DATABASE_URL: pg.url } });
  cleanups.push(() => app.stop());
  await app.healthy();

  fillDisk(path.join(disk, 'filler'));
  const refused = await writeUntilRefused(app);
  // PostgreSQL refuses with 53100 (disk full), or, if its log cannot grow, restarts itself: a
  // 503 either way, with a message that says to try again.
  assert.equal(refused.status, 503, `${refused.status} ${refused.body?.message ?? refused.text.slice(0, 200)}`);
  assert.match(refused.body.message, /storage space|temporarily unavailable/i);
  t.diagnostic(`PostgreSQL refused with: ${refused.body.message}`);
  assert.equal((await fetch(`${app.url}/api/health`)).status, 503);
});
