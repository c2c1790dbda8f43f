import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { asAdmin } from '../support/admin';
import { pendingApplication } from '../support/admin-content';
import { browserWriteHeaders, registerExpert, signIn } from '../support/api-client';

const week = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    Monday: { available: true, slots: [{ start: '09:00', end: '12:00' }] },
    Tuesday: { available: true, slots: [{ start: '09:00', end: '12:00' }, { start: '15:00', end: '18:00' }] },
    Wednesday: { available: false, slots: [{ start: '09:00', end: '12:00' }] },
    Thursday: { available: true, slots: [{ start: '09:00', end: '12:00' }] },
    Friday: { available: true, slots: [{ start: '09:00', end: '12:00' }] },
    Saturday: { available: false, slots: [{ start: '09:00', end: '12:00' }] },
    Sunday: { available: false, slots: [{ start: '09:00', end: '12:00' }] },
    ...overrides,
  });

/** A real JPEG with camera metadata (EXIF with a GPS-like comment) that must not survive upload. */
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', ImageDescription: 'secret-location 28.61N 77.23E' } })
    .toBuffer();
}

function astrologerForm(image: { name: string; mimeType: string; buffer: Buffer } | null, overrides: Record<string, string> = {}) {
  return {
    name: 'Kavya Iyer',
    email: 'kavya@example.in',
    mobile: '9876543210',
    astrologerId: 'ignored-by-server',
    bio: 'Expert in Vedic Astrology',
    expertise: JSON.stringify(['Vedic', 'Numerology', 'Tarot']),
    languages: JSON.stringify(['Hindi', 'English']),
    experienceYears: '8',
    feePerMinChat: '20',
    feePerMinCall: '0',
    feePerMinVideo: '35',
    schedule: week(),
    ...overrides,
    ...(image ? { image } : {}),
  };
}

async function expert(request: APIRequestContext, baseURL: string, expertType = 'astrologer') {
  const { headers } = await registerExpert(request, baseURL, { expertType });
  return headers;
}

test.describe('POST /api/talktoastrologer', () => {
  test('stores the application and serves the image re-encoded without metadata', async ({ request, baseURL }) => {
    const headers = await expert(request, baseURL!);
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await request.post('/api/talktoastrologer', { headers, multipart: astrologerForm({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: original }) });
    expect(res.status()).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ status: 'success', message: expect.stringMatching(/created successfully/), name: 'Kavya Iyer', file: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}$/) });

    const image = await request.get(body.file);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The route's own policy, not the pages' one: an image can run nothing and load nothing.
    expect(image.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(image.headers()['cross-origin-resource-policy']).toBe('same-origin');
    const served = await image.body();
    const meta = await sharp(served).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(800);
    expect(meta.exif).toBeUndefined();
    expect(served.toString('latin1')).not.toContain('secret-location');
  });

  test('needs a session (401) and an expert account (403)', async ({ request, playwright, baseURL }) => {
    const anonymous = await request.post('/api/talktoastrologer', { multipart: astrologerForm(null) });
    expect(anonymous.status()).toBe(401);
    const customer = await playwright.request.newContext({ baseURL });
    const { headers } = await signIn(customer, baseURL!);
    const forbidden = await customer.post('/api/talktoastrologer', { headers, multipart: astrologerForm({ name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo() }) });
    expect(forbidden.status()).toBe(403);
    expect((await forbidden.json()).message).toMatch(/Only registered experts/);
    await customer.dispose();
  });

  test('a signed-in write without the XSRF token is refused', async ({ request, baseURL }) => {
    await expert(request, baseURL!);
    const res = await request.post('/api/talktoastrologer', { headers: { Origin: baseURL! }, multipart: astrologerForm(null) });
    expect(res.status()).toBe(403);
  });

  test('refuses an image that is not JPEG, PNG or WebP by content, whatever its name', async ({ request, baseURL }) => {
    const headers = await expert(request, baseURL!);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    for (const image of [
      { name: 'me.svg', mimeType: 'image/svg+xml', buffer: svg },
      { name: 'me.jpg', mimeType: 'image/jpeg', buffer: svg },
      { name: 'me.gif', mimeType: 'image/gif', buffer: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer() },
    ]) {
      const res = await request.post('/api/talktoastrologer', { headers, multipart: astrologerForm(image) });
      expect(res.status(), image.name).toBe(415);
      expect((await res.json()).message).toBe('Please upload a JPEG, PNG or WebP image.');
    }
  });

  test('refuses an image over 5 MB', async ({ request, baseURL }) => {
    const headers = await expert(request, baseURL!);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 10, 7)]);
    const res = await request.post('/api/talktoastrologer', { headers, multipart: astrologerForm({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big }) });
    expect(res.status()).toBe(413);
    expect((await res.json()).message).toMatch(/5 MB/);
  });

  for (const [field, value, message] of [
    ['name', '', 'Name is required.'],
    ['email', 'nope', 'Enter a valid email address.'],
    ['mobile', '12345', 'Enter a valid mobile number.'],
    ['experienceYears', '0', 'Experience must be greater than 0.'],
    ['feePerMinChat', '', 'Please enter Chat fee per minute.'],
    ['feePerMinVideo', '-5', 'Please enter Video fee per minute.'],
    ['expertise', 'Vedic, Tarot', 'expertise must be valid JSON.'],
    ['schedule', week({ Monday: { available: true, slots: [{ start: '12:00', end: '09:00' }] } }), 'Each time slot must end after it starts.'],
    ['schedule', week({ Monday: { available: true, slots: [{ start: '25:00', end: '26:00' }] } }), 'Times must be HH:MM (24-hour).'],
  ] as const) {
    test(`validates ${field}=${value.slice(0, 30)}: "${message}"`, async ({ request, baseURL }) => {
      const headers = await expert(request, baseURL!);
      const res = await request.post('/api/talktoastrologer', { headers, multipart: astrologerForm({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() }, { [field]: value }) });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe(message);
    });
  }

  test('an image is required', async ({ request, baseURL }) => {
    const headers = await expert(request, baseURL!);
    const res = await request.post('/api/talktoastrologer', { headers, multipart: astrologerForm(null) });
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toBe('Profile image is required.');
  });
});

