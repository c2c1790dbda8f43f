import { DEFAULT_LOCALE, type Locale } from './locales';

// The language an API caller asks for. The site's client sends its page's language in
// Accept-Language (lib/client/axios-client.ts); other callers get English unless they ask for
// Hindi by name. Pure, so the rule is tested on its own.

/**
 * The language of an Accept-Language header: Hindi when the most preferred tag (highest q, first
 * among equals) has the primary subtag `hi` (`hi`, `hi-IN`), English otherwise, and with no header.
 */
export function requestLanguage(header: string | null | undefined): Locale {
  if (!header || header.length > 500) return DEFAULT_LOCALE;
  let best: { tag: string; q: number } | undefined;
  for (const part of header.split(',')) {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag!.trim().toLowerCase();
    if (!tag) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() === 'q') q = value !== undefined && /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    if (q > 0 && (!best || q > best.q)) best = { tag, q };
  }
  return best && best.tag.split('-')[0] === 'hi' ? 'hi' : DEFAULT_LOCALE;
}
