import { act, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { useSubmission, type SendOptions } from '@/components/form/use-submission';

const OPTIONS: SendOptions<{ ok: boolean; message?: string }> = { accepted: (r) => r.ok, success: 'Saved.', failed: 'Not saved.', noAnswer: 'No answer.' };

function serverError(message?: string) {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', { headers }, null, { status: 400, statusText: '', headers, config: { headers }, data: message ? { message } : {} });
}

async function sent(request: () => Promise<{ ok: boolean; message?: string }>, options = OPTIONS) {
  const { result } = renderHook(() => useSubmission());
  let accepted = false;
  await act(async () => {
    accepted = await result.current.send(request, options);
  });
  return { accepted, status: result.current.status, busy: result.current.busy };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('reports success and is no longer busy', async () => {
  expect(await sent(async () => ({ ok: true }))).toMatchObject({ accepted: true, busy: false, status: { kind: 'success', text: 'Saved.' } });
});

it("shows a refusal's own message, or the fallback", async () => {
  expect((await sent(async () => ({ ok: false, message: 'Taken.' }))).status?.text).toBe('Taken.');
  expect((await sent(async () => ({ ok: false }))).status?.text).toBe('Not saved.');
});

it("shows the server's message of an error reply unless told not to, and another message when no reply came", async () => {
  expect((await sent(() => Promise.reject(serverError('Too many requests.')))).status?.text).toBe('Too many requests.');
  expect((await sent(() => Promise.reject(serverError('Too many requests.')), { ...OPTIONS, serverText: false })).status?.text).toBe('Not saved.');
  expect((await sent(() => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK')))).status?.text).toBe('No answer.');
});

it('stays busy after a success that opens another page', async () => {
  expect((await sent(async () => ({ ok: true }), { ...OPTIONS, staysBusy: true })).busy).toBe(true);
});
