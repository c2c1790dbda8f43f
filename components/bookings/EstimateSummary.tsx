import Link from '@/components/ui/IntentLink';
import type { FeeEstimateSelection } from '@/lib/contract/estimate-booking';
import { AREA_UNITS, formatIndianNumber, labelOf, PROPERTY_CATEGORIES, SERVICE_LEVELS, typesFor } from '@/lib/vastu/fee-estimator';
import styles from './Bookings.module.scss';

/** The cost estimator's choices a booking priced by area was made from. */
export default function EstimateSummary({ estimate }: { estimate: FeeEstimateSelection }) {
  const unit = AREA_UNITS.find((u) => u.id === estimate.unit)?.label ?? estimate.unit;
  return (
    <>
      <dl className={styles.estimate}>
        <div>
          <dt>Property</dt>
          <dd>
            {labelOf(PROPERTY_CATEGORIES, estimate.category)}, {labelOf(typesFor(estimate.category), estimate.type)}
          </dd>
        </div>
        <div>
          <dt>Service level</dt>
          <dd>{labelOf(SERVICE_LEVELS, estimate.level)}</dd>
        </div>
        <div>
          <dt>Area</dt>
          <dd>
            {formatIndianNumber(estimate.area, 2)} {unit}
          </dd>
        </div>
      </dl>
      <p>
        <Link href="/cost-calculator">Change the estimate</Link>
      </p>
    </>
  );
}
