import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { registerExpert } from '../../tests/support/api-client';

/**
 * Registers an expert through the API in this browser context and stores its user data as the
 * site does, from a page of the site (`home`: `/`, or `/hi` for the Hindi pages).
 */
export async function signInExpert(page: Page, baseURL: string, expertType: 'astrologer' | 'vastu-astrologer', override: Record<string, unknown> = {}, home = '/') {
  const { body } = await registerExpert(page.request, baseURL, { expertType });
  const user = { ...body.isVerified.data, ...override };
  await page.goto(home);
  await page.evaluate((u) => localStorage.setItem('userData', JSON.stringify(u)), user);
  return user as { _id: string; name: string; email: string; mobile: string };
}

/** A profile photo to upload: a small JPEG. */
export async function portrait(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 140, g: 35, b: 49 } } }).jpeg().toBuffer();
  return { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer };
}

/** Signs the browser context in as the account of an API client (its session cookie). */
export async function signInAs(context: BrowserContext, request: APIRequestContext) {
  await context.addCookies((await request.storageState()).cookies);
}
