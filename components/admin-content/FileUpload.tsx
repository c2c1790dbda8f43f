'use client';

import { useState } from 'react';
import { serverMessage } from '@/lib/client/http';

/**
 * A file chosen and uploaded at once; the parent keeps the returned address. The outcome is
 * announced in a status line linked to the input.
 */
export default function FileUpload({
  id,
  label,
  accept,
  help,
  url,
  upload,
  onUploaded,
}: {
  id: string;
  label: string;
  accept: string;
  help: string;
  url: string | null;
  upload: (file: File) => Promise<{ url: string }>;
  onUploaded: (url: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onUploaded((await upload(file)).url);
    } catch (err) {
      setError(serverMessage(err) ?? 'The file could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept={accept} disabled={busy} onChange={(e) => choose(e.target.files?.[0])} aria-describedby={`${id}-state`} />
      <p id={`${id}-state`} role={error ? 'alert' : 'status'}>
        {error ?? (busy ? 'Uploading…' : url ? 'Uploaded.' : help)}
      </p>
    </div>
  );
}
