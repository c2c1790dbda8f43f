import { expect, test, type APIRequestContext } from '@playwright/test';
import { asAdmin } from '../support/admin';
import { clientHeaders } from '../support/api-client';
import { waitForContactEmail } from '../support/otp-inbox';

// Issue 11, "Messages": contact messages in the console, paged on the server (25 a page),
// filtered by state, marked read or handled, answered by e-mail; every change is in the audit log.

const visitorEmail = () => `visitor.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.in`;

async function sendContactMessage(request: APIRequestContext, email: string, name = 'Meera Joshi') {
  const res = await request.post('/api/contact', {
    headers: clientHeaders(),
    data: { fullName: name, countryCode: '+91', phone: '9876543210', email, message: 'Please call me about the Vastu of our new shop in Pune.' },
  });
  expect(res.status()).toBe(201);
}

type Message = { id: string; email: string; status: string; replies: { text: string; sentAt: string | null }[] };

async function findMessage(admin: APIRequestContext, email: string, status = 'new'): Promise<Message> {
  const res = await admin.get(`/api/admin/messages?status=${status}`);
  expect(res.status()).toBe(200);
  const found = (await res.json()).messages.find((m: Message) => m.email === email);
  expect(found, `message from ${email} listed as ${status}`).toBeDefined();
  return found;
}

async function auditOf(admin: APIRequestContext, targetId: string) {
  const { entries } = await (await admin.get('/api/admin/audit')).json();
  return entries.filter((e: { targetId: string }) => e.targetId === targetId);
}

test('the admin lists new messages, marks one read then handled, and each change is audited', async ({ request, playwright, baseURL }) => {
  const email = visitorEmail();
  await sendContactMessage(request, email);
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const message = await findMessage(admin, email);
  expect(message).toMatchObject({ status: 'new', replies: [] });

  const read = await admin.patch(`/api/admin/messages/${message.id}`, { headers, data: { status: 'read' } });
  expect(read.status()).toBe(200);
  expect((await read.json()).message.status).toBe('read');
  await findMessage(admin, email, 'read');

  const handled = await admin.patch(`/api/admin/messages/${message.id}`, { headers, data: { status: 'handled' } });
  expect((await handled.json()).message.status).toBe('handled');
  await findMessage(admin, email, 'handled');

  const audit = await auditOf(admin, message.id);
  expect(audit.map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after])).toEqual([
    ['message.mark', { status: 'read' }, { status: 'handled' }],
    ['message.mark', { status: 'new' }, { status: 'read' }],
  ]);
  expect(audit[0].actor).toMatchObject({ mobile: expect.stringMatching(/^\d{10}$/) });
  await admin.dispose();
});

test('a reply is e-mailed to the visitor, stored with the message and audited', async ({ request, playwright, baseURL }) => {
  const email = visitorEmail();
  await sendContactMessage(request, email, 'Rohan Mehta');
  await waitForContactEmail(email); // the business's copy, so the next mail to arrive is the reply
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const message = await findMessage(admin, email);
  const res = await admin.post(`/api/admin/messages/${message.id}/reply`, { headers, data: { text: 'Namaste Rohan, we will call you tomorrow at 11.' } });
  expect(res.status()).toBe(201);
  // A sent reply deals with the message: it is handled, and the answer says so (the console shows it at once).
  expect(await res.json()).toMatchObject({ delivered: true, status: 'handled', reply: { text: 'Namaste Rohan, we will call you tomorrow at 11.', sentAt: expect.any(String) } });

  const stored = await findMessage(admin, email, 'handled');
  expect(stored.replies).toEqual([expect.objectContaining({ text: 'Namaste Rohan, we will call you tomorrow at 11.' })]);
  // Newest first: the reply (stored before it was sent), then the mark its sending made.
  const [marked, replied] = await auditOf(admin, message.id);
  expect(replied).toMatchObject({ action: 'message.reply', before: { status: 'new' }, after: { status: 'read', reply: 'Namaste Rohan, we will call you tomorrow at 11.' } });
  expect(marked).toMatchObject({ action: 'message.mark', before: { status: 'read' }, after: { status: 'handled' } });
  await admin.dispose();
});

test('bad input gets plain 4xx answers', async ({ playwright, baseURL }) => {
  const { request: admin, headers } = await asAdmin(playwright, baseURL!);
  const missing = '00000000-0000-4000-8000-000000000000';
  expect((await admin.patch(`/api/admin/messages/${missing}`, { headers, data: { status: 'handled' } })).status()).toBe(404);
  expect((await admin.patch('/api/admin/messages/not-a-uuid', { headers, data: { status: 'handled' } })).status()).toBe(404);
  const bad = await admin.patch(`/api/admin/messages/${missing}`, { headers, data: { status: 'new' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toBe('Please mark the message "read" or "handled".');
  const badStatus = await admin.get('/api/admin/messages?status=archived');
  expect(badStatus.status()).toBe(400);
  expect((await badStatus.json()).message).toMatch(/new, read or handled/);
  const empty = await admin.post(`/api/admin/messages/${missing}/reply`, { headers, data: { text: '   ' } });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).message).toBe('Please write your reply.');
  await admin.dispose();
});

test('messages are paged on the server, 25 a page', async ({ request, playwright, baseURL }) => {
  for (let i = 0; i < 26; i++) await sendContactMessage(request, visitorEmail());
  const { request: admin } = await asAdmin(playwright, baseURL!);
  const first = await (await admin.get('/api/admin/messages')).json();
  expect(first).toMatchObject({ page: 1, pageSize: 25 });
  expect(first.messages).toHaveLength(25);
  expect(first.total).toBeGreaterThanOrEqual(26);
  const second = await (await admin.get('/api/admin/messages?page=2')).json();
  expect(second.messages.length).toBeGreaterThanOrEqual(1);
  expect(second.messages.map((m: Message) => m.id)).not.toContain(first.messages[0].id);
  await admin.dispose();
});
