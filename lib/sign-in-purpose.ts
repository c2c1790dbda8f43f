import { AREA_UNITS, formatIndianNumber, validateArea } from '@/lib/vastu/fee-estimator';
import { AREA_PRICED_SERVICE_SLUG, findBookableService } from '@/lib/consultations/services';
import { fill } from '@/lib/i18n/fill';
import { splitLocale } from '@/lib/i18n/locales';
import english from '@/messages/en/Auth.json';

// What the sign-in page says a visitor is signing in for, read from where they return to after
// it (already checked by safeReturnPath). Pure: the catalog's titles only, nothing from a database,
// so a booking's own details never show on a page anyone can open.

const BOOK_PATH = /^\/book\/([a-z0-9-]+)$/;
const PAY_PATH = /^\/bookings\/[0-9a-f-]{36}\/pay$/;

/** The sentences, from the Auth catalogue of the page's language (English by default). */
export type SignInPurposeTexts = Pick<typeof english.loginPage, 'toBook' | 'toPay'>;

/**
 * "Sign in to book: Home Vastu Consultation" for a booking link (in either language's address,
 * `/book/…` or `/hi/book/…`); null for any other page.
 */
export function signInPurpose(returnTo: string | null, texts: SignInPurposeTexts = english.loginPage): string | null {
  if (!returnTo) return null;
  const [address, query = ''] = returnTo.split('?') as [string, string?];
  const path = splitLocale(address).path;
  const slug = BOOK_PATH.exec(path)?.[1];
  const service = slug ? findBookableService(slug) : undefined;
  if (service) return fill(texts.toBook, { service: `${service.title}${service.slug === AREA_PRICED_SERVICE_SLUG ? areaOf(new URLSearchParams(query)) : ''}` });
  if (PAY_PATH.test(path)) return texts.toPay;
  return null;
}

/** " (1,000 sq ft)" from a fee estimate's address, or nothing when its area is not readable. */
function areaOf(query: URLSearchParams): string {
  const area = validateArea(query.get('area') ?? '');
  const unit = AREA_UNITS.find((u) => u.id === query.get('unit'));
  return area.ok && unit ? ` (${formatIndianNumber(area.area, 2)} ${unit.label})` : '';
}
