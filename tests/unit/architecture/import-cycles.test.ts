/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// No module of ours may import itself again through others, statically or through import():
// a cycle makes the load order decide which half sees `undefined`, and hides layer mistakes
// (the database client must not depend on what depends on it). Type-only imports are erased
// at compile time and do not count.

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'content'];
const ROOT_FILES = ['proxy.ts', 'instrumentation.ts'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/** The specifiers a file loads at run time: static imports and re-exports (not type-only) and import(). */
export function runtimeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  const statement = /(?:^|[;\n])\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of code.matchAll(statement)) {
    const clause = m[2]!.trim();
    if (/^type\b/.test(clause)) continue;
    const names = /^\{([\s\S]*)\}$/.exec(clause);
    if (names && names[1]!.split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '))) continue;
    found.push(m[3]!);
  }
  for (const m of code.matchAll(/(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g)) found.push(m[1]!);
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!);
  return found;
}

function importGraph(): Map<string, string[]> {
  const files = [...SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(ROOT, d))), ...ROOT_FILES.map((f) => path.join(ROOT, f)).filter((f) => fs.existsSync(f))];
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = runtimeImports(fs.readFileSync(file, 'utf8'))
      .map((s) => resolve(file, s))
      .filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle's files, found as the strongly connected components of more than one file (or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.map((f) => path.relative(ROOT, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return found;
}

describe('imports', () => {
  it('reads static, side-effect and dynamic imports, and skips type-only ones', () => {
    const source = [
      "import 'server-only';",
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "import { d, type E } from './d';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "const h = await import('./h');",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['./d', './f', 'server-only', './h']);
  });

  it('of our modules form no cycle (type-only imports aside)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });
});
