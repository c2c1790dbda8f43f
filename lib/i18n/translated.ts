// Which pages have their texts in the Hindi catalogue. A page not listed still opens under /hi,
// with its English text, a short Hindi notice, `lang="en"` on its content, its English page as
// canonical and no `hi-IN` alternate (the rule for missing Hindi). Translating a page =
// moving its texts into messages/<locale>/*.json and adding its path here: the notice, the metadata and
// the sitemap all read this one list.

/** Site paths (without /hi) of translated pages; `*` stands for one path segment. */
const TRANSLATED_PAGES: readonly string[] = ['/', '/login', '/otp'];

const patterns = TRANSLATED_PAGES.map((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}/?$`));

/** Whether the page at this path (without its /hi prefix) is written in Hindi. */
export function isTranslated(path: string): boolean {
  return patterns.some((p) => p.test(path));
}
