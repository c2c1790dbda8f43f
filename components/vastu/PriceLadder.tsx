import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import Link from '@/components/ui/IntentLink';
import { AREA_PRICED_SERVICE_SLUG, bookingPath, findBookableService, formatRupees, serviceTextsIn, VASTU_AREA_RATES, type BookableService } from '@/lib/consultations/services';
import { localeOf } from '@/lib/i18n/locales';
import { areaPricePaise, formatIndianNumber } from '@/lib/vastu/fee-estimator';
import styles from './PriceLadder.module.scss';

// The one place that explains how Vastu help is priced, from free to a visit: the Vastu service
// pages, the fee estimator and the self-check's result show it. Every price is the catalogue's
// (lib/consultations/services.ts) or the estimator's, so a price is never typed twice.

const service = (slug: string): BookableService => findBookableService(slug)!;
// The estimator's own worked example: what "priced by area" gives for a small home.
const EXAMPLE_SQFT = 1000;

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
function linkTo(href: string) {
  return function PriceLink(chunks: ReactNode) {
    return <Link href={href}>{chunks}</Link>;
  };
}

/** A server component (not async, so pages rendered alone in unit tests can hold it): next-intl's hooks read the request's language. */
export default function PriceLadder({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslations('PriceLadder');
  const language = localeOf(useLocale());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const check = service('professional-vastu-check');
  const byArea = service(AREA_PRICED_SERVICE_SLUG);
  const home = service('home-vastu');
  const business = service('business-vastu');
  const title = (s: BookableService) => serviceTextsIn(s, language).title;
  const rate = VASTU_AREA_RATES.residential.basic;
  const examplePaise = areaPricePaise({ category: 'residential', level: 'basic', area: EXAMPLE_SQFT, unit: 'sqft' });
  return (
    <section className={styles.ladder} aria-labelledby="vastu-price-ladder" data-testid="vastu-price-ladder">
      <Heading id="vastu-price-ladder">{t('title')}</Heading>
      <ol className={styles.steps}>
        <li>{t.rich('selfCheck', { strong, link: linkTo('/vastu-check') })}</li>
        <li>{t.rich('check', { strong, link: linkTo(bookingPath(check.slug)), check: title(check), price: formatRupees(check.amountPaise), minutes: String(check.minutes) })}</li>
        <li>
          {t.rich('byArea', {
            strong,
            link: linkTo('/cost-calculator'),
            perSqFt: formatRupees(rate.perSqFtPaise),
            charge: formatRupees(rate.serviceChargePaise),
            minimum: formatRupees(byArea.amountPaise),
          })}
        </li>
        <li>
          {t.rich('visit', { strong, home: title(home), homePrice: formatRupees(home.amountPaise), business: title(business), businessPrice: formatRupees(business.amountPaise) })}
        </li>
      </ol>
      <p className={styles.which}>
        {t.rich('which', { strong, price: formatRupees(check.amountPaise), check: title(check), area: formatIndianNumber(EXAMPLE_SQFT), example: formatRupees(examplePaise) })}
      </p>
    </section>
  );
}
