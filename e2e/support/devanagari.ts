import type { Locator, Page } from '@playwright/test';

/**
 * Share of the letters of the page's main text that are Devanagari (Latin letters the rest): the
 * text a reader meets, so no script (JSON-LD) or template, and not what is marked as another
 * language (a name or text someone typed in English, `lang="en"`), which is theirs, not the page's.
 * `within` measures one part of the page instead (a section, a table).
 */
export const devanagariShare = (page: Page, within: Locator = page.locator('main')) => devanagariShareOf(within);

/** The same share, of one part of the page (a section). */
export const devanagariShareOf = (part: Locator) =>
  part.evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script, style, template, noscript, [lang]:not([lang^="hi"])').forEach((el) => el.remove());
    const text = copy.textContent ?? '';
    const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
    const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
    return devanagari / Math.max(1, devanagari + latin);
  });
