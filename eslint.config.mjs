import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', '.test-data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'db/migrations/**'],
  },
  {
    rules: {
      // Destructuring a field away to drop it (`const { a: _a, ...rest } = x`) is intended.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Pure domain code must not reach into the framework, the database or the UI.
    files: ['lib/astro/**', 'lib/vastu/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react/*', 'next', 'next/*', '@/lib/server/*', '@/components/*', 'drizzle-orm', 'drizzle-orm/*'] }],
    },
  },
  {
    files: ['components/**', 'lib/client/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/lib/server/*', '@/lib/server'] }],
    },
  },
];

export default config;