test.describe('POST /api/astrologers', () => {
  const vastuForm = (image: { name: string; mimeType: string; buffer: Buffer } | null, overrides: Record<string, string> = {}) => ({
    name: 'Raghav Sharma',
    exp: '12',
    charge: '5100',
    industryExp: '4 years',
    commercialExp: '6 years',
    residentialExp: '12 years',
    countriesAcrossTheWorld: '3',
    educationBackground: 'B.Arch, Vastu Shastra diploma',
    projectsAcross: '240',
    skills: JSON.stringify(['Residential Vastu', 'Commercial Vastu']),
    rating: '0',
    satisfiedUsers: '0',
    reviews: '0',
    vastuAstrologerId: 'VA-1001',
    availability: week(),
    email: 'raghav@example.in',
    mobile: '9876543210',
    ...overrides,
    ...(image ? { image } : {}),
  });

  test('stores a Vastu astrologer application', async ({ request, baseURL }) => {
    const headers = await expert(request, baseURL!, 'vastu-astrologer');
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#8a2331' } }).png().toBuffer();
    const res = await request.post('/api/astrologers', { headers, multipart: vastuForm({ name: 'me.png', mimeType: 'image/png', buffer: png }) });
    expect(res.status()).toBe(201);
    expect(await res.json()).toEqual(expect.objectContaining({ status: true, message: expect.stringMatching(/created successfully/) }));
  });

  for (const [field, value, message] of [
    ['skills', '[]', 'At least one skill is required'],
    ['vastuAstrologerId', ' ', 'Vastu Astrologer ID is required'],
    ['charge', '0', 'Charge must be greater than 0'],
    ['educationBackground', '', 'Education background is required'],
    [
      'availability',
      JSON.stringify(Object.fromEntries(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [d, { available: false, slots: [{ start: '09:00', end: '12:00' }] }]))),
      'At least one day must be marked as available',
    ],
  ] as const) {
    test(`validates ${field}: "${message}"`, async ({ request, baseURL }) => {
      const headers = await expert(request, baseURL!, 'vastu-astrologer');
      const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f5f5f' } }).webp().toBuffer();
      const res = await request.post('/api/astrologers', { headers, multipart: vastuForm({ name: 'me.webp', mimeType: 'image/webp', buffer: webp }, { [field]: value }) });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe(message);
    });
  }
});

