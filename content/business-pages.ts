import type { Locale } from '../lib/i18n/locales';
import * as en from './business';
import * as hi from './hi/business';

// The business pages' texts in the page's language: English in content/business.ts, Hindi in content/hi/business.ts.

const PAGES = {
  en: { partnerWithUs: en.partnerWithUs, joinAsExpert: en.joinAsExpert, collaborationFranchise: en.collaborationFranchise, advertiseWithUs: en.advertiseWithUs },
  hi: { partnerWithUs: hi.partnerWithUs, joinAsExpert: hi.joinAsExpert, collaborationFranchise: hi.collaborationFranchise, advertiseWithUs: hi.advertiseWithUs },
} satisfies Record<Locale, unknown>;

export function businessPages(locale: Locale) {
  return PAGES[locale];
}
