// npm run admin:create -- --mobile <10 digits>
// Makes that mobile number's account an admin (creating the account when there is none). The
// admin then signs in at /login with the same one-time code as everyone else: there is no
// password and no default account. See scripts/grant-admin.mjs.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CommandError, COUNTRY_CODE, grantAdmin, parseMobile } from './grant-admin.mjs';
import { root } from './lib.mjs';

const USAGE = 'Usage: npm run admin:create -- --mobile <10-digit mobile number>';

function fail(message) {
  console.error(message);
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({ options: { mobile: { type: 'string' } }, strict: true }));
} catch {
  fail(USAGE);
}
const mobile = parseMobile(values.mobile);
if (!mobile) fail(`Please give a 10-digit mobile number.\n${USAGE}`);

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const dataDir = path.resolve(root, process.env.DATA_DIR?.trim() || '.data');
try {
  const outcome = await grantAdmin({ mobile, databaseUrl, dataDir, migrationsFolder: path.join(root, 'db', 'migrations') });
  const number = `+${COUNTRY_CODE} ${mobile}`;
  const what = {
    created: `Created an account for ${number} and made it an admin.`,
    granted: `The account of ${number} is now an admin.`,
    unchanged: `The account of ${number} was already an admin; nothing changed.`,
  }[outcome];
  console.log(`${what} Sign in at /login with this number (a one-time code is sent to it), then open /admin.`);
} catch (err) {
  if (err instanceof CommandError) fail(err.message);
  throw err;
}
