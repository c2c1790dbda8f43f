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
  /**
   * 'by-area': the price is the fee estimate of the property (VASTU_AREA_RATES), worked out by the
   * server from the category, level and area the booking carries; amountPaise is then the lowest.
   */
  pricing?: 'by-area';
  /**
   * How long the consultation takes by call or video, in minutes: the length of the time slot it
   * is booked in (lib/experts/slots.ts). null for a service with no appointment (a written report).
   */
  minutes: number | null;
  /** The consultation may be a visit to the property, which takes a half-day slot (VISIT_MINUTES) instead. */
  visit?: boolean;
}

/** A visit to the property takes a half-day slot: the travel and the walk through every room. */
export const VISIT_MINUTES = 240;

/** A Vastu consultation priced by area (the fee estimator, SPEC 2.17 and 9): paise per sq ft, and the level's fixed charge. */
export interface AreaRate {
  perSqFtPaise: number;
  serviceChargePaise: number;
}

/**
 * The rates of a consultation priced by area, by property category and service level (the ids of
 * lib/vastu/fee-estimator.ts). The estimator and the booking both read them from here.
 */
export const VASTU_AREA_RATES = {
  residential: {
    basic: { perSqFtPaise: 400, serviceChargePaise: 50_000 },
    detailed: { perSqFtPaise: 700, serviceChargePaise: 100_000 },
    onsite: { perSqFtPaise: 1_000, serviceChargePaise: 200_000 },
  },
  commercial: {
    basic: { perSqFtPaise: 600, serviceChargePaise: 100_000 },
    detailed: { perSqFtPaise: 1_100, serviceChargePaise: 200_000 },
    onsite: { perSqFtPaise: 1_600, serviceChargePaise: 300_000 },
  },
  industrial: {
    basic: { perSqFtPaise: 500, serviceChargePaise: 150_000 },
    detailed: { perSqFtPaise: 900, serviceChargePaise: 300_000 },
    onsite: { perSqFtPaise: 1_400, serviceChargePaise: 550_000 },
  },
} as const satisfies Record<string, Record<string, AreaRate>>;

/** The consultation the fee estimator's "Book this consultation" books. */
export const AREA_PRICED_SERVICE_SLUG = 'vastu-consultation-by-area';

export const BOOKABLE_SERVICES = [
  {
    slug: 'professional-vastu-check',
    title: 'Professional Vastu Check',
    description: 'A detailed Vastu review of your home, flat or plot by an experienced consultant, with practical corrections.',
    amountPaise: 510_000,
    promise: 'Our admin calls you within 24 hours of payment to schedule the consultation.',
    details: 'property',
    servicePage: 'home-vastu',
    minutes: 60,
  },
  {
    slug: 'home-vastu',
    title: 'Home Vastu Consultation',
    description: 'A full consultation for your house or flat: every room, the entrance and the centre, with a written priority list.',
    amountPaise: 1_100_000,
    promise: 'A one-to-one consultation of about 90 minutes, by call, video or site visit where available.',
    details: 'property',
    servicePage: 'home-vastu',
    minutes: 90,
    visit: true,
  },
  {
    slug: 'business-vastu',
    title: 'Business Vastu Consultation',
    description: 'Vastu guidance for an office, shop, clinic or factory: seating, cash counter, customer flow and storage.',
    amountPaise: 2_100_000,
    promise: 'A consultation of about two hours, by call, video or site visit where available.',
    details: 'property',
    servicePage: 'business-vastu',
    minutes: 120,
    visit: true,
  },
  {
    slug: AREA_PRICED_SERVICE_SLUG,
    title: 'Vastu Consultation Priced by Area',
    description: 'A Vastu consultation for your property at the fee of the cost estimator: the rate per sq ft of its category and service level, plus the level’s fixed charge.',
    // The smallest possible fee is the lowest fixed charge; the booking's own price is worked out from its estimate.
    amountPaise: VASTU_AREA_RATES.residential.basic.serviceChargePaise,
    promise: 'Our admin calls you within 24 hours of payment to schedule the consultation.',
    details: 'property',
    pricing: 'by-area',
    minutes: 60,
    visit: true,
  },
  {
    slug: 'astrology-consultation',
    title: 'Astrology Consultation',
    description: 'A one-to-one reading of your birth chart by an experienced astrologer, by phone call or video.',
    amountPaise: 210_000,
    promise: 'A call or video consultation of 30 minutes.',
    details: 'birth',
    servicePage: 'astrology-consultation',
    minutes: 30,
  },
  {
    slug: 'personality-report',
    title: 'Personality Report',
    description: 'A written report on your nature, strengths and tendencies, prepared from your birth chart.',
    amountPaise: 110_000,
    promise: 'Delivered within 24 hours of payment.',
    details: 'birth',
    servicePage: 'personality-reports',
    minutes: null,
  },
] as const satisfies readonly BookableService[];

