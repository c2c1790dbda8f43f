// Lints code snippets as if they were files of this repository, with its eslint.config.mjs, and
// prints the rule ids each one breaks (JSON). Jest cannot load ESLint's ES-module config itself,
// so tests/unit/architecture/eslint-layers.test.ts runs this in a child process.
// Usage: node tests/support/lint-snippets.mjs '[["components/x/Y.tsx", "import ..."], ...]'
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const [filePath, code] of JSON.parse(process.argv[2] ?? '[]')) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.map((m) => m.ruleId ?? m.message));
}
process.stdout.write(JSON.stringify(results));
