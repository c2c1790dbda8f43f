import axios from 'axios';

/** True when the request reached the server and it answered (any status), false for network errors and the like. */
export function hasServerReply(err: unknown): boolean {
  return axios.isAxiosError(err) && err.response !== undefined;
}

export type StatusMessage = { kind: 'error' | 'success'; text: string; seq: number };
