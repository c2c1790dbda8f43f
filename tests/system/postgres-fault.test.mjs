// PostgreSQL stops (crash-like, `pg_ctl stop -m immediate`) while writes are running: the API
// answers 503 with a clear message, never 500; cached public pages keep serving; when the
// database returns the same process recovers, and every write acknowledged before is there.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { client, freePort, kundliRequest, sleep, sql, startApp, startPostgres, waitFor } from './harness.mjs';

/**
 * Public pages that must keep serving while the database is down: the static ones and those
 * served from Next's page cache (visited once before the fault, as any visitor would).
 */
export const CACHED_PUBLIC_PAGES = ['/robots.txt', '/faqs', '/vastu-faqs', '/about-us', '/', '/blogs', '/horoscope', '/vastu-tips'];

const UNAVAILABLE = /temporarily unavailable|try again/i;

let pg;
let app;

before(async () => {
  pg = await startPostgres();
  app = startApp({ port: await freePort(), name: 'pg-fault', env: { DATABASE_URL: pg.url } });
  await app.healthy();
});

after(async () => {
  await app?.stop();
  await pg?.destroy();
});

/**
 * A bounded write load: `workers` loops posting kundlis until `stop()` or `limit` requests.
 * Remembers the id of every acknowledged (201) kundli and every status with its time.
 */
function writeLoad({ workers = 4, limit = 2000 } = {}) {
  const acknowledged = [];
  const answers = [];
  let sent = 0;
  let running = true;
  const loops = Array.from({ length: workers }, async () => {
    const c = client();
    while (running && sent < limit) {
      const n = sent++;
      const at = Date.now();
      const res = await c.request(app.url, '/api/kundli', { method: 'POST', json: kundliRequest(n) }).catch((err) => ({ status: 0, text: err.message }));
      answers.push({ at, status: res.status, message: res.body?.message ?? res.text.slice(0, 200) });
      if (res.status === 201) acknowledged.push(res.body.data._id);
    }
  });
  return {
    acknowledged,
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The path of the newest article, read from the blog API. */
async function firstArticlePath() {
  const res = await fetch(`${app.url}/api/blogs?page=1&limit=1`);
  const body = await res.json();
  return `/blogs/${body.data.blogs[0].slug}`;
}

// `immediate` is a crash (no checkpoint, recovery at the next start); `fast` a clean stop that
// cuts every connection. The same instance lives through both, one after the other.
for (const mode of ['immediate', 'fast']) test(`PostgreSQL stopped (${mode}) mid-load: 503s, cached pages still served, recovery without a restart, nothing acknowledged lost`, async (t) => {
  const pid = app.child.pid;
  const article = await firstArticlePath();
  for (const page of [...CACHED_PUBLIC_PAGES, article]) assert.equal((await fetch(app.url + page)).status, 200, `${page} before the fault`);
  const load = writeLoad();
  await waitFor('some acknowledged writes', () => load.acknowledged.length >= 20, { timeoutMs: 30_000, everyMs: 50 });

  await pg.stop(mode);
  const downAt = Date.now();
  await sleep(3000); // the load keeps running against the stopped database

  const health = await fetch(`${app.url}/api/health`);
  assert.equal(health.status, 503);
  assert.equal((await health.json()).db, 'down');
  for (const page of [...CACHED_PUBLIC_PAGES, article]) {
    const res = await fetch(app.url + page);
    assert.equal(res.status, 200, `${page} while the database is down`);
  }
  const probe = await client().request(app.url, '/api/kundli', { method: 'POST', json: kundliRequest(1) });
  assert.equal(probe.status, 503);
  assert.match(probe.body.message, UNAVAILABLE);

  await pg.start();
  await app.healthy(60_000);
  await load.stop();
  assert.equal(app.child.pid, pid, 'the same process serves after the outage');
  assert.equal(app.child.exitCode, null);

  const after = await client().request(app.url, '/api/kundli', { method: 'POST', json: kundliRequest(2) });
  assert.equal(after.status, 201, after.text);

  const during = load.answers.filter((a) => a.at > downAt + 500);
  assert.ok(during.length > 0, 'requests were made during the outage');
  const bad = load.answers.filter((a) => ![201, 503].includes(a.status));
  assert.deepEqual(bad, [], 'every answer is 201 or 503');
  for (const a of load.answers.filter((x) => x.status === 503)) assert.match(a.message, UNAVAILABLE);
  assert.ok(load.answers.some((a) => a.status === 503), 'the outage was seen as 503');

  const ids = load.acknowledged;
  t.diagnostic(`${ids.length} writes acknowledged, ${load.answers.filter((a) => a.status === 503).length} answered 503`);
  const rows = await sql(pg.url, 'select id from kundli_results where id = any($1::uuid[])', [ids]);
  assert.equal(rows.length, ids.length, `all ${ids.length} acknowledged kundlis survived the crash`);
  const one = await client().request(app.url, `/api/kundli/${ids[ids.length - 1]}`);
  assert.equal(one.status, 200);
});
