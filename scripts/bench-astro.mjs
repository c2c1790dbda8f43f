// npm run bench:astro: how fast the astrology engine is.
// 1. Charts per second of the full chart (all grahas, ascendant, panchang, dashas with
//    antardashas, navamsa), computed in this process from the engine's compiled source.
// 2. p50/p99 latency of POST /api/kundli against a production server on a throw-away database.
// Numbers vary with the machine; they are printed, not asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBuild, ensureDependencies, log, root, runOrExit } from './lib.mjs';

ensureDependencies();
const reference = JSON.parse(fs.readFileSync(path.join(root, 'tests', 'fixtures', 'reference-charts.json'), 'utf8'));
const inputs = reference.cases.map((c) => c.input);

// ---- 1. the engine alone
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-bench-'));
runOrExit(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--outDir', out, '--module', 'commonjs', '--moduleResolution', 'node', '--target', 'es2022', '--skipLibCheck', '--esModuleInterop', '--resolveJsonModule', path.join(root, 'lib', 'astro', 'index.ts')]);
const require = createRequire(import.meta.url);
const engine = require(path.join(out, 'index.js'));
const moment = (i) => ({ ...i, seconds: i.seconds ?? 0 });

for (let i = 0; i < 300; i++) engine.computeChart(moment(inputs[i % inputs.length])); // warm-up (JIT)
const N = 5000;
const t0 = performance.now();
for (let i = 0; i < N; i++) engine.computeChart(moment(inputs[i % inputs.length]));
const elapsed = performance.now() - t0;
console.log(`\nEngine: ${N} full charts in ${elapsed.toFixed(0)} ms → ${Math.round((N / elapsed) * 1000)} charts/s, ${((elapsed / N) * 1000).toFixed(1)} µs per chart`);

// ---- 2. the API
ensureBuild();
const port = 3300 + Math.floor(Math.random() * 500);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'astro-bench-db-'));
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  // No code is sent in this benchmark; printing them is allowed so the server starts.
  env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: '', ALLOW_CONSOLE_DELIVERY: 'true', ALLOW_TEST_PAYMENTS: 'true' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 240) throw new Error('The server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  const post = async (input) => {
    const start = performance.now();
    const res = await fetch(`${base}/api/kundli`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`POST /api/kundli answered ${res.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < 50; i++) await post(inputs[i % inputs.length]);
  const REQUESTS = 500;
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await post(inputs[i % inputs.length]));
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`API: POST /api/kundli, ${REQUESTS} sequential requests on loopback: p50 ${pct(50)} ms, p99 ${pct(99)} ms (includes storing each result)\n`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(out, { recursive: true, force: true });
  setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 1000);
}
log('Benchmark done.');
