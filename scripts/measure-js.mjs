#!/usr/bin/env node
// Compressed JavaScript a browser loads on the first visit of each page, measured against a
// running production server: the page's HTML is fetched and every <script src> it names is
// fetched as a browser asks for it (Accept-Encoding: br, gzip) and counted as sent. A script the
// server sends uncompressed is counted gzipped (level 6, what nginx in front would send). The
// gzip size of every script is shown beside it. Inline scripts (React's flight data) are part of
// the HTML and not counted.
//
//   node scripts/measure-js.mjs [baseUrl] [--json]      (default http://127.0.0.1:3000)
//
// Prints a table, and exits 1 when a page is over its budget or a script carries the ephemeris
// or the gazetteer, which must stay on the server.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolvePagePath, root, runReportWhenMain } from './lib.mjs';

export const BUDGETS = { content: 130 * 1024, tool: 180 * 1024 };

/** Pages and their kind, in both languages. `article` is resolved to a real blog article at run time. */
export const PAGES = [
  ['/', 'content'],
  ['/blogs', 'content'],
  ['article', 'content'],
  ['/vastu-faqs', 'content'],
  ['/faqs', 'content'],
  ['/services', 'content'],
  ['/about-us', 'content'],
  ['/privacy-policy', 'content'],
  ['/kundli', 'tool'],
  ['/matchMaking', 'tool'],
  ['/luckyNumber', 'tool'],
  ['/cost-calculator', 'tool'],
  ['/measurement-converter', 'tool'],
  ['/hi', 'content'],
  ['/hi/blogs', 'content'],
  ['/hi/article', 'content'],
  ['/hi/vastu-faqs', 'content'],
  ['/hi/faqs', 'content'],
  ['/hi/services', 'content'],
  ['/hi/about-us', 'content'],
  ['/hi/kundli', 'tool'],
  ['/hi/matchMaking', 'tool'],
  ['/hi/luckyNumber', 'tool'],
  ['/hi/cost-calculator', 'tool'],
  ['/hi/measurement-converter', 'tool'],
];

/** Strings that only the server-side data carries: their presence means a bundle leak. */
const SERVER_ONLY_MARKERS = [
  ['ephemeris (VSOP87)', '1.75347045673'],
  ['ephemeris (ELP/MPP02)', '9.68473007193'],
  // The start of the first packed table (regenerating the tables changes it, so it is read here).
  ['ephemeris (Chebyshev tables)', /data: '([A-Za-z0-9+/]{32})/.exec(fs.readFileSync(path.join(root, 'lib', 'astro', 'data', 'chebyshev.ts'), 'utf8'))[1]],
  ['gazetteer', 'Offline gazetteer for birth-place suggestions'],
];

async function text(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** The bytes a browser receives for a script: the body as sent, before any decoding. */
function transferSize(url) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoded: Boolean(res.headers['content-encoding']) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function scriptSources(html) {
  // nomodule scripts (polyfills) are skipped by every browser that runs modules.
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .flatMap((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1] ?? [])
    .map((src) => src.replace(/&amp;/g, '&'));
}

/** Measures every page; scripts shared by several pages are fetched once. */
export async function measure(base) {
  const scripts = new Map();
  const scriptInfo = (src) => {
    if (!scripts.has(src)) {
      scripts.set(
        src,
        Promise.all([text(new URL(src, base)), transferSize(new URL(src, base))]).then(([body, sent]) => {
          const gzip = gzipSync(body, { level: 6 }).length;
          return {
            raw: Buffer.byteLength(body),
            gzip,
            transfer: sent.encoded ? sent.bytes : gzip,
            leaks: SERVER_ONLY_MARKERS.filter(([, marker]) => body.includes(marker)).map(([name]) => name),
          };
        }),
      );
    }
    return scripts.get(src);
  };
  const rows = [];
  for (const [spec, kind] of PAGES) {
    const path = await resolvePagePath(base, spec);
    const sources = scriptSources(await text(new URL(path, base)));
    const infos = await Promise.all(sources.map(scriptInfo));
    const sum = (key) => infos.reduce((n, i) => n + i[key], 0);
    const [raw, gzip, transfer] = [sum('raw'), sum('gzip'), sum('transfer')];
    const leaks = [...new Set(infos.flatMap((i) => i.leaks))];
    rows.push({ path, kind, scripts: sources.length, raw, gzip, transfer, budget: BUDGETS[kind], ok: transfer <= BUDGETS[kind] && !leaks.length, leaks });
  }
  return rows;
}

const kB = (n) => (n / 1024).toFixed(1);

export function formatTable(rows) {
  const lines = [
    '| page | kind | scripts | JS raw kB | JS gzip kB | JS sent kB | budget kB | ok |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.kind} | ${r.scripts} | ${kB(r.raw)} | ${kB(r.gzip)} | ${kB(r.transfer)} | ${kB(r.budget)} | ${r.ok ? 'yes' : `NO${r.leaks.length ? ` (contains ${r.leaks.join(', ')})` : ''}`} |`,
    ),
  ];
  return lines.join('\n');
}

runReportWhenMain(import.meta.url, measure, formatTable);
