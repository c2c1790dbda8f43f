import type { StatusMessage } from './use-submission';

/**
 * A tool form's failed submit: the form's own heading ("Failed to fetch kundli …"), then the server's reason when it
 * gave one. Nothing for any other status.
 */
export default function FailureAlert({ status, heading }: { status: StatusMessage | null; heading: string }) {
  if (status?.kind !== 'error') return null;
  return (
    <div role="alert" className="message-error">
      <p>{heading}</p>
      {status.text && <p>{status.text}</p>}
    </div>
  );
}
