import { expect, type Page } from '@playwright/test';
import type { KundliData } from '../../lib/contract/kundli';

/** The two widths every kundli screen is checked at: a phone and a laptop. */
export const KUNDLI_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

/** A kundli as the API answers it, to hold the page against (GET /api/kundli/{id}). */
export async function apiKundli(page: Page, id: string): Promise<KundliData> {
  const res = await page.request.get(`/api/kundli/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}
