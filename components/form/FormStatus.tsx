import { FormText } from './FormLanguage';
import type { StatusMessage } from './use-submission';

/**
 * The outcome of a submit. Problems are alerts (announced at once); success goes to a status
 * region that is always present, so screen readers notice its text arriving. Each new message
 * has a new key, so the same text twice is announced twice.
 */
export default function FormStatus({ status, errorId }: { status: StatusMessage | null; errorId?: string }) {
  return (
    <>
      <div role="status">
        {status?.kind === 'success' && (
          <p key={status.seq} className="message-success">
            <FormText text={status.text} />
          </p>
        )}
      </div>
      {status?.kind === 'error' && (
        <p key={status.seq} id={errorId} role="alert" className="message-error">
          <FormText text={status.text} />
        </p>
      )}
    </>
  );
}
