// Starts the production server for Playwright together with a real SMTP peer.
// - An SMTP server (smtp-server) on a free loopback port receives the site's e-mail and stores
//   each message as a file in E2E_MAILBOX; the site is pointed at it through SMTP_URL.
// - The site's console output is copied to E2E_SERVER_LOG, where tests read printed SMS codes.
// - With E2E_MSG91_PEER=true, SMS go through the real MSG91 client to a local HTTP peer that
//   stores each as a file in `sms/` beside the mailbox (tests/support/otp-inbox.ts reads both).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
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

/** Answers MSG91's send-OTP call (POST /api/v5/otp?mobile=&otp=) as MSG91 does, and keeps the message. */
async function startMsg91Peer() {
  const smsBox = path.join(path.dirname(mailbox), 'sms');
  fs.mkdirSync(smsBox, { recursive: true });
  let sent = 0;
  const peer = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://peer');
    req.resume();
    if (req.method !== 'POST' || url.pathname !== '/api/v5/otp' || !req.headers.authkey) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"type":"error","message":"unauthorised"}');
      return;
    }
    const message = { to: `+${url.searchParams.get('mobile')}`, code: url.searchParams.get('otp') };
    fs.writeFileSync(path.join(smsBox, `${Date.now()}-${++sent}.json`), JSON.stringify(message));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":"success","request_id":"peer"}');
  });
  await new Promise((resolve) => peer.listen(0, '127.0.0.1', resolve));
  return {
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'peer-auth-key',
    MSG91_TEMPLATE_ID: 'peer-template',
    MSG91_BASE_URL: `http://127.0.0.1:${peer.address().port}/`,
  };
}
const smsEnv = process.env.E2E_MSG91_PEER === 'true' ? await startMsg91Peer() : {};

// E2E_CREATE_ADMINS (comma-separated mobile numbers): accounts made admins with the documented command, before
// the site opens the database, exactly as an operator would (the tests sign in as them).
for (const mobile of (process.env.E2E_CREATE_ADMINS ?? '').split(',').filter(Boolean)) {
  const made = spawnSync(process.execPath, [path.join(root, 'scripts', 'admin-create.mjs'), '--mobile', mobile], { cwd: root, stdio: 'inherit' });
  if (made.status !== 0) throw new Error(`npm run admin:create failed for ${mobile}`);
}

const log = fs.createWriteStream(logFile, { flags: 'a' });
const child = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  // Test servers print SMS codes to their console (the tests read them): allowed explicitly.
  env: { ALLOW_CONSOLE_DELIVERY: 'true', ...process.env, PORT: port, HOSTNAME: '127.0.0.1', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...smsEnv },
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