export type BookableServiceSlug = (typeof BOOKABLE_SERVICES)[number]['slug'];

export const BOOKABLE_SERVICE_SLUGS = BOOKABLE_SERVICES.map((s) => s.slug) as [BookableServiceSlug, ...BookableServiceSlug[]];

/** A language the catalogue's words are written in (the site's languages, lib/i18n/locales.ts). */
export type ServiceLanguage = 'en' | 'hi';

/** The words of a service a customer reads: its name, what it is and when it happens. */
export type ServiceTexts = Pick<BookableService, 'title' | 'description' | 'promise'>;

/**
 * The Hindi words of each service, beside the English ones above; keyed by slug so that a new
 * service without its Hindi is a compile error. Only the words: prices and lengths stay above.
 */
export const BOOKABLE_SERVICES_HI: Readonly<Record<BookableServiceSlug, ServiceTexts>> = {
  'professional-vastu-check': {
    title: 'प्रोफ़ेशनल वास्तु चेक',
    description: 'अनुभवी सलाहकार द्वारा आपके घर, फ़्लैट या प्लॉट की विस्तृत वास्तु जाँच, व्यावहारिक सुधारों के साथ।',
    promise: 'भुगतान के 24 घंटे के भीतर हमारे एडमिन आपको कॉल करके परामर्श का समय तय करते हैं।',
  },
  'home-vastu': {
    title: 'गृह वास्तु परामर्श',
    description: 'आपके मकान या फ़्लैट के लिए पूरा परामर्श: हर कमरा, प्रवेश द्वार और ब्रह्मस्थान, लिखित प्राथमिकता सूची के साथ।',
    promise: 'लगभग 90 मिनट का व्यक्तिगत परामर्श, कॉल या वीडियो पर, या जहाँ उपलब्ध हो वहाँ साइट विज़िट से।',
  },
  'business-vastu': {
    title: 'व्यावसायिक वास्तु परामर्श',
    description: 'ऑफ़िस, दुकान, क्लिनिक या फ़ैक्ट्री के लिए वास्तु मार्गदर्शन: बैठने की दिशा, कैश काउंटर, ग्राहकों का आवागमन और भंडारण।',
    promise: 'लगभग दो घंटे का परामर्श, कॉल या वीडियो पर, या जहाँ उपलब्ध हो वहाँ साइट विज़िट से।',
  },
  [AREA_PRICED_SERVICE_SLUG]: {
    title: 'क्षेत्रफल के अनुसार वास्तु परामर्श',
    description: 'शुल्क कैलकुलेटर की फ़ीस पर आपकी संपत्ति का वास्तु परामर्श: संपत्ति की श्रेणी और सेवा स्तर की प्रति वर्ग फ़ुट दर, और उस स्तर का तय शुल्क।',
    promise: 'भुगतान के 24 घंटे के भीतर हमारे एडमिन आपको कॉल करके परामर्श का समय तय करते हैं।',
  },
  'astrology-consultation': {
    title: 'ज्योतिष परामर्श',
    description: 'अनुभवी ज्योतिषी द्वारा फ़ोन कॉल या वीडियो पर आपकी जन्म कुंडली का व्यक्तिगत विश्लेषण।',
    promise: '30 मिनट का कॉल या वीडियो परामर्श।',
  },
  'personality-report': {
    title: 'व्यक्तित्व रिपोर्ट',
    description: 'आपकी जन्म कुंडली से तैयार लिखित रिपोर्ट, जिसमें आपके स्वभाव, क्षमताओं और प्रवृत्तियों का वर्णन है।',
    promise: 'भुगतान के 24 घंटे के भीतर भेज दी जाती है।',
  },
};

