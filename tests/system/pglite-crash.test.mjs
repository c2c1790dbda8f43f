// The embedded database (PGlite) is one process's: a second server on the same folder is
// refused, and a server killed with SIGKILL mid-write leaves a stale lock that the next start
// takes over, with every acknowledged write still there.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { client, freePort, kundliRequest, startApp, tempDir, waitFor } from './harness.mjs';

let dataDir;
let apps = [];

before(() => {
  dataDir = tempDir('pglite');
});

after(async () => {
  await Promise.all(apps.map((a) => a.stop('SIGKILL')));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const onFolder = async (name) => {
  const app = startApp({ port: await freePort(), name, env: { DATA_DIR: dataDir } });
  apps.push(app);
  return app;
};

test('a second server on the same data folder is refused', async () => {
  const first = await onFolder('pglite-first');
  await first.healthy();
  const second = await onFolder('pglite-second');
  const { code } = await second.exited;
  assert.notEqual(code, 0);
  assert.match(second.output(), /in use by process/);
  assert.equal((await fetch(`${first.url}/api/health`)).status, 200, 'the first server is untouched');
  await first.stop();
});

test('killed with SIGKILL mid-write, it restarts on the same folder with every acknowledged write', async (t) => {
  const victim = await onFolder('pglite-victim');
  await victim.healthy();

  const acknowledged = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: 4 }, async () => {
    const c = client();
    while (running) {
      const res = await c.request(victim.url, '/api/kundli', { method: 'POST', json: kundliRequest(n++) }).catch(() => null);
      if (res?.status === 201) acknowledged.push(res.body.data._id);
      if (!res) return; // the server is gone
    }
  });
  await waitFor('acknowledged writes', () => acknowledged.length >= 40, { timeoutMs: 60_000, everyMs: 20 });
  victim.child.kill('SIGKILL');
  await victim.exited;
  running = false;
  await Promise.all(loops);

  const lock = path.join(dataDir, 'pglite.lock');
  assert.equal(fs.readFileSync(lock, 'utf8').trim(), String(victim.child.pid), 'the killed server left its lock behind');

  const revived = await onFolder('pglite-revived');
  await revived.healthy();
  assert.equal(fs.readFileSync(lock, 'utf8').trim(), String(revived.child.pid), 'the stale lock was taken over');

  const c = client();
  const missing = [];
  for (const id of acknowledged) {
    const res = await c.request(revived.url, `/api/kundli/${id}`);
    if (res.status !== 200) missing.push(`${id}: ${res.status}`);
  }
  t.diagnostic(`${acknowledged.length} acknowledged writes before SIGKILL`);
  assert.deepEqual(missing, [], 'every acknowledged kundli is still there');
  const fresh = await c.request(revived.url, '/api/kundli', { method: 'POST', json: kundliRequest(1) });
  assert.equal(fresh.status, 201);
});
