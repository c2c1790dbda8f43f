import 'server-only';

/**
 * Console delivery: without SMS or SMTP, codes and notices are printed to standard output, where
 * people and the tests (tests/support/otp-inbox.ts) read codes from `[otp] to=… code=…` lines.
 * Everything printed goes through here, so that text someone typed (a contact message, a name, a
 * reviewer's reason) never starts a line of its own and cannot pass for a code or a notice.
 */

/** Whatever a reader may take for the start of a new line (JavaScript's `^` in multiline mode included). */
const LINE_BREAK = /\r\n|[\n\r\v\f\u001c-\u001e\u0085\u2028\u2029]/;
/** Other control characters (a terminal's escape sequences can move the cursor and rewrite a line). */
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;

const escapeControls = (text: string) => text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** One line: line breaks and control characters shown escaped. */
export function consoleLine(text: string): string {
  return escapeControls(text.split(LINE_BREAK).join('\\n'));
}

/** Lines of text, each indented by two spaces, so none begins where a heading could. */
export function indentedLines(text: string): string {
  return text
    .split(LINE_BREAK)
    .map((line) => `  ${escapeControls(line)}`)
    .join('\n');
}

/**
 * Prints one delivery: `heading` on one line (`[otp] to=… code=…`, `[notice] to=… <text>`), then
 * `body`, if any, indented. The demo delivery itself, not a log line: deliberately plain text on
 * standard output (scripts/server.mjs passes these lines through).
 */
export function printDelivery(heading: string, body?: string): void {
  console.log(body === undefined ? consoleLine(heading) : `${consoleLine(heading)}\n${indentedLines(body)}`);
}
