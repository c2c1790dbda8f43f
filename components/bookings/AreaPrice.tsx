import type { FeeEstimateSelection } from '@/lib/contract/estimate-booking';
import { catalogue, fill } from '@/lib/i18n/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import { AREA_UNITS, areaPricePaise, estimateVastuFee, formatIndianNumber, formatInr } from '@/lib/vastu/fee-estimator';

/**
 * What a price by area was worked out from: "1,000 sq ft × ₹4 per sq ft + ₹500 = ₹4,500" (an
 * area in gaj or sq m is given in sq ft too), with the cost estimator's unit words in each language.
 * When today's rates no longer give the amount the booking was charged, only the area is shown:
 * the booking's amount stays what was paid.
 */
export function areaPriceLine(estimate: FeeEstimateSelection, amountPaise: number, locale: Locale = 'en'): string {
  const words = catalogue(locale).FeeEstimator;
  const unit = AREA_UNITS.find((u) => u.id === estimate.unit)!;
  const fee = estimateVastuFee(estimate);
  const sqFt = fill(words.areaSqFt, { area: formatIndianNumber(fee.areaSqFt, 2) });
  const area = unit.id === 'sqft' ? sqFt : `${formatIndianNumber(estimate.area, 2)} ${words.units[unit.id]} (${sqFt})`;
  if (areaPricePaise(estimate) !== amountPaise) return area;
  return `${area} × ${fill(words.perSqFt, { rate: formatInr(fee.baseRate) })} + ${formatInr(fee.serviceCharge)} = ${formatInr(fee.total)}`;
}

/** The area and rate behind a booking's price, as terms of the `<dl>` it is placed in. */
export default function AreaPrice({ estimate, amountPaise, locale = 'en' }: { estimate: FeeEstimateSelection; amountPaise: number; locale?: Locale }) {
  return (
    <>
      <dt>{catalogue(locale).Booking.pricedByArea}</dt>
      <dd>{areaPriceLine(estimate, amountPaise, locale)}</dd>
    </>
  );
}
