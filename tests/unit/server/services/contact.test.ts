/** @jest-environment node */
import type { ContactMessage } from '@/lib/contract/contact';

// Contact messages (issue 10): a bot's message is dropped after the limit is spent, a person's
// is stored, and an e-mail that fails is logged by the message's id alone and never thrown.

const insert = jest.fn(() => ({ values: jest.fn(() => ({ returning: jest.fn(async () => [{ id: 'm-1', createdAt: new Date('2026-11-23T04:00:00Z') }]) })) }));
jest.mock('@/lib/server/db/client', () => ({ getDb: jest.fn(async () => ({ insert })) }));
jest.mock('@/lib/server/auth/rate-limit', () => ({ consumeLimits: jest.fn(async () => undefined) }));
jest.mock('@/lib/server/delivery/contact-message', () => ({ deliverContactMessage: jest.fn() }));
jest.mock('@/lib/server/log', () => ({ log: { info: jest.fn() }, logError: jest.fn() }));

import { consumeLimits } from '@/lib/server/auth/rate-limit';
import { deliverContactMessage } from '@/lib/server/delivery/contact-message';
import { logError } from '@/lib/server/log';
import { emailContactMessage, receiveContactMessage } from '@/lib/server/services/contact';

const message: ContactMessage = { fullName: 'Asha Rao', countryCode: '+91', phone: '9876543210', email: 'asha@example.in', message: 'Please call me about a Vastu check.' };

beforeEach(() => jest.clearAllMocks());

describe('receiveContactMessage', () => {
  it("spends the address's limit, then stores the message", async () => {
    const stored = await receiveContactMessage(message, '203.0.113.7');
    expect(consumeLimits).toHaveBeenCalledWith([['contactPerIp', '203.0.113.7']], expect.any(String));
    expect(insert).toHaveBeenCalledTimes(1);
    expect(stored).toEqual({ id: 'm-1', createdAt: new Date('2026-11-23T04:00:00Z'), message });
  });

  it('drops a message whose honeypot is filled in, after spending the limit like any other', async () => {
    expect(await receiveContactMessage({ ...message, website: 'https://spam.example' }, '203.0.113.7')).toBeNull();
    expect(consumeLimits).toHaveBeenCalledTimes(1);
    expect(insert).not.toHaveBeenCalled();
  });

  it('stores a message whose honeypot is present but empty (a browser sends it so)', async () => {
    expect(await receiveContactMessage({ ...message, website: ' ' }, '203.0.113.7')).not.toBeNull();
  });
});

describe('emailContactMessage', () => {
  it('logs a failed e-mail by the message id only, and does not throw', async () => {
    jest.mocked(deliverContactMessage).mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:25'));
    await expect(emailContactMessage({ id: 'm-1', createdAt: new Date(), message })).resolves.toBeUndefined();
    expect(logError).toHaveBeenCalledWith('contact message stored but not e-mailed', expect.any(Error), { contactMessageId: 'm-1' });
    const logged = JSON.stringify(jest.mocked(logError).mock.calls[0]![2]);
    for (const detail of [message.message, message.email, message.phone, message.fullName]) expect(logged).not.toContain(detail);
  });
});
