import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

type Row = { path: string; gzip: number; budget: number; ok: boolean; leaks: string[] };

// Compressed first-load JavaScript per page (finding 14): content pages at most 130 kB, tool
// pages at most 180 kB, and neither the ephemeris nor the gazetteer in any script. The numbers
// come from scripts/measure-js.mjs, the same script the benchmark prints.
test('first-load JavaScript of each page is within its budget', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const script = path.join(__dirname, '..', '..', 'scripts', 'measure-js.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script, baseURL!, '--json']).catch((err: { stdout: string }) => err);
  const rows = JSON.parse(stdout) as Row[];
  const over = rows.filter((r) => !r.ok).map((r) => `${r.path}: ${(r.gzip / 1024).toFixed(1)} kB of ${(r.budget / 1024).toFixed(0)} kB ${r.leaks.join(', ')}`);
  expect(over).toEqual([]);
});
