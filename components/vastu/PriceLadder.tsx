import Link from '@/components/ui/IntentLink';
import { AREA_PRICED_SERVICE_SLUG, bookingPath, findBookableService, formatRupees, VASTU_AREA_RATES, type BookableService } from '@/lib/consultations/services';
import { areaPricePaise, formatIndianNumber } from '@/lib/vastu/fee-estimator';
import styles from './PriceLadder.module.scss';

// The one place that explains how Vastu help is priced, from free to a visit: the Vastu service
// pages, the fee estimator and the self-check's result show it. Every price is the catalogue's
// (lib/consultations/services.ts) or the estimator's, so a price is never typed twice.

const service = (slug: string): BookableService => findBookableService(slug)!;
// The estimator's own worked example: what "priced by area" gives for a small home.
const EXAMPLE_SQFT = 1000;

export default function PriceLadder({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const check = service('professional-vastu-check');
  const byArea = service(AREA_PRICED_SERVICE_SLUG);
  const home = service('home-vastu');
  const business = service('business-vastu');
  const rate = VASTU_AREA_RATES.residential.basic;
  const examplePaise = areaPricePaise({ category: 'residential', level: 'basic', area: EXAMPLE_SQFT, unit: 'sqft' });
  return (
    <section className={styles.ladder} aria-labelledby="vastu-price-ladder" data-testid="vastu-price-ladder">
      <Heading id="vastu-price-ladder">Vastu help, from free to a visit</Heading>
      <ol className={styles.steps}>
        <li>
          <strong>Free self-check</strong>: six questions about your home, a score and remedies. <Link href="/vastu-check">Start the self-check</Link>.
        </li>
        <li>
          <strong>{check.title}</strong>: {formatRupees(check.amountPaise)}, a {check.minutes}-minute call or video with a consultant, whatever the size of the
          property. <Link href={bookingPath(check.slug)}>Book it</Link>.
        </li>
        <li>
          <strong>Consultation priced by area</strong>: the fee follows the size of the property, a rate per sq ft plus a fixed charge (for a home, from{' '}
          {formatRupees(rate.perSqFtPaise)} per sq ft plus {formatRupees(rate.serviceChargePaise)}; at least {formatRupees(byArea.amountPaise)}).{' '}
          <Link href="/cost-calculator">Estimate your fee</Link> and book it from the result.
        </li>
        <li>
          <strong>On-site {home.title}</strong> from {formatRupees(home.amountPaise)} and <strong>{business.title}</strong> from{' '}
          {formatRupees(business.amountPaise)}: a full consultation by call or video, or a visit to your property (half a day).
        </li>
      </ol>
      <p className={styles.which}>
        <strong>Which price applies?</strong> A fixed price ({formatRupees(check.amountPaise)} for the {check.title}, more for a full consultation) is the same
        for any property. The
        estimator prices a consultation by area instead, so a small home may cost less: {formatIndianNumber(EXAMPLE_SQFT)} sq ft with a basic check is{' '}
        {formatRupees(examplePaise)}, a large one more. You choose either, and the price on your booking is the price you pay.
      </p>
    </section>
  );
}
