import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

export const JPEG = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });

export const STORED_USER = { _id: 'u-42', name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210' };

export function storeUser(user: Record<string, unknown> = STORED_USER) {
  window.localStorage.setItem('userData', JSON.stringify(user));
}

/** What axios rejects with when the server answered with an error status. */
export function serverError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

/** What axios rejects with when no reply arrived (offline, DNS, CORS...). */
export function networkError(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
}

/** A promise the test settles itself, to look at the form while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Every entry of a FormData as text (files by name), to compare in one go. */
export function entries(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : `[file ${value.name}]`;
  });
  return out;
}
