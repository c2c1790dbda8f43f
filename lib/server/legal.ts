import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { findBookableService, formatRupees } from '@/lib/consultations/services';
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

/** A legal or company page from content/legal, rendered at build time (these pages are static). */
export async function readLegalDocument(name: LegalDocument) {
  const markdown = await fs.readFile(path.join(process.cwd(), 'content', 'legal', `${name}.md`), 'utf8');
  const html = renderMarkdown(withPrices(markdown));
  const headings = [...html.matchAll(/<h2 id="([^"]+)">(.*?)<\/h2>/g)].map((m) => ({ id: m[1]!, title: decodeEntities(m[2]!.replace(/<[^>]+>/g, '')) }));
  return { html, headings };
}
