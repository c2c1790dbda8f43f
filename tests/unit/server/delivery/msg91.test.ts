/** @jest-environment node */
import { sendSmsNoticeViaMsg91, sendSmsViaMsg91 } from '@/lib/server/delivery/msg91';

describe('MSG91 SMS delivery', () => {
  const settings = { authKey: 'key-123', templateId: 'tpl-9', baseUrl: 'https://control.msg91.com/' };
  let fetchMock: jest.SpyInstance;

  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchMock.mockRestore());

  it('asks MSG91 to deliver our code with the approved template', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ type: 'success', request_id: 'r1' }), { status: 200 }));
    await sendSmsViaMsg91(settings, '+919876543210', '123456');
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(url.origin + url.pathname).toBe('https://control.msg91.com/api/v5/otp');
    expect(url.searchParams.get('template_id')).toBe('tpl-9');
    expect(url.searchParams.get('mobile')).toBe('919876543210');
    expect(url.searchParams.get('otp')).toBe('123456');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authkey).toBe('key-123');
  });

  it('sends to another base URL when configured (MSG91_BASE_URL: a regional endpoint or a test peer)', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ type: 'success' }), { status: 200 }));
    await sendSmsViaMsg91({ ...settings, baseUrl: 'http://127.0.0.1:4399/msg91/' }, '+919876543210', '123456');
    const [url] = fetchMock.mock.calls[0] as [URL];
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4399/msg91/api/v5/otp');
  });

  it('fails loudly, without the code, when MSG91 refuses', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ type: 'error', message: 'Invalid authkey' }), { status: 401 }));
    const error = await sendSmsViaMsg91(settings, '+919876543210', '654321').catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/MSG91 refused the SMS \(401\): Invalid authkey/);
    expect((error as Error).message).not.toContain('654321');
  });

  it('treats an error reply with status 200 as a failure too', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ type: 'error', message: 'Template not approved' }), { status: 200 }));
    await expect(sendSmsViaMsg91(settings, '+919876543210', '111111')).rejects.toThrow(/Template not approved/);
  });

  it('sends a notice (no code) with its own approved template through the Flow API', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ type: 'success', message: 'r2' }), { status: 200 }));
    await sendSmsNoticeViaMsg91({ authKey: 'key-123', noticeTemplateId: 'tpl-notice', baseUrl: 'https://control.msg91.com/' }, '+919876543210');
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toBe('https://control.msg91.com/api/v5/flow');
    expect(JSON.parse(String(init.body))).toEqual({ template_id: 'tpl-notice', recipients: [{ mobiles: '919876543210' }] });
    expect((init.headers as Record<string, string>).authkey).toBe('key-123');
  });

  it('fails loudly when MSG91 refuses the notice', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ type: 'error', message: 'Template not approved' }), { status: 200 }));
    await expect(sendSmsNoticeViaMsg91({ authKey: 'k', noticeTemplateId: 't', baseUrl: 'https://control.msg91.com/' }, '+919876543210')).rejects.toThrow(/MSG91 refused the notice \(200\): Template not approved/);
  });
});
