import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { asAdmin } from './admin';
import sharp from 'sharp';
import { registerExpert } from './api-client';

// Data for the tests of the console's content and expert applications (tests/api, e2e).

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

export function article(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    title: `Vastu for a calm study room ${id}`,
    slug: `vastu-calm-study-room-${id}`,
    metaDescription: 'Where to place the desk, the light and the books.',
    author: 'Neha Kapoor',
    category: 'Vastu',
    content: '# Desk\n\nFace **east** while studying.\n\n<script>alert(1)</script>\n\n[More](https://example.org)',
    status: 'draft',
    ...overrides,
  };
}

const week = JSON.stringify({
  Monday: { available: true, slots: [{ start: '09:00', end: '12:00' }] },
  Tuesday: { available: false, slots: [] },
  Wednesday: { available: true, slots: [{ start: '15:00', end: '18:00' }] },
  Thursday: { available: false, slots: [] },
  Friday: { available: true, slots: [{ start: '09:00', end: '12:00' }] },
  Saturday: { available: false, slots: [] },
  Sunday: { available: false, slots: [] },
});

/**
 * Sends an astrologer application as the signed-in expert on `request`, with `email` typed into
 * the form (which need not be the account's address); returns the photo's address.
 */
export async function applyAsAstrologer(request: APIRequestContext, headers: Record<string, string>, { name, email }: { name: string; email: string }): Promise<string> {
  const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 100, b: 50 } } }).jpeg().toBuffer();
  const res = await request.post('/api/talktoastrologer', {
    headers,
    multipart: {
      name,
      email,
      mobile: '9123456780',
      bio: 'Vedic astrologer',
      expertise: JSON.stringify(['Vedic', 'Tarot']),
      languages: JSON.stringify(['Hindi', 'Marathi']),
      experienceYears: '9',
      feePerMinChat: '20',
      feePerMinCall: '25',
      feePerMinVideo: '35',
      schedule: week,
      image: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: image },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).file as string;
}

/** A registered astrologer with a pending application; returns its name, e-mail, headers and photo's address. */
export async function pendingApplication(request: APIRequestContext, baseURL: string) {
  const name = `Kavya Iyer ${unique()}`;
  const { headers, email, mobile } = await registerExpert(request, baseURL, { expertType: 'astrologer' });
  const imageUrl = await applyAsAstrologer(request, headers, { name, email });
  return { name, email, mobile, headers, imageUrl };
}

/**
 * A published astrologer: a pending application that the shared admin approves. Returns the
 * public slug and name, the admin's context to unpublish or re-publish it, and the applicant's
 * own signed-in context.
 */
export async function publishedExpert(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const applicant = await playwright.request.newContext({ baseURL });
  const { name, headers: applicantHeaders, imageUrl } = await pendingApplication(applicant, baseURL);
  const admin = await asAdmin(playwright, baseURL);
  const list = await (await admin.request.get('/api/admin/applications?status=pending', { headers: admin.headers })).json();
  const application = list.items.find((a: { applicant: { name: string } }) => a.applicant.name === name) as { id: string };
  const approved = await admin.request.post(`/api/admin/applications/${application.id}/approve`, { headers: admin.headers });
  expect(approved.status()).toBe(200);
  const slug = (await approved.json()).data.published.slug as string;
  return { slug, name, applicationId: application.id, admin, applicant: { request: applicant, headers: applicantHeaders, imageUrl } };
}
