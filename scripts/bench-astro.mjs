// npm run bench:astro: how fast the astrology engine is.
// 1. In this process, from the engine's compiled source: full charts per second (all grahas, ascendant,
//    panchang, dashas with antardashas, navamsa); full deep kundlis per second (computeDeepChart: the chart with
//    vargas, Ashtakavarga, three dasha levels, Yogini, dignities, yogas, doshas and transits, no reading); positions alone (the nine sidereal grahas and the ayanamsa);
//    the Sun and Moon alone (what root-finding evaluates); the full series the tables were fitted to, for
//    comparison; panchang days per second when the engine has the daily panchang (`computeDailyPanchang`);
//    festival years per second and the milliseconds of one (festivalsOfYear, one city, the years cycling).
//    When the Swiss Ephemeris binding `sweph` can be loaded (never a dependency of the project: install it
//    elsewhere and set SWEPH_PATH to its folder, or `npm install --no-save sweph`), the same inputs go through
//    it (8 bodies, whole-sign houses, ayanamsa) and the ratio is printed. SWEPH_EPHE_PATH names the folder of
//    its data files (sepl_18.se1, semo_18.se1); without them it falls back to its slower Moshier theory.
// 2. p50/p99 latency of POST /api/kundli against a production server on a throw-away database
//    (skipped with --engine-only).
// Numbers vary with the machine and its load; they are printed, not asserted.
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
runOrExit(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--outDir', out, '--module', 'commonjs', '--moduleResolution', 'node', '--target', 'es2022', '--skipLibCheck', '--esModuleInterop', '--resolveJsonModule', path.join(root, 'lib', 'astro', 'index.ts'), path.join(root, 'lib', 'astro', 'series-ephemeris.ts'), path.join(root, 'lib', 'astro', 'festivals', 'year.ts')]);
const require = createRequire(import.meta.url);
const engine = require(path.join(out, 'index.js'));
const series = require(path.join(out, 'series-ephemeris.js'));
const festivals = require(path.join(out, 'festivals', 'year.js'));
const moment = (i) => ({ ...i, seconds: i.seconds ?? 0 });
const moments = inputs.map(moment);
const instants = moments.map((m) => engine.birthMomentToUtc(m).getTime());
const jdTts = instants.map((ms) => engine.julianDayTt(engine.julianDayUt(ms)));

/**
 * Runs fn(i) n times after a warm-up, five times; returns the best rates (operations per second), the rounds least
 * disturbed by other work on the machine: by wall time, and by this process's CPU time (user + system, every
 * thread: the JIT and the collector count). On a shared machine the CPU-time figure moves far less, since time
 * spent waiting for a core is not counted. The warm-up runs for at least half a second and 1,000 calls: the deep
 * kundli has about a hundred functions for the JIT to optimise, and with 300 calls its first rounds were measured
 * half-optimised (the same warm-up for every row).
 */
function measure(n, fn) {
  const warmUntil = performance.now() + 500;
  for (let i = 0; i < 1000 || performance.now() < warmUntil; i++) fn(i % n);
  let wall = 0;
  let cpu = 0;
  for (let round = 0; round < 5; round++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) fn(i);
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    wall = Math.max(wall, (n / ms) * 1000);
    cpu = Math.max(cpu, (n / (c.user + c.system)) * 1e6);
  }
  return { wall, cpu };
}
const rate = (n, fn) => measure(n, fn).wall;
const fmt = (x) => Math.round(x).toLocaleString('en-US');
const k = inputs.length;

const coldStart = performance.now();
engine.computeChart(moments[0]);
const cold = performance.now() - coldStart;
const charts = rate(3000, (i) => engine.computeChart(moments[i % k]));
const positions = rate(10000, (i) => engine.siderealSnapshot(instants[i % k]));
const sunMoon = rate(30000, (i) => {
  engine.computeBodyPosition('Sun', jdTts[i % k]);
  engine.computeBodyPosition('Moon', jdTts[i % k]);
});
const fullSeries = rate(100, (i) => series.computeSeriesEphemeris(jdTts[i % k]));
// The full deep kundli: the chart plus the 16 vargas, Ashtakavarga, Vimshottari to pratyantar level, Yogini,
// dignities, yogas, Manglik with cancellations, Kaal Sarp, Sade Sati and today's transits (no reading text).
// "Today" is one fixed instant, as in a server's day: what depends only on the date is computed once.
const today = new Date();
const deepCold = performance.now();
engine.computeDeepChart(moments[0], {}, today);
const deepFirst = performance.now() - deepCold;
const deepRates = measure(1000, (i) => engine.computeDeepChart(moments[i % k], {}, today));
const deep = deepRates.wall;
console.log(`\nEngine (best of 5 rounds; the machine may be shared, so compare figures of one run):`);
console.log(`  first chart (decodes the tables): ${cold.toFixed(0)} ms`);
console.log(`  full charts:                 ${fmt(charts)} charts/s (${(1e6 / charts).toFixed(1)} µs per chart)`);
console.log(`  full deep kundlis:           ${fmt(deep)} kundlis/s (${(1e6 / deep).toFixed(1)} µs each; computeDeepChart, everything but the reading; first of the day ${deepFirst.toFixed(0)} ms)`);
console.log(`  positions alone:             ${fmt(positions)} /s (nine sidereal grahas + ayanamsa + nutation, siderealSnapshot)`);
console.log(`  Sun and Moon alone:          ${fmt(sunMoon)} pairs/s (computeBodyPosition, what root-finding evaluates)`);
console.log(`  the full series, for comparison: ${fmt(fullSeries)} ephemerides/s (computeSeriesEphemeris: all bodies summed from VSOP87B / ELP-MPP02)`);

