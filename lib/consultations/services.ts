// The one table of what a customer can book and what it costs. Prices are integer paise, decided
// here and only here: the server takes a booking's amount from this table, never from the client,
// and every page that names a price (service pages, FAQ, the booking form) reads it from here.
// Pure: imports nothing.

/** Which details a booking of the service asks for: a property (Vastu) or a birth (astrology). */
export type BookingDetailsKind = 'property' | 'birth';

export interface BookableService {
  slug: string;
  title: string;
  description: string;
  /** The price in paise (1 rupee = 100 paise), taxes included as the business configures them. */
  amountPaise: number;
  /** How long it takes or when it is delivered, in the customer's words. */
  promise: string;
  details: BookingDetailsKind;
  /** The slug of the page under /services that describes it, when there is one. */
  servicePage?: string;
}

export const BOOKABLE_SERVICES = [
  {
    slug: 'professional-vastu-check',
    title: 'Professional Vastu Check',
    description: 'A detailed Vastu review of your home, flat or plot by an experienced consultant, with practical corrections.',
    amountPaise: 510_000,
    promise: 'Our admin calls you within 24 hours of payment to schedule the consultation.',
    details: 'property',
    servicePage: 'home-vastu',
  },
  {
    slug: 'home-vastu',
    title: 'Home Vastu Consultation',
    description: 'A full consultation for your house or flat: every room, the entrance and the centre, with a written priority list.',
    amountPaise: 1_100_000,
    promise: 'A one-to-one consultation of about 90 minutes, by call, video or site visit where available.',
    details: 'property',
    servicePage: 'home-vastu',
  },
  {
    slug: 'business-vastu',
    title: 'Business Vastu Consultation',
    description: 'Vastu guidance for an office, shop, clinic or factory: seating, cash counter, customer flow and storage.',
    amountPaise: 2_100_000,
    promise: 'A consultation of about two hours, by call, video or site visit where available.',
    details: 'property',
    servicePage: 'business-vastu',
  },
  {
    slug: 'astrology-consultation',
    title: 'Astrology Consultation',
    description: 'A one-to-one reading of your birth chart by an experienced astrologer, by phone call or video.',
    amountPaise: 210_000,
    promise: 'A call or video consultation of about 45 minutes.',
    details: 'birth',
    servicePage: 'astrology-consultation',
  },
  {
    slug: 'personality-report',
    title: 'Personality Report',
    description: 'A written report on your nature, strengths and tendencies, prepared from your birth chart.',
    amountPaise: 110_000,
    promise: 'Delivered within 24 hours of payment.',
    details: 'birth',
    servicePage: 'personality-reports',
  },
] as const satisfies readonly BookableService[];

export type BookableServiceSlug = (typeof BOOKABLE_SERVICES)[number]['slug'];

export const BOOKABLE_SERVICE_SLUGS = BOOKABLE_SERVICES.map((s) => s.slug) as [BookableServiceSlug, ...BookableServiceSlug[]];

/** The service with this slug, or undefined (an unknown or retired slug). */
export function findBookableService(slug: string): BookableService | undefined {
  return BOOKABLE_SERVICES.find((s) => s.slug === slug);
}

/** The services a page under /services offers, cheapest first. */
export function servicesForPage(servicePage: string): BookableService[] {
  return BOOKABLE_SERVICES.filter((s) => s.servicePage === servicePage).sort((a, b) => a.amountPaise - b.amountPaise);
}

/** "₹5,100" (whole rupees) or "₹5,100.50": Indian digit grouping, paise only when there are some. */
export function formatRupees(amountPaise: number): string {
  const rupees = amountPaise / 100;
  const whole = Number.isInteger(rupees);
  return `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/**
 * The price line of a page under /services: "Professional Vastu Check from ₹5,100" when it offers
 * several services (the cheapest named), "Astrology Consultation: ₹2,100" for one; null for none.
 */
export function priceNoteFor(servicePage: string): string | null {
  const offers = servicesForPage(servicePage);
  const cheapest = offers[0];
  if (!cheapest) return null;
  return offers.length > 1 ? `${cheapest.title} from ${formatRupees(cheapest.amountPaise)}` : `${cheapest.title}: ${formatRupees(cheapest.amountPaise)}`;
}

/** The page where a visitor books the service. */
export const bookingPath = (slug: string) => `/book/${slug}`;
