import { expect, test } from '@playwright/test';
import { formatTable, measure } from '../../scripts/measure-js.mjs';

// Compressed first-load JavaScript per page (finding 14): content pages at most 130 kB, tool
// pages at most 180 kB, and neither the ephemeris nor the gazetteer in any script.
test('first-load JavaScript of each page is within its budget', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const rows = await measure(baseURL!);
  const over = rows.filter((r) => !r.ok);
  expect(over, formatTable(rows)).toEqual([]);
});
