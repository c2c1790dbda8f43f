/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, startupChunks } from '@/scripts/compile-hints.mjs';

// A build folder as `next build` leaves it: a manifest naming the start-up chunks, and chunks.
function fakeBuild(rootMainFiles: string[], chunks: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles, polyfillFiles: ['static/chunks/polyfill.js'] }));
  for (const [name, text] of Object.entries(chunks)) fs.writeFileSync(path.join(dir, 'static', 'chunks', name), text);
  return dir;
}
const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, 'static', 'chunks', name), 'utf8');

describe('compile hints on the start-up chunks', () => {
  it('marks every start-up chunk at its first line and leaves the code after it as it was', () => {
    const dir = fakeBuild(['static/chunks/react-dom.js', 'static/chunks/runtime.js'], {
      'react-dom.js': '(globalThis.TURBOPACK||[]).push([1,()=>{}]);',
      'runtime.js': 'var a=1;',
      'page.js': 'var page=1;',
      'polyfill.js': 'var p=1;',
    });
    expect(addCompileHints(dir).map((f) => path.basename(f))).toEqual(['react-dom.js', 'runtime.js']);
    expect(read(dir, 'react-dom.js')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1,()=>{}]);`);
    expect(read(dir, 'runtime.js')).toBe(`${COMPILE_HINT}var a=1;`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('leaves chunks that only some pages load, and the legacy polyfills, uncompiled until used', () => {
    const dir = fakeBuild(['static/chunks/runtime.js'], { 'runtime.js': 'var a=1;', 'page.js': 'var page=1;', 'polyfill.js': 'var p=1;' });
    addCompileHints(dir);
    expect(read(dir, 'page.js')).toBe('var page=1;');
    expect(read(dir, 'polyfill.js')).toBe('var p=1;');
  });

  it('marks a chunk once when the step runs again on the same build', () => {
    const dir = fakeBuild(['static/chunks/runtime.js'], { 'runtime.js': 'var a=1;' });
    addCompileHints(dir);
    expect(addCompileHints(dir)).toEqual([]);
    expect(read(dir, 'runtime.js')).toBe(`${COMPILE_HINT}var a=1;`);
  });

  it('touches nothing outside the build’s own JavaScript chunks, whatever the manifest names', () => {
    const dir = fakeBuild(['static/chunks/../../build-manifest.json', '../outside.js', 'static/css/app.css', 'static/chunks/runtime.js'], { 'runtime.js': 'x' });
    expect(startupChunks(dir).map((f) => path.relative(dir, f))).toEqual([path.join('static', 'chunks', 'runtime.js')]);
  });
});
