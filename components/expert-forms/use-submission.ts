'use client';
import { useCallback, useRef, useState } from 'react';
import { isServerReply, serverMessage } from '@/lib/client/http';

export type StatusMessage = { kind: 'error' | 'success'; text: string; seq: number };

interface SendOptions<R> {
  /** Whether the server's reply means success (the two endpoints answer `status` differently). */
  accepted: (reply: R) => boolean;
  success: string;
  /** Shown when the server refuses and gives no message of its own. */
  failed: string;
  /** Shown when no answer came back at all (network error). */
  noAnswer: string;
  onSuccess?: (reply: R) => void;
}

/**
 * The submit cycle of a profile form: one request at a time, 'Submitting...' while it runs, and
 * the outcome as a status message. Each message gets a new sequence number, so the same text
 * shown twice is announced twice.
 */
export function useSubmission() {
  const [submitting, setSubmitting] = useState(false);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const seq = useRef(0);

  const show = useCallback((kind: StatusMessage['kind'], text: string) => {
    seq.current += 1;
    setStatus({ kind, text, seq: seq.current });
  }, []);

  async function send<R extends { message?: string }>(request: () => Promise<R>, options: SendOptions<R>): Promise<void> {
    setStatus(null);
    setSubmitting(true);
    try {
      const reply = await request();
      if (!options.accepted(reply)) {
        show('error', reply.message || options.failed);
        return;
      }
      show('success', options.success);
      options.onSuccess?.(reply);
    } catch (err) {
      if (isServerReply(err)) {
        show('error', serverMessage(err) ?? options.failed);
      } else {
        console.error('The profile could not be submitted', err);
        show('error', options.noAnswer);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, status, show, send };
}