/** A service's words in a language; a slug outside the catalogue keeps its own (English) words. */
export function serviceTextsIn(service: BookableService, language: ServiceLanguage): ServiceTexts {
  const hindi = language === 'hi' ? (BOOKABLE_SERVICES_HI as Readonly<Record<string, ServiceTexts>>)[service.slug] : undefined;
  return hindi ?? { title: service.title, description: service.description, promise: service.promise };
}

/**
 * A booked service's name in a language. A booking keeps the English name it was booked under;
 * a Hindi page shows the catalogue's Hindi name for its slug, or that stored name for a retired service.
 */
export function bookedServiceTitle(booking: { serviceSlug: string; serviceTitle: string }, language: ServiceLanguage): string {
  const service = language === 'hi' ? findBookableService(booking.serviceSlug) : undefined;
  return service ? serviceTextsIn(service, 'hi').title : booking.serviceTitle;
}

/** The service with this slug, or undefined (an unknown or retired slug). */
export function findBookableService(slug: string): BookableService | undefined {
  return BOOKABLE_SERVICES.find((s) => s.slug === slug);
}

/** The services a page under /services offers, cheapest first. */
export function servicesForPage(servicePage: string): BookableService[] {
  return (BOOKABLE_SERVICES as readonly BookableService[]).filter((s) => s.servicePage === servicePage).sort((a, b) => a.amountPaise - b.amountPaise);
}

/** "₹5,100" (whole rupees) or "₹5,100.50": Indian digit grouping, paise only when there are some. */
export function formatRupees(amountPaise: number, { alwaysPaise = false }: { alwaysPaise?: boolean } = {}): string {
  const rupees = amountPaise / 100;
  // A price reads "₹5,100"; an invoice's figures always carry the paise ("₹5,100.00").
  const whole = Number.isInteger(rupees) && !alwaysPaise;
  return `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/**
 * The price line of a page under /services: "Professional Vastu Check from ₹5,100" when it offers
 * several services (the cheapest named), "Astrology Consultation: ₹2,100" for one; null for none.
 * In Hindi: "प्रोफ़ेशनल वास्तु चेक ₹5,100 से", "ज्योतिष परामर्श: ₹2,100".
 */
export function priceNoteFor(servicePage: string, language: ServiceLanguage = 'en'): string | null {
  const offers = servicesForPage(servicePage);
  const cheapest = offers[0];
  if (!cheapest) return null;
  const title = serviceTextsIn(cheapest, language).title;
  const price = formatRupees(cheapest.amountPaise);
  if (offers.length === 1) return `${title}: ${price}`;
  return language === 'hi' ? `${title} ${price} से` : `${title} from ${price}`;
}

/** The property category whose area rates a Vastu service page quotes. */
const AREA_RATES_OF_PAGE: Readonly<Record<string, keyof typeof VASTU_AREA_RATES>> = { 'home-vastu': 'residential', 'business-vastu': 'commercial' };

/**
 * "Priced by area instead: from ₹4 per sq ft plus ₹500" on a Vastu service page (the basic level's
 * rates); in Hindi "इसके बजाय क्षेत्रफल के अनुसार शुल्क: ₹4 प्रति वर्ग फ़ुट और ₹500 से शुरू"; null elsewhere.
 */
export function areaRateNoteFor(servicePage: string, language: ServiceLanguage = 'en'): string | null {
  const category = AREA_RATES_OF_PAGE[servicePage];
  if (!category) return null;
  const rate = VASTU_AREA_RATES[category].basic;
  const [perSqFt, charge] = [formatRupees(rate.perSqFtPaise), formatRupees(rate.serviceChargePaise)];
  return language === 'hi'
    ? `इसके बजाय क्षेत्रफल के अनुसार शुल्क: ${perSqFt} प्रति वर्ग फ़ुट और ${charge} से शुरू`
    : `Priced by area instead: from ${perSqFt} per sq ft plus ${charge}`;
}

/** The page where a visitor books the service. */
export const bookingPath = (slug: string) => `/book/${slug}`;
