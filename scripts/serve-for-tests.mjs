// Starts the production server for Playwright together with a real SMTP peer.
// - An SMTP server (smtp-server) on a free loopback port receives the site's e-mail and stores
//   each message as a file in E2E_MAILBOX; the site is pointed at it through SMTP_URL.
// - The site's console output is copied to E2E_SERVER_LOG, where tests read printed SMS codes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { root } from './lib.mjs';

const port = process.env.PORT || '3210';
const logFile = process.env.E2E_SERVER_LOG;
const mailbox = process.env.E2E_MAILBOX;
if (!logFile || !mailbox) throw new Error('E2E_SERVER_LOG and E2E_MAILBOX must be set');
fs.mkdirSync(mailbox, { recursive: true });
fs.mkdirSync(path.dirname(logFile), { recursive: true });

let stored = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      fs.writeFileSync(path.join(mailbox, `${Date.now()}-${++stored}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const log = fs.createWriteStream(logFile, { flags: 'a' });
const child = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', port, '-H', '127.0.0.1'], {
  cwd: root,
  env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.pipe(log, { end: false });
child.stderr.pipe(log, { end: false });
child.stdout.pipe(process.stdout);
child.stderr.pipe(process.stderr);

function stop(signal) {
  child.kill(signal);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  smtp.close(() => process.exit(code ?? 0));
  setTimeout(() => process.exit(code ?? 0), 2000).unref();
});
