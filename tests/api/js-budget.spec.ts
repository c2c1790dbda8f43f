import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

type Row = { path: string; kind: 'content' | 'tool'; transfer: number; budget: number; ok: boolean; leaks: string[] };

// Compressed first-load JavaScript per page (finding 14), as a browser receives it (Brotli for
// build assets): content pages at most 130 kB, tool pages at most 180 kB, and neither the
// ephemeris nor the gazetteer in any script. The numbers
// come from scripts/measure-js.mjs, the same script the benchmark prints.
let rows: Row[] = [];

test.beforeAll(async ({ baseURL }) => {
  const script = path.join(__dirname, '..', '..', 'scripts', 'measure-js.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script, baseURL!, '--json']).catch((err: { stdout: string }) => err);
  rows = JSON.parse(stdout) as Row[];
});

const over = (kind: Row['kind']) =>
  rows.filter((r) => r.kind === kind && r.transfer > r.budget).map((r) => `${r.path}: ${(r.transfer / 1024).toFixed(1)} kB of ${(r.budget / 1024).toFixed(0)} kB`);

test('no script carries the ephemeris or the gazetteer', () => {
  expect(rows.filter((r) => r.leaks.length).map((r) => `${r.path}: ${r.leaks.join(', ')}`)).toEqual([]);
});

test('tool pages load at most 180 kB of compressed JavaScript', () => {
  expect(over('tool')).toEqual([]);
});

test('content pages load at most 130 kB of compressed JavaScript', () => {
  expect(over('content')).toEqual([]);
});

// Chrome compiles the framework's start-up scripts on its streaming thread instead of lazily on
// the main thread, where it blocked the page for most of its start-up (scripts/compile-hints.mjs).
// The comment is V8's: https://v8.dev/blog/explicit-compile-hints.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
test('every page loads the start-up scripts marked for eager compilation', async ({ request }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '.next', 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const startup = manifest.rootMainFiles.map((file) => `/_next/${file}`);
  expect(startup.length).toBeGreaterThan(0);
  const html = await (await request.get('/')).text();
  for (const src of startup) {
    expect(html, `the home page loads ${src}`).toContain(`src="${src}"`);
    const script = await request.get(src);
    expect(script.status()).toBe(200);
    expect((await script.text()).startsWith(COMPILE_HINT), `${src} starts with the hint`).toBe(true);
  }
});