// Panchang days: filled in when the engine exports the daily panchang (`computeDailyPanchang(date, place)`).
if (typeof engine.computeDailyPanchang === 'function') {
  const day = (i) => new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString().slice(0, 10);
  const delhi = { latitude: 28.6139, longitude: 77.209, utcOffsetMinutes: 330 };
  const days = rate(100, (i) => engine.computeDailyPanchang(day(i), delhi));
  console.log(`  panchang days:               ${fmt(days)} days/s (computeDailyPanchang, New Delhi, the days of 2026)`);
} else {
  console.log('  panchang days:               not measured: this engine has no computeDailyPanchang yet');
}

// Festival years: one city, the years cycling so no two rounds compute the same year. A year takes tens of
// milliseconds, so this row has its own short warm-up (a few years) instead of measure()'s thousand calls.
{
  const delhi = { latitude: 28.6139, longitude: 77.209, utcOffsetMinutesOn: () => 330 };
  let next = 1990;
  const year = () => festivals.festivalsOfYear(1990 + ((next++ - 1990) % 60), delhi);
  for (let i = 0; i < 3; i++) year();
  let best = Infinity;
  let bestWall = Infinity;
  const n = 10;
  for (let round = 0; round < 3; round++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) year();
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / 1000 / n);
    bestWall = Math.min(bestWall, (performance.now() - t0) / n);
  }
  console.log(`  festival years:              ${(1000 / bestWall).toFixed(1)} years/s (${bestWall.toFixed(0)} ms per year by wall time, ${best.toFixed(0)} ms of CPU; festivalsOfYear, New Delhi, 1990-2049 cycling)`);
}

// The Swiss Ephemeris on the same inputs, when its binding can be loaded.
let sweph;
for (const candidate of [process.env.SWEPH_PATH, 'sweph'].filter(Boolean)) {
  try {
    sweph = require(candidate);
    break;
  } catch {
    /* not installed: optional */
  }
}
if (sweph) {
  const c = sweph.constants;
  if (process.env.SWEPH_EPHE_PATH) sweph.set_ephe_path(process.env.SWEPH_EPHE_PATH);
  sweph.set_sid_mode(c.SE_SIDM_LAHIRI, 0, 0);
  const bodies = [c.SE_SUN, c.SE_MOON, c.SE_MARS, c.SE_MERCURY, c.SE_JUPITER, c.SE_VENUS, c.SE_SATURN, c.SE_MEAN_NODE];
  const files = sweph.calc_ut(2451545, c.SE_MOON, c.SEFLG_SWIEPH).error.includes('Moshier') ? 'Moshier: no data files found' : 'its data files sepl_18/semo_18';
  const flags = c.SEFLG_SWIEPH | c.SEFLG_SPEED | c.SEFLG_SIDEREAL;
  const swephChart = (i) => {
    const m = moments[i % k];
    const d = new Date(instants[i % k]);
    const jd = sweph.utc_to_jd(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds() + d.getUTCMilliseconds() / 1000, c.SE_GREG_CAL).data[1];
    for (const b of bodies) sweph.calc_ut(jd, b, flags);
    sweph.houses_ex2(jd, c.SEFLG_SIDEREAL, m.latitude, m.longitude, 'W');
    sweph.get_ayanamsa_ex_ut(jd, c.SEFLG_SWIEPH);
  };
  const swephRates = measure(3000, swephChart);
  const swephRate = swephRates.wall;
  console.log(`\nSwiss Ephemeris ${sweph.version()} (sweph, ${files}), same inputs: ${fmt(swephRate)} charts/s (8 bodies, houses, ayanamsa)`);
  console.log(`  ratio engine full charts / Swiss Ephemeris: ${(charts / swephRate).toFixed(2)}; positions alone / Swiss Ephemeris: ${(positions / swephRate).toFixed(2)}`);
  console.log(`  ratio full deep kundlis / Swiss Ephemeris: ${(deep / swephRate).toFixed(2)} by wall time, ${(deepRates.cpu / swephRates.cpu).toFixed(2)} by CPU time (at least 1 is the target)`);
} else {
  console.log('\nSwiss Ephemeris: not measured (sweph not found; set SWEPH_PATH to an installed sweph folder)');
}

if (process.argv.includes('--engine-only')) {
  fs.rmSync(out, { recursive: true, force: true });
  process.exit(0);
}

// ---- 2. the API
ensureBuild();
const port = Number(process.env.BENCH_PORT) || 3300 + Math.floor(Math.random() * 500); // BENCH_PORT: a port of your own on a shared machine
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
