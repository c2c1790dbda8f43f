import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { asAdmin } from '../support/admin';
import { unique } from '../support/admin-content';
import { realMp3 } from '../support/audio';

// The Vastu tips in Hindi (issue 26): GET /api/vastutip/all?lang=hi gives each tip's Hindi title,
// description and narration where written; without a language the answer is exactly today's.
// The console writes a tip's Hindi beside its English, and /hi/vastu-tips shows it within seconds.

interface Tip {
  _id: string;
  title: string;
  description: string;
  fileUrl: string;
  audioUrl: string;
  lang?: string;
}

const DEVANAGARI = /[\u0900-\u097F]/;

async function tipsIn(request: import('@playwright/test').APIRequestContext, query = ''): Promise<Tip[]> {
  const res = await request.get(`/api/vastutip/all${query}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toMatch(/^public\b/);
  expect(res.headers()['set-cookie']).toBeUndefined();
  return (await res.json()).data as Tip[];
}

/** Polls `read` until it passes: "within seconds" of the change, not at once. */
async function eventually(read: () => Promise<void>, timeoutMs = 5_000): Promise<void> {
  await expect(async () => read()).toPass({ timeout: timeoutMs, intervals: [100, 250, 500] });
}

test('?lang=hi gives every demo tip in Hindi with its Hindi narration; no language gives the English tips unchanged', async ({ request }) => {
  const english = await tipsIn(request);
  const hindi = await tipsIn(request, '?lang=hi');
  expect(hindi.map((t) => t._id)).toEqual(english.map((t) => t._id));
  const demo = hindi.filter((t) => t.audioUrl.startsWith('/audio/tips/'));
  expect(demo.length).toBeGreaterThanOrEqual(12);
  for (const tip of demo) {
    expect(tip.lang).toBe('hi');
    expect(tip.title).toMatch(DEVANAGARI);
    expect(tip.description).toMatch(DEVANAGARI);
    expect(tip.audioUrl).toMatch(/^\/audio\/tips\/hi\/[a-z0-9-]+\.mp3$/);
    const en = english.find((t) => t._id === tip._id)!;
    expect(tip.fileUrl).toBe(en.fileUrl);
    expect(en).toEqual({ _id: tip._id, title: expect.not.stringMatching(DEVANAGARI), description: expect.any(String), fileUrl: en.fileUrl, audioUrl: en.audioUrl.replace('/hi/', '/') });
    expect(en).not.toHaveProperty('lang');
  }
  const audio = await request.get(demo[0]!.audioUrl);
  expect(audio.status()).toBe(200);
  expect(audio.headers()['content-type']).toBe('audio/mpeg');
  expect((await audio.body()).length).toBeGreaterThan(10_000);

  const explicitEnglish = await tipsIn(request, '?lang=en');
  expect(explicitEnglish).toEqual(english.map((t) => ({ ...t, lang: 'en' })));
});

test('an unknown language is a 400 with a plain message', async ({ request }) => {
  for (const lang of ['fr', 'HI', '', 'hi-IN']) {
    const res = await request.get(`/api/vastutip/all?lang=${encodeURIComponent(lang)}`);
    expect(res.status(), lang).toBe(400);
    expect((await res.json()).message).toBe('lang must be en or hi.');
  }
});

test('the console writes a tip in Hindi beside its English; /hi/vastu-tips and ?lang=hi show it, a tip without Hindi stays English there', async ({ playwright, baseURL, request }) => {
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const upload = async (audio: Buffer) => (await (await admin.post('/api/admin/uploads/audio', { headers, multipart: { audio: { name: 'n.mp3', mimeType: 'audio/mpeg', buffer: audio } } })).json()).url as string;
  const image = await admin.post('/api/admin/uploads/images', {
    headers,
    multipart: { image: { name: 't.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 90, g: 20, b: 120 } } }).png().toBuffer() } },
  });
  const fileUrl = (await image.json()).url as string;
  const [audioUrl, audioUrlHi] = [await upload(realMp3()), await upload(realMp3())];

  const id = unique();
  const title = `Keep a bowl of water in the north ${id}`;
  const titleHi = `उत्तर दिशा में जल का पात्र रखें ${id}`;
  const descriptionHi = 'उत्तर दिशा जल और नए अवसरों की दिशा मानी जाती है।';
  const created = await admin.post('/api/admin/vastu-tips', { headers, data: { title, description: 'North is the direction of water.', fileUrl, audioUrl, titleHi, descriptionHi, audioUrlHi } });
  expect(created.status()).toBe(201);
  const tip = (await created.json()).data;
  expect(tip).toMatchObject({ title, titleHi, descriptionHi, audioUrlHi });

  const englishOnly = `A tip not yet in Hindi ${id}`;
  const plain = await admin.post('/api/admin/vastu-tips', { headers, data: { title: englishOnly, description: 'Only in English.', fileUrl, audioUrl } });
  expect(plain.status()).toBe(201);
  const plainTip = (await plain.json()).data;
  expect(plainTip).toMatchObject({ titleHi: null, descriptionHi: null, audioUrlHi: null });

  await eventually(async () => {
    const hindi = await tipsIn(request, '?lang=hi');
    expect(hindi).toContainEqual({ _id: tip._id, title: titleHi, description: descriptionHi, fileUrl, audioUrl: audioUrlHi, lang: 'hi' });
    expect(hindi).toContainEqual({ _id: plainTip._id, title: englishOnly, description: 'Only in English.', fileUrl, audioUrl, lang: 'en' });
    expect(await tipsIn(request)).toContainEqual({ _id: tip._id, title, description: 'North is the direction of water.', fileUrl, audioUrl });
    const page = await (await request.get('/hi/vastu-tips')).text();
    expect(page).toContain(titleHi);
    expect(page).toContain(englishOnly);
    const englishPage = await (await request.get('/vastu-tips')).text();
    expect(englishPage).toContain(title);
    expect(englishPage).not.toContain(titleHi);
  });

  // An edit of the Hindi alone; emptied, the Hindi page shows the English again.
  const renamed = await admin.patch(`/api/admin/vastu-tips/${tip._id}`, { headers, data: { titleHi: `${titleHi} (संशोधित)` } });
  expect(renamed.status()).toBe(200);
  await eventually(async () => {
    expect(await (await request.get('/hi/vastu-tips')).text()).toContain(`${titleHi} (संशोधित)`);
  });
  const emptied = await admin.patch(`/api/admin/vastu-tips/${tip._id}`, { headers, data: { titleHi: '', audioUrlHi: '' } });
  expect(emptied.status()).toBe(200);
  await eventually(async () => {
    expect(await tipsIn(request, '?lang=hi')).toContainEqual({ _id: tip._id, title, description: 'North is the direction of water.', fileUrl, audioUrl, lang: 'en' });
  });

  // The Hindi narration must be an upload of this site too; a Hindi text is bounded like the English.
  const outside = await admin.patch(`/api/admin/vastu-tips/${tip._id}`, { headers, data: { audioUrlHi: 'https://evil.example/a.mp3' } });
  expect(outside.status()).toBe(400);
  expect((await outside.json()).message).toBe('The Hindi audio must be one uploaded here.');
  const long = await admin.patch(`/api/admin/vastu-tips/${tip._id}`, { headers, data: { titleHi: 'क'.repeat(201) } });
  expect(long.status()).toBe(400);
  expect((await long.json()).message).toBe('Hindi title must be at most 200 characters.');
});
