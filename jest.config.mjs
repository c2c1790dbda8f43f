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
  },
};

export default createJestConfig(config);
