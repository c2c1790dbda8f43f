import type { AreaUnit, PropertyCategory, PropertyType, ServiceLevel } from '@/lib/vastu/fee-estimator';
import { AREA_PRICED_SERVICE_SLUG, bookingPath } from '@/lib/consultations/services';

// Kept apart from the booking contract, which builds its schemas when loaded: the fee estimator's
// page links to a booking without loading the form checks it does not use.

/** What the fee estimator carries into a booking (checked by `feeEstimateSelectionSchema`). */
export interface FeeEstimateSelection {
  category: PropertyCategory;
  type: PropertyType;
  level: ServiceLevel;
  area: number;
  unit: AreaUnit;
}

/** The booking page of a fee estimate: the consultation priced by area, with the estimator's choices. */
export function estimateBookingPath(estimate: FeeEstimateSelection): string {
  const query = new URLSearchParams({ category: estimate.category, type: estimate.type, level: estimate.level, area: String(estimate.area), unit: estimate.unit });
  return `${bookingPath(AREA_PRICED_SERVICE_SLUG)}?${query}`;
}