test('GET /api/uploads/{id} answers 404 for an unknown or malformed id', async ({ request }) => {
  expect((await request.get('/api/uploads/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  expect((await request.get('/api/uploads/..%2Fetc')).status()).toBe(404);
});

test.describe('GET /api/users/me/expert-applications', () => {
  const jpeg = async () => ({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo() });

  test('anonymous: 401', async ({ request }) => {
    const res = await request.get('/api/users/me/expert-applications');
    expect(res.status()).toBe(401);
  });

  test('an applicant reads their own application as sent, under review, and a second submission updates it', async ({ request, baseURL }) => {
    const headers = await expert(request, baseURL!);
    const none = await request.get('/api/users/me/expert-applications');
    expect(none.status()).toBe(200);
    expect(none.headers()['cache-control']).toBe('private, no-store');
    expect(await none.json()).toEqual({ status: 'success', data: [] });

    expect((await request.post('/api/talktoastrologer', { headers, multipart: astrologerForm(await jpeg()) })).status()).toBe(201);
    const first = (await (await request.get('/api/users/me/expert-applications')).json()).data;
    expect(first).toEqual([
      {
        kind: 'astrologer',
        status: 'pending',
        submittedAt: expect.any(String),
        updatedAt: expect.any(String),
        imageUrl: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}$/),
        profile: expect.objectContaining({ bio: 'Expert in Vedic Astrology', expertise: ['Vedic', 'Numerology', 'Tarot'], experienceYears: 8, feePerMinVideo: 35 }),
      },
    ]);
    expect(first[0].profile).not.toHaveProperty('astrologerId');

    expect((await request.post('/api/talktoastrologer', { headers, multipart: astrologerForm(await jpeg(), { experienceYears: '9' }) })).status()).toBe(201);
    const second = (await (await request.get('/api/users/me/expert-applications')).json()).data;
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ status: 'pending', submittedAt: first[0].submittedAt, profile: expect.objectContaining({ experienceYears: 9 }) });
  });

  test('a change to an application under review may keep its photo; a first application or one already decided needs one', async ({ request, playwright, baseURL }) => {
    const headers = await expert(request, baseURL!);
    const sent = await (await request.post('/api/talktoastrologer', { headers, multipart: astrologerForm(await jpeg()) })).json();

    const changed = await request.post('/api/talktoastrologer', { headers, multipart: astrologerForm(null, { experienceYears: '10' }) });
    expect(changed.status()).toBe(201);
    expect((await changed.json()).file).toBe(sent.file);
    expect((await request.get(sent.file)).status()).toBe(200);
    const [own] = (await (await request.get('/api/users/me/expert-applications')).json()).data;
    expect(own).toMatchObject({ status: 'pending', imageUrl: sent.file, profile: expect.objectContaining({ experienceYears: 10 }) });

    // The Vastu form has no application yet: its first one needs a photo, in that form's words.
    const vastu = await expert(request, baseURL!, 'vastu-astrologer');
    const first = await request.post('/api/astrologers', { headers: vastu, multipart: { name: 'Raghav Sharma', exp: '12', charge: '5100', industryExp: '4 years', commercialExp: '6 years', residentialExp: '12 years', countriesAcrossTheWorld: '3', educationBackground: 'B.Arch', projectsAcross: '240', skills: JSON.stringify(['Residential Vastu']), rating: '0', satisfiedUsers: '0', reviews: '0', vastuAstrologerId: 'VA-1', availability: week(), email: 'raghav@example.in', mobile: '9876543210' } });
    expect(first.status()).toBe(400);
    expect((await first.json()).message).toBe('Profile image is required');

    // Once approved, a new application starts afresh and needs its own photo.
    const applicant = await playwright.request.newContext({ baseURL });
    const { name } = await pendingApplication(applicant, baseURL!);
    const admin = await asAdmin(playwright, baseURL!);
    const pending = await (await admin.request.get('/api/admin/applications?status=pending', { headers: admin.headers })).json();
    const application = pending.items.find((a: { applicant: { name: string } }) => a.applicant.name === name) as { id: string };
    expect((await admin.request.post(`/api/admin/applications/${application.id}/approve`, { headers: admin.headers })).status()).toBe(200);
    const again = await applicant.post('/api/talktoastrologer', { headers: await browserWriteHeaders(applicant, baseURL!), multipart: astrologerForm(null) });
    expect(again.status()).toBe(400);
    expect((await again.json()).message).toBe('Profile image is required.');
    await applicant.dispose();
  });

  test("another user's application is never read", async ({ request, playwright, baseURL }) => {
    const headers = await expert(request, baseURL!);
    expect((await request.post('/api/talktoastrologer', { headers, multipart: astrologerForm(await jpeg()) })).status()).toBe(201);
    const other = await playwright.request.newContext({ baseURL });
    await registerExpert(other, baseURL!);
    const res = await other.get('/api/users/me/expert-applications');
    expect(res.status()).toBe(200);
    expect((await res.json()).data).toEqual([]);
    await other.dispose();
  });
});
