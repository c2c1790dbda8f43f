import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { findBookableService, formatRupees } from '@/lib/consultations/services';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { decodeEntities, renderMarkdown } from './markdown';

export type LegalDocument = 'privacy-policy' | 'terms' | 'about';

/** `{{price:<service slug>}}` in a document is that service's price from the one price table. */
export function withPrices(markdown: string): string {
  return markdown.replace(/\{\{price:([a-z-]+)\}\}/g, (token, slug: string) => {
    const service = findBookableService(slug);
    if (!service) throw new Error(`No service for ${token}`);
    return formatRupees(service.amountPaise);
  });
}

/** Where a document is written in a language: English in content/legal, each other language in its own folder beside it. */
export function legalDocumentPath(name: LegalDocument, locale: Locale = DEFAULT_LOCALE): string {
  const folder = path.join(process.cwd(), 'content', 'legal');
  return path.join(locale === DEFAULT_LOCALE ? folder : path.join(folder, locale), `${name}.md`);
}

/** A legal or company page from content/legal in a language, rendered at build time (these pages are static). */
export async function readLegalDocument(name: LegalDocument, locale: Locale = DEFAULT_LOCALE) {
  const markdown = await fs.readFile(legalDocumentPath(name, locale), 'utf8');
  const html = renderMarkdown(withPrices(markdown));
  const headings = [...html.matchAll(/<h2 id="([^"]+)">(.*?)<\/h2>/g)].map((m) => ({ id: m[1]!, title: decodeEntities(m[2]!.replace(/<[^>]+>/g, '')) }));
  return { html, headings };
}
