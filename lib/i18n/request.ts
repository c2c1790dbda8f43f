import { getRequestConfig } from 'next-intl/server';
import * as rootParams from 'next/root-params';
import { catalogue } from './catalogue';
import { DEFAULT_LOCALE, isLocale } from './locales';

// next-intl's per-request configuration (next.config.mjs points its plugin here). The language is
// the [locale] segment of the page's root layout, read through next/root-params so pages stay
// static; the console's root layout has no such segment and is English.
export default getRequestConfig(async ({ locale: requested }) => {
  const param = requested ?? (await rootParams.locale().catch(() => undefined));
  const locale = isLocale(param) ? param : DEFAULT_LOCALE;
  return { locale, messages: catalogue(locale), timeZone: 'Asia/Kolkata' };
});
