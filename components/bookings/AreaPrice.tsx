import type { FeeEstimateSelection } from '@/lib/contract/estimate-booking';
import { AREA_UNITS, areaPricePaise, estimateVastuFee, formatIndianNumber, formatInr } from '@/lib/vastu/fee-estimator';

/**
 * What a price by area was worked out from: "1,000 sq ft × ₹4 per sq ft + ₹500 = ₹4,500" (an
 * area in gaj or sq m is given in sq ft too). When today's rates no longer give the amount the
 * booking was charged, only the area is shown: the booking's amount stays what was paid.
 */
export function areaPriceLine(estimate: FeeEstimateSelection, amountPaise: number): string {
  const unit = AREA_UNITS.find((u) => u.id === estimate.unit)!;
  const fee = estimateVastuFee(estimate);
  const area = unit.id === 'sqft' ? `${formatIndianNumber(fee.areaSqFt, 2)} sq ft` : `${formatIndianNumber(estimate.area, 2)} ${unit.label} (${formatIndianNumber(fee.areaSqFt, 2)} sq ft)`;
  if (areaPricePaise(estimate) !== amountPaise) return area;
  return `${area} × ${formatInr(fee.baseRate)} per sq ft + ${formatInr(fee.serviceCharge)} = ${formatInr(fee.total)}`;
}

/** The area and rate behind a booking's price, as terms of the `<dl>` it is placed in. */
export default function AreaPrice({ estimate, amountPaise }: { estimate: FeeEstimateSelection; amountPaise: number }) {
  return (
    <>
      <dt>Priced by area</dt>
      <dd>{areaPriceLine(estimate, amountPaise)}</dd>
    </>
  );
}
