/** Shown while codes are printed to the server console instead of being sent (local use). */
export default function DemoNotice() {
  return (
    <p className="notice" data-testid="demo-notice">
      Demo mode: codes are not sent by SMS or e-mail on this server. They appear in the server’s console output.
    </p>
  );
}
