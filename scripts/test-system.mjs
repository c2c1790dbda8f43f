// npm run test:system: several instances and faults, against production servers started as
// separate processes (tests/system). Builds first when sources changed; installs Debian's
// PostgreSQL 15 when missing (as root). Test files run one after another: they start and kill
// servers and databases, and timings stay honest on a small machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuild();
const { ensurePostgresInstalled } = await import('../tests/system/harness.mjs');
ensurePostgresInstalled();

const dir = path.join(root, 'tests', 'system');
const only = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .map((f) => path.join('tests', 'system', f));

const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-timeout=240000', '--test-reporter=spec', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
process.exit(result.status ?? 1);
