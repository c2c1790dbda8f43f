import english from '@/messages/en/Auth.json';

/** Shown while codes are printed to the server console instead of being sent (local use). */
export default function DemoNotice({ text = english.demo }: { text?: string }) {
  return (
    <p className="notice" data-testid="demo-notice">
      {text}
    </p>
  );
}
