// Which pages have their texts in the Hindi catalogue. A page not listed still opens under /hi,
// with its English text, a short Hindi notice, `lang="en"` on its content, its English page as
// canonical and no `hi-IN` alternate (the rule for missing Hindi). Translating a page =
// moving its texts into messages/<locale>/*.json and adding its path here: the notice, the metadata and
// the sitemap all read these lists.

/** Site paths (without /hi) of translated pages; `*` stands for one path segment. */
const TRANSLATED_PAGES: readonly string[] = [
  '/',
  // The articles' list (each article decides for itself: PER_ITEM_PAGES).
  '/blogs',
  '/blogs/page/*',
  // About, legal and business pages (content/legal/hi, content/hi/business.ts).
  '/about-us',
  '/privacy-policy',
  '/term-condition',
  '/advertise-with-us',
  '/collaboration-franchise',
  '/partner-with-us',
  '/join-as-astrologer',
  // The team and the directory of experts (an approved expert's own bio stays as they wrote it).
  '/ourexpert',
  '/astrologers',
  '/astrologers/*',
  // The FAQs, the services and the contact page (content/faqs.ts, content/services.ts).
  '/faqs',
  '/vastu-faqs',
  '/services',
  '/services/*',
  '/contact',
  // The kundli and match making, from form to result.
  '/kundli',
  '/kundli/*',
  '/matchMaking',
  '/matchMaking/*',
  // The Vastu tips, with their Hindi narration.
  '/vastu-tips',
  // The panchang (today, each city, a month) and the horoscopes.
  '/panchang',
  '/panchang/*',
  '/panchang/month/*/*',
  // The festival calendar: a year (its city and kind choices too) and each festival.
  '/festivals',
  '/festivals/*',
  '/festivals/*/*',
  '/festivals/*/in/*/*',
  // The muhurta finder, form and private result.
  '/muhurta',
  '/muhurta/*',
  '/horoscope',
  '/horoscope/*',
  // The lucky number.
  '/luckyNumber',
  // The Vastu self-check, questionnaire and result (the result's PDF stays English for now).
  '/vastu-check',
  '/vastu-check/*',
  // The Vastu calculators: the fee estimator, the area calculator and the area unit converter.
  '/cost-calculator',
  '/measurement-converter',
  '/area-converter',
  // Sign-in.
  '/login',
  '/otp',
  // Booking, payment, the confirmation, My Bookings, a booking and its receipt (private pages).
  '/book/*',
  '/bookings',
  '/bookings/*',
  '/bookings/*/pay',
  '/bookings/*/confirmed',
  '/bookings/*/receipt',
  // The experts' registration and profile applications, and an approved expert's own desk.
  '/join/register-astrologer',
  '/join/astrologer',
  '/join/vastuastrologer',
  '/expert',
  // My Profile (the account's own details, saved reports, data and language).
  '/profile',
];

/**
 * Pages whose Hindi is written item by item (an article): their frame is translated, and whether
 * the item is comes from its data, so the page itself passes that to isTranslated and shows the notice.
 */
const PER_ITEM_PAGES: readonly string[] = ['/blogs/*'];

const toPattern = (p: string) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}/?$`);
const patterns = TRANSLATED_PAGES.map(toPattern);
const perItemPatterns = PER_ITEM_PAGES.map(toPattern);

/** Whether the page at this path is one of those whose item decides (see PER_ITEM_PAGES). */
export function isPerItemPage(path: string): boolean {
  return !patterns.some((p) => p.test(path)) && perItemPatterns.some((p) => p.test(path));
}

/**
 * Whether the page at this path (without its /hi prefix) is written in Hindi. `itemWritten`: on a
 * per-item page, whether its item (the article shown) has its Hindi version; unknown counts as no.
 */
export function isTranslated(path: string, itemWritten?: boolean): boolean {
  if (isPerItemPage(path)) return itemWritten === true;
  return patterns.some((p) => p.test(path));
}
