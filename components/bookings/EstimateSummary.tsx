import Link from '@/components/ui/IntentLink';
import type { FeeEstimateSelection } from '@/lib/contract/estimate-booking';
import { catalogue } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { formatIndianNumber } from '@/lib/vastu/fee-estimator';
import styles from './Bookings.module.scss';

/** The cost estimator's choices a booking priced by area was made from, in the estimator's words. */
export default function EstimateSummary({ estimate, locale = 'en' }: { estimate: FeeEstimateSelection; locale?: Locale }) {
  const { Booking: words, FeeEstimator: choices } = catalogue(locale);
  return (
    <>
      <dl className={styles.estimate}>
        <div>
          <dt>{words.estimateProperty}</dt>
          <dd>
            {choices.categories[estimate.category]}, {choices.types[estimate.type]}
          </dd>
        </div>
        <div>
          <dt>{words.estimateLevel}</dt>
          <dd>{choices.levels[estimate.level]}</dd>
        </div>
        <div>
          <dt>{words.estimateArea}</dt>
          <dd>
            {formatIndianNumber(estimate.area, 2)} {choices.units[estimate.unit]}
          </dd>
        </div>
      </dl>
      <p>
        <Link href="/cost-calculator">{words.changeEstimate}</Link>
      </p>
    </>
  );
}
