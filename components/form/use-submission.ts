'use client';
import { useCallback, useRef, useState } from 'react';
import { isServerReply, serverMessage } from '@/lib/client/http';

export type StatusMessage = { kind: 'error' | 'success'; text: string; seq: number };

export interface SendOptions<R> {
  /** Whether the server's reply means success (the endpoints answer `status` differently). */
  accepted: (reply: R) => boolean;
  /** The message of a reply that was not accepted; by default the reply's own `message`. */
  refusal?: (reply: R) => string | undefined;
  /** Shown once the reply is accepted; nothing when left out. */
  success?: string;
  /** Shown when the server refuses and gives no message of its own. */
  failed: string;
  /** Shown when no answer came back at all (network error); `failed` when left out. */
  noAnswer?: string;
  /** Whether a refusal shows the server's own message (default) or always `failed`. */
  serverText?: boolean;
  onSuccess?: (reply: R) => void;
  onFailure?: () => void;
  /** The success leads to another page: stay busy until it opens. */
  staysBusy?: boolean;
}

/**
 * The submit cycle of a form: one request at a time, `busy` while it runs, and the outcome as a
 * status message. Each message gets a new sequence number, so the same text shown twice is
 * announced twice. `show` reports a problem found before sending (e.g. by `schemaProblems`).
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const seq = useRef(0);

  const show = useCallback((kind: StatusMessage['kind'], text: string) => {
    seq.current += 1;
    setStatus({ kind, text, seq: seq.current });
  }, []);

  const clear = useCallback(() => setStatus(null), []);

  /** Sends one request and reports its outcome; resolves to whether it was accepted. */
  async function send<R>(request: () => Promise<R>, options: SendOptions<R>): Promise<boolean> {
    const serverText = options.serverText ?? true;
    setStatus(null);
    setBusy(true);
    let accepted = false;
    try {
      const reply = await request();
      accepted = options.accepted(reply);
      if (!accepted) {
        const own = options.refusal ? options.refusal(reply) : (reply as { message?: unknown } | null)?.message;
        show('error', (serverText && typeof own === 'string' && own) || options.failed);
        options.onFailure?.();
        return false;
      }
      if (options.success) show('success', options.success);
      options.onSuccess?.(reply);
      return true;
    } catch (err) {
      if (isServerReply(err)) {
        show('error', (serverText && serverMessage(err)) || options.failed);
      } else {
        console.error('The form could not be sent', err);
        show('error', options.noAnswer ?? options.failed);
      }
      options.onFailure?.();
      return false;
    } finally {
      if (!(accepted && options.staysBusy)) setBusy(false);
    }
  }

  return { busy, status, show, clear, send };
}
