import { BOOKABLE_SERVICES, type BookableService } from '../consultations/services';
import { EXPERT_KIND_FOR_DETAILS, type ExpertKind } from './kinds';

// What an expert offers: every service of their kind, at the catalogue's price unless the
// business set this expert's own price. Pure; the prices set are passed in.

export interface ExpertOffer {
  slug: string;
  title: string;
  /** The price charged, in paise. */
  amountPaise: number;
  /** The slot's length (null: no appointment, a written report). */
  minutes: number | null;
}

/** The catalogue's services an expert of this kind takes (a Vastu astrologer the property ones, an astrologer the birth ones). */
export function servicesOfKind(kind: ExpertKind): BookableService[] {
  return (BOOKABLE_SERVICES as readonly BookableService[]).filter((s) => EXPERT_KIND_FOR_DETAILS[s.details] === kind);
}

/**
 * An expert's offers: the services of their kind, each at `ownPrices[slug]` when set, else the
 * catalogue's price. A service priced by area keeps the catalogue's lowest price: its real price
 * is the booking's own estimate.
 */
export function offersOf(kind: ExpertKind, ownPrices: Readonly<Record<string, number>> = {}): ExpertOffer[] {
  return servicesOfKind(kind).map((s) => ({
    slug: s.slug,
    title: s.title,
    amountPaise: s.pricing !== 'by-area' && ownPrices[s.slug] !== undefined ? ownPrices[s.slug]! : s.amountPaise,
    minutes: s.minutes,
  }));
}
