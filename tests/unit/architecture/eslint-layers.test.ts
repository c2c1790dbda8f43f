/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The layer rules of eslint.config.mjs (docs/architecture.md), checked on snippets linted as if
// they were files in each folder: each forbidden import is reported, each allowed one is not.

type Case = [label: string, file: string, code: string, rule: string | null];

const SERVER = 'no-restricted-imports';
const CLIENT = '@typescript-eslint/no-restricted-imports';

const cases: Case[] = [
  ['lib/astro importing its own module', 'lib/astro/probe.ts', "import { SIGNS } from './zodiac';\nexport const x = SIGNS;\n", null],
  ['lib/astro importing a package', 'lib/astro/probe.ts', "import { z } from 'zod';\nexport const x = z;\n", SERVER],
  ['lib/astro importing another lib folder', 'lib/astro/probe.ts', "import { slugify } from '../text';\nexport const x = slugify;\n", SERVER],
  ['lib/vastu importing through the alias', 'lib/vastu/probe.ts', "import { slugify } from '@/lib/text';\nexport const x = slugify;\n", SERVER],
  ['lib/vastu reading the price table', 'lib/vastu/probe.ts', "import { VASTU_AREA_RATES } from '../consultations/services';\nexport const x = VASTU_AREA_RATES;\n", null],
  ['lib/vastu importing another part of lib/consultations', 'lib/vastu/probe.ts', "import { TIME_WINDOWS } from '../consultations/booking-status';\nexport const x = TIME_WINDOWS;\n", SERVER],
  ['lib/vastu importing React', 'lib/vastu/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n", SERVER],
  ['lib/consultations importing its own module', 'lib/consultations/probe.ts', "import { TIME_WINDOWS } from './booking-status';\nexport const x = TIME_WINDOWS;\n", null],
  ['lib/consultations importing the database', 'lib/consultations/probe.ts', "import { getDb } from '@/lib/server/db/client';\nexport const x = getDb;\n", SERVER],
  ['lib/consultations importing a package', 'lib/consultations/probe.ts', "import { z } from 'zod';\nexport const x = z;\n", SERVER],
  ['lib/experts importing its own module', 'lib/experts/probe.ts', "import { freeSlots } from './slots';\nexport const x = freeSlots;\n", null],
  ['lib/experts reading the catalogue', 'lib/experts/probe.ts', "import { BOOKABLE_SERVICES } from '../consultations/services';\nexport const x = BOOKABLE_SERVICES;\n", null],
  ['lib/experts reading India dates', 'lib/experts/probe.ts', "import { indiaToday } from '../consultations/booking-dates';\nexport const x = indiaToday;\n", null],
  ['lib/experts importing another part of lib/consultations', 'lib/experts/probe.ts', "import { TIME_WINDOWS } from '../consultations/booking-status';\nexport const x = TIME_WINDOWS;\n", SERVER],
  ['lib/experts importing the database', 'lib/experts/probe.ts', "import { getDb } from '@/lib/server/db/client';\nexport const x = getDb;\n", SERVER],
  ['lib/experts importing React', 'lib/experts/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n", SERVER],
  ['a component importing lib/server', 'components/probe/Probe.tsx', "import { serverEnv } from '@/lib/server/env';\nexport const x = serverEnv;\n", SERVER],
  ['a component importing lib/server by a relative path', 'components/probe/Probe.tsx', "import { serverEnv } from '../../lib/server/env';\nexport const x = serverEnv;\n", SERVER],
  ['the browser client importing lib/server', 'lib/client/probe.ts', "import { getDb } from '@/lib/server/db/client';\nexport const x = getDb;\n", SERVER],
  ['lib/places importing a Node built-in', 'lib/places/probe.ts', "import fs from 'node:fs';\nexport const x = fs;\n", SERVER],
  ['a component importing the ephemeris data', 'components/probe/Probe.tsx', "import { ELP_B } from '@/lib/astro/data/elpmpp02';\nexport const x = ELP_B;\n", CLIENT],
  ['a component importing the engine barrel', 'components/probe/Probe.tsx', "import { computeChart } from '@/lib/astro';\nexport const x = computeChart;\n", CLIENT],
  ['a contract importing the chart module', 'lib/contract/probe.ts', "import { computeTransits } from '@/lib/astro/chart';\nexport const x = computeTransits;\n", CLIENT],
  ['a component taking a type from the barrel (erased)', 'components/probe/Probe.tsx', "import type { Chart } from '@/lib/astro';\nexport type X = Chart;\n", null],
  ['a component taking the signs from zodiac', 'components/probe/Probe.tsx', "import { SIGNS } from '@/lib/astro/zodiac';\nexport const x = SIGNS;\n", null],
  ['a server page importing lib/server', 'app/probe/page.tsx', "import { serverEnv } from '@/lib/server/env';\nexport const x = serverEnv;\n", null],
  ["a page taking Next's link instead of the site's", 'app/probe/page.tsx', "import Link from 'next/link';\nexport const x = Link;\n", SERVER],
  ["a component taking Next's link instead of the site's", 'components/probe/Probe.tsx', "import Link from 'next/link';\nexport const x = Link;\n", SERVER],
  ["the site's link wrapping Next's", 'components/ui/IntentLink.tsx', "import Link from 'next/link';\nexport const x = Link;\n", null],
];

const root = path.resolve(__dirname, '../../..');
let reported: string[][];

beforeAll(() => {
  const input = JSON.stringify(cases.map(([, file, code]) => [file, code]));
  const out = execFileSync(process.execPath, [path.join(root, 'tests/support/lint-snippets.mjs'), input], { cwd: root, encoding: 'utf8' });
  reported = JSON.parse(out) as string[][];
}, 120_000);

describe('ESLint layer rules (no-restricted-imports)', () => {
  it.each(cases.map((c, i) => [c[0], i] as const))('%s', (_label, i) => {
    const rule = cases[i]![3];
    expect(reported[i]).toEqual(rule ? [rule] : []);
  });
});
