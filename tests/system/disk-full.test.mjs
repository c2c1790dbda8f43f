// Finding 17: with the disk full, writes answer 503 with a clear message (not 500) and
// /api/health says so; once space is freed, the same process writes again. The embedded
// database lives on a small tmpfs of its own, filled up by the test (needs root and mount).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { client, freePort, kundliRequest, startApp, tempDir } from './harness.mjs';

const FULL = /out of storage space/i;

let mountPoint;
let mounted = false;
let app;

before(() => {
  mountPoint = tempDir('disk');
  // Large enough for a migrated, seeded embedded database; small enough to fill in a moment.
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', mountPoint], { encoding: 'utf8' });
  mounted = r.status === 0;
  if (!mounted) console.error(`[disk-full] cannot mount a tmpfs here (${(r.stderr || '').trim()}): test skipped`);
});

after(async () => {
  await app?.stop();
  if (mounted) spawnSync('umount', ['-l', mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
});

/** Writes until the file system refuses (ENOSPC). */
function fillDisk(file) {
  const fd = fs.openSync(file, 'w');
  const chunk = Buffer.alloc(1024 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (err) {
    if (err.code !== 'ENOSPC') throw err;
  }
  // The last partial chunk too, so not even a page is left.
  try {
    for (;;) fs.writeSync(fd, chunk.subarray(0, 512));
  } catch (err) {
    if (err.code !== 'ENOSPC') throw err;
  } finally {
    fs.closeSync(fd);
  }
}

test('a full disk gives 503 on writes and an unhealthy /api/health, and space freed heals it', { skip: process.getuid?.() !== 0 && 'needs root to mount a tmpfs' }, async (t) => {
  if (!mounted) return t.skip('mount not permitted in this environment');
  app = startApp({ port: await freePort(), name: 'disk-full', env: { DATA_DIR: path.join(mountPoint, 'data') } });
  await app.healthy();
  const c = client();
  assert.equal((await c.request(app.url, '/api/kundli', { method: 'POST', json: kundliRequest(1) })).status, 201);

  const filler = path.join(mountPoint, 'filler');
  fillDisk(filler);
  // Pages already allocated still take a few rows: write until the database needs a new one.
  let refused;
  for (let n = 2; n < 500; n++) {
    refused = await c.request(app.url, '/api/kundli', { method: 'POST', json: kundliRequest(n) });
    if (refused.status !== 201) break;
  }
  assert.equal(refused.status, 503, `${refused.status} ${refused.body?.message ?? refused.text.slice(0, 200)}`);
  assert.match(refused.body.message, FULL);
  const health = await fetch(`${app.url}/api/health`);
  assert.equal(health.status, 503);
  assert.notEqual((await health.json()).status, 'ok');

  fs.rmSync(filler);
  const again = await c.request(app.url, '/api/kundli', { method: 'POST', json: kundliRequest(3) });
  assert.equal(again.status, 201, again.body?.message);
  assert.equal((await fetch(`${app.url}/api/health`)).status, 200);
});
