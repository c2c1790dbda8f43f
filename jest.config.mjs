import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and component tests. API and browser tests run under Playwright (see playwright.config.ts). */
const config = {
  testEnvironment: 'jsdom',
  // Form tests type whole forms through user-event; on a busy two-core runner one can take longer than
  // Jest's default 5 s without anything being wrong.
  testTimeout: 30_000,
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside a React Server bundle; in unit tests server modules are plain modules.
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
    // marked ships only ES modules; its UMD build is the same parser in a form Jest loads.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
    // Server components read their texts through next-intl/server, which needs a Next request:
    // the same translator over the site's catalogues stands in for it and for next-intl's hooks,
    // which have no provider in a component rendered alone (tests/support/test-locale.ts).
    '^next-intl/server$': '<rootDir>/tests/support/next-intl-server.ts',
    '^next-intl$': '<rootDir>/tests/support/next-intl.tsx',
  },
};

// next-intl and the libraries under it ship only ES modules: Jest compiles them like our code.
const ESM_PACKAGES = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'icu-minify', '@schummar'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // next/jest's first pattern skips node_modules but for a group of packages it compiles: ours join it.
  const ignored = resolved.transformIgnorePatterns.map((p, i) => (i === 0 ? p.replace('(?!(', `(?!(${ESM_PACKAGES.join('|')}|`) : p));
  return { ...resolved, transformIgnorePatterns: ignored };
}
