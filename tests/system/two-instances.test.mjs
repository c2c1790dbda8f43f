// Two app instances on two ports against one PostgreSQL, started at the same moment: what one
// instance records, the other honours.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { client, codeFor, freePort, randomMobile, root, sql, startApp, startPostgres } from './harness.mjs';

let pg;
let a;
let b;

before(async () => {
  pg = await startPostgres();
  const [portA, portB] = [await freePort(), await freePort()];
  a = startApp({ port: portA, name: 'A', env: { DATABASE_URL: pg.url } });
  b = startApp({ port: portB, name: 'B', env: { DATABASE_URL: pg.url } });
  await Promise.all([a.healthy(), b.healthy()]);
});

after(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await pg?.destroy();
});

/** Asks instance `app` for a sign-in code; returns the response and where its output stood. */
async function sendLoginCode(c, app, mobile) {
  const since = app.output().length;
  const res = await c.request(app.url, '/api/users/login/mobile', { method: 'POST', json: { mobile, country_code: '+91' } });
  return { res, since };
}

const verify = (c, app, mobile, otp) => c.request(app.url, '/api/users/verify-otp', { method: 'POST', json: { mobile, otp } });

describe('two instances on one PostgreSQL', () => {
  test('started together, they apply the migrations exactly once', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(root, 'db', 'migrations', 'meta', '_journal.json'), 'utf8'));
    const rows = await sql(pg.url, 'select hash, created_at from drizzle.__drizzle_migrations order by id');
    assert.equal(rows.length, journal.entries.length, 'one row per migration in drizzle.__drizzle_migrations');
    assert.equal(new Set(rows.map((r) => r.hash)).size, rows.length, 'no migration recorded twice');
    assert.doesNotMatch(a.output() + b.output(), /could not open the database|already exists/);
  });

  test('a session made on one instance works on the other, and a logout on it ends it everywhere', async () => {
    const c = client();
    const mobile = randomMobile();
    const { res: sent, since } = await sendLoginCode(c, a, mobile);
    assert.equal(sent.status, 200);
    const signedIn = await verify(c, a, mobile, await codeFor(a, `+91${mobile}`, since));
    assert.equal(signedIn.status, 200);
    const id = signedIn.body.isVerified.data._id;

    const onB = await c.request(b.url, `/api/users/getById/${id}`);
    assert.equal(onB.status, 200, onB.text);
    assert.equal(onB.body.data.mobile, mobile);

    const token = c.jar.get('session');
    assert.ok(token, 'the sign-in set a session cookie');
    await c.xsrf(b.url);
    const out = await c.request(b.url, '/api/users/logout', { method: 'POST' });
    assert.ok(out.status < 300, `logout on B: ${out.status} ${out.text}`);
    // The revocation is in the database: instance A no longer accepts the same cookie.
    const stale = client();
    stale.jar.set('session', token);
    assert.equal((await stale.request(a.url, `/api/users/getById/${id}`)).status, 401);
  });

  test('a second code to the same number from the other instance is refused (429)', async () => {
    const c = client();
    const mobile = randomMobile();
    assert.equal((await sendLoginCode(c, a, mobile)).res.status, 200);
    const again = (await sendLoginCode(client(), b, mobile)).res;
    assert.equal(again.status, 429);
    assert.match(again.body.message, /Too many OTP requests\. Please try again in \d+ seconds?\./);
    assert.ok(Number(again.headers.get('retry-after')) > 0);
  });

  test('wrong tries are counted across instances: after five, even the right code fails', async () => {
    const c = client();
    const mobile = randomMobile();
    const { res, since } = await sendLoginCode(c, a, mobile);
    assert.equal(res.status, 200);
    const otp = await codeFor(a, `+91${mobile}`, since);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (const app of [a, b, a, b, b]) assert.equal((await verify(c, app, mobile, wrong)).status, 400);
    const right = await verify(c, a, mobile, otp);
    assert.equal(right.status, 400);
    assert.equal(right.body.message, 'Too many wrong attempts. Please request a new OTP.');
  });

  test('of ten concurrent right answers spread over both instances, exactly one signs in', async () => {
    const mobile = randomMobile();
    const { res, since } = await sendLoginCode(client(), b, mobile);
    assert.equal(res.status, 200);
    const otp = await codeFor(b, `+91${mobile}`, since);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => verify(client(), i % 2 ? a : b, mobile, otp)));
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, ...Array(9).fill(400)]);
  });

  test('an image uploaded through one instance is served by the other', async () => {
    const c = client();
    const [mobile, email] = [randomMobile(), `system.${Date.now()}@example.in`];
    await c.xsrf(a.url);
    const since = a.output().length;
    const sent = await c.request(a.url, '/api/users/send-otp', {
      method: 'POST',
      json: { name: 'Kavya Iyer', email, mobile, password: 'Gulmohar-Evening-2026', country_code: '91', expertType: 'astrologer' },
    });
    assert.equal(sent.status, 200, sent.text);
    const [smsCode, emailCode] = [await codeFor(a, `+91${mobile}`, since), await codeFor(a, email, since)];
    // The two steps of one registration may land on different instances.
    assert.equal((await c.request(b.url, '/api/users/verify-otp', { method: 'POST', json: { identifier: mobile, otp: smsCode, country_code: '91' } })).status, 200);
    assert.equal((await c.request(a.url, '/api/users/verify-otp', { method: 'POST', json: { identifier: email, otp: emailCode } })).status, 200);

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
    const form = new FormData();
    const fields = {
      name: 'Kavya Iyer',
      email,
      mobile,
      bio: 'Expert in Vedic Astrology',
      expertise: JSON.stringify(['Vedic']),
      languages: JSON.stringify(['Hindi']),
      experienceYears: '8',
      feePerMinChat: '20',
      feePerMinCall: '0',
      feePerMinVideo: '35',
      schedule: JSON.stringify(Object.fromEntries(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [d, { available: d === 'Monday', slots: [{ start: '09:00', end: '12:00' }] }]))),
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
    const created = await c.request(a.url, '/api/talktoastrologer', { method: 'POST', form });
    assert.equal(created.status, 201, created.text);

    const image = await fetch(b.url + created.body.file);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    assert.equal(meta.format, 'webp');
  });
});
