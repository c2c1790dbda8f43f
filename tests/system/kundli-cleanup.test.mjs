// Finding 18: the clean-up of expired anonymous kundlis must run even when the database was
// down while the instance started (it used to be scheduled only after a successful start).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { client, freePort, kundliRequest, sql, startApp, startPostgres, waitFor } from './harness.mjs';

let pg;
let app;

before(async () => {
  pg = await startPostgres();
  await pg.stop('fast');
});

after(async () => {
  await app?.stop();
  await pg?.destroy();
});

test('an instance started while PostgreSQL was down still deletes expired anonymous kundlis', async () => {
  app = startApp({
    port: await freePort(),
    name: 'cleanup',
    env: { DATABASE_URL: pg.url, ANONYMOUS_KUNDLI_TTL_SECONDS: '1', KUNDLI_CLEANUP_INTERVAL_SECONDS: '1' },
  });
  await app.listening();
  assert.equal((await fetch(`${app.url}/api/health`)).status, 503, 'the database is down at start');

  await pg.start();
  await app.healthy();
  const made = await client().request(app.url, '/api/kundli', { method: 'POST', json: kundliRequest(7) });
  assert.equal(made.status, 201, made.text);
  const id = made.body.data._id;
  assert.equal((await sql(pg.url, 'select id from kundli_results where id = $1', [id])).length, 1);

  await waitFor(
    'the expired kundli to be deleted',
    async () => (await sql(pg.url, 'select id from kundli_results where id = $1', [id])).length === 0,
    { timeoutMs: 20_000, everyMs: 500 },
  );
});
