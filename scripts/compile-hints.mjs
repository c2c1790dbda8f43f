// After `next build`: marks the framework's start-up chunks for eager compilation.
//
// Every page runs the same start-up chunks (React, React DOM, Next's client runtime: the build
// manifest's `rootMainFiles`). V8 compiles a function only when it is first called, on the main
// thread: React DOM's lazy compilation alone held the main thread for about 45 ms on the bench
// machine, about 180 ms at the fourfold CPU slowdown Lighthouse uses for a mid-range phone.
// Chrome 136 and later read the magic comment `//# allFunctionsCalledOnLoad` at the top of a
// script and compile all of its functions on the background thread that streams the script
// instead (https://v8.dev/blog/explicit-compile-hints). Other browsers ignore the comment.
// Next.js does not add it (yet), so this step does, only to the chunks every page evaluates at
// start-up, where eager compilation is never wasted.
//
//   node scripts/compile-hints.mjs [buildDir]   (default .next; `npm run build` runs it)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The start-up chunks of a build, as absolute paths inside its `static/chunks` folder. */
export function startupChunks(buildDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8'));
  const chunksDir = path.join(buildDir, 'static', 'chunks') + path.sep;
  return (manifest.rootMainFiles ?? [])
    .map((file) => path.resolve(buildDir, file))
    .filter((file) => file.startsWith(chunksDir) && file.endsWith('.js'));
}

/** Prepends the hint to each start-up chunk that lacks it; returns the files it changed. */
export function addCompileHints(buildDir) {
  const changed = [];
  for (const file of startupChunks(buildDir)) {
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue; // already marked: the step may run twice
    fs.writeFileSync(file, COMPILE_HINT + source);
    changed.push(file);
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const buildDir = path.resolve(root, process.argv[2] ?? '.next');
  const changed = addCompileHints(buildDir);
  console.log(`Compile hints: ${changed.length} start-up chunk(s) marked in ${path.relative(root, buildDir) || '.'}.`);
}
