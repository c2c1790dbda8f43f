import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** Browser code never reaches server-only modules (env, database, services). */
const NO_SERVER_IMPORTS = { regex: '^@/lib/server(/.*)?$|(^|/)lib/server(/|$)', message: 'Components and browser code never import lib/server: a server component passes what they need as props.' };
/** One link for the whole site: it prefetches on intent, not on sight (components/ui/IntentLink.tsx). */
const ONE_ROUTER = { name: 'next/navigation', importNames: ['useRouter'], message: "Use useLocaleRouter from @/lib/i18n/navigation: its push and replace keep the page's language." };
const ONE_LINK = { name: 'next/link', message: "Use the site's link, @/components/ui/IntentLink: it prefetches a page when the visitor shows intent." };

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', 'bench/reference-next/.next/**', '.data/**', '.test-data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'db/migrations/**'],
  },
  {
    rules: {
      // Destructuring a field away to drop it (`const { a: _a, ...rest } = x`) is intended.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Layer rules: a file's folder tells what it may import (docs/architecture.md).
  {
    // The astrology engine, the Vastu calculators and the consultations catalog are pure: nothing outside their own folder,
    // no package, no framework, no database. (`import type` is checked too: a type from outside
    // would be a dependency all the same.)
    files: ['lib/astro/**', 'lib/vastu/**', 'lib/consultations/**', 'lib/invoices/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: 'lib/astro, lib/vastu, lib/consultations and lib/invoices import nothing outside their own folder.' }] }],
    },
  },
  {
    // The engine's own areas (lib/astro/dignity/, lib/astro/doshas/, ...) use the engine's shared words one folder
    // up (../zodiac, ../ephemeris), and still nothing outside lib/astro.
    files: ['lib/astro/*/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./|\\.\\./(?!\\.\\.))', message: 'lib/astro areas import only lib/astro (./ or ../), nothing outside it.' }] }],
    },
  },
  {
    // One exception: the Vastu fee estimator reads its rates from the one price table, itself pure.
    files: ['lib/vastu/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./|\\.\\./consultations/services$)', message: 'lib/vastu imports nothing outside its own folder but the price table (../consultations/services).' }] },
      ],
    },
  },
  {
    // The experts' domain (kinds, hours, slots, offers) is pure too, and reads the services it
    // offers from the one catalogue and India's dates from booking-dates, both pure.
    files: ['lib/experts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./|\\.\\./consultations/(services|booking-dates)$)', message: 'lib/experts imports nothing outside its own folder but the catalogue and India dates (../consultations/services, booking-dates).' }] },
      ],
    },
  },
  {
    // Place search and time zones run in the browser and on the server: no framework, no
    // database, no Node built-ins, nothing server-only (zod and the contract helpers are fine).
    files: ['lib/places/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(react|react-dom|next|drizzle-orm|pg|@electric-sql/pglite)(/.*)?$|^node:|^(fs|path|url)$|^@/(lib/server|components)(/.*)?$|(^|/)lib/server(/|$)', message: 'lib/places is pure: no framework, database, Node built-in or server-only code.' }] }],
    },
  },
  {
    files: ['app/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [ONE_LINK] }] },
  },
  {
    files: ['components/**', 'lib/client/**', 'lib/contract/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [ONE_LINK, ONE_ROUTER], patterns: [NO_SERVER_IMPORTS] }] },
  },
  {
    // The one module that wraps Next's link.
    files: ['components/ui/IntentLink.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER_IMPORTS] }] },
  },
  {
    // The ephemeris series (lib/astro/data, megabytes) stay on the server. Client code takes the
    // engine's words from the modules that do not load them (zodiac, format, lucky, ...), never
    // from the barrel or the modules that compute positions. Type imports are erased, so allowed.
    files: ['components/**', 'lib/client/**', 'lib/contract/**', 'lib/places/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/lib/astro(/index|/data(/.*)?|/ephemeris|/chebyshev|/series-ephemeris|/chart)?$|(^|/)lib/astro/data(/|$)',
              allowTypeImports: true,
              message: 'Client code never imports lib/astro/data (nor lib/astro, ephemeris or chart, which load it): import from lib/astro/zodiac, format or another module that does not.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
