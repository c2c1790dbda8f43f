import type { NavLink } from '@/lib/navigation';

// Pages whose tool or form arrives in a later release: what each says until then.

export interface ShellContent {
  title: string;
  description: string;
  intro: string;
  status: string;
  related: NavLink[];
  /** Account and application pages stay out of search results. */
  noIndex?: boolean;
}

export const shellPages = {
  '/astrologers': {
    title: 'Astrologers',
    description: 'Meet the astrologers of AstroVastu Kendra: Vedic astrology, numerology, kundli and match making specialists.',
    intro: 'Our astrologers read charts the traditional way, with modern precision.',
    status: 'Profiles of our astrologers are being prepared. You can meet our experts today.',
    related: [{ href: '/ourexpert', label: 'Our Experts' }, { href: '/join-as-astrologer', label: 'Join as an Expert' }],
  },
  '/cost-calculator': {
    title: 'Vastu Consultation Cost Estimator',
    description: 'Estimate the cost of a Vastu consultation for your home, office or factory from its area and the service level you need.',
    intro: 'Choose your property type, the service level and the area to see an estimated fee in rupees.',
    status: 'The cost estimator opens shortly. For a quote today, contact us.',
    related: [{ href: '/contact', label: 'Ask for a quote' }, { href: '/services/home-vastu', label: 'Home Vastu' }],
  },
  '/kundli': {
    title: 'Free Kundli Generator',
    description: 'Generate your Vedic birth chart (kundli) free: ascendant, planets, nakshatras, dashas and the panchang of your birth.',
    intro: 'Enter your date, time and place of birth to see your Lagna, the nine grahas with their signs and nakshatras, your Vimshottari dasha periods and the panchang at birth.',
    status: 'The kundli generator is being calibrated against the Swiss Ephemeris and opens shortly.',
    related: [{ href: '/blogs/understanding-your-kundli', label: 'Understanding your kundli' }, { href: '/horoscope', label: 'Today’s horoscope' }],
  },
  '/luckyNumber': {
    title: 'Lucky Number and Colour',
    description: 'Find your lucky number and colour from your name and date of birth with Vedic numerology.',
    intro: 'Enter your name and date of birth to find your psychic number, destiny number, name number, and the lucky number and colour that suit you.',
    status: 'The lucky number calculator opens shortly.',
    related: [{ href: '/blogs/numerology-psychic-and-destiny-number', label: 'Psychic and destiny numbers explained' }, { href: '/blogs/chaldean-name-numerology', label: 'Chaldean name numerology' }],
  },
  '/matchMaking': {
    title: 'Kundli Match Making (Guna Milan)',
    description: 'Match two birth charts with Ashtakoota Guna Milan: all eight kootas, a compatibility score out of 10 and Manglik status.',
    intro: 'Enter the birth details of the boy and the girl to see all eight kootas, the total out of 36, a compatibility score out of 10 and both Manglik statuses.',
    status: 'Match making opens shortly, together with the kundli generator it is built on.',
    related: [{ href: '/blogs/guna-milan-ashtakoota-explained', label: 'Guna Milan explained' }, { href: '/faqs', label: 'Astrology FAQs' }],
  },
  '/measurement-converter': {
    title: 'Area Calculator',
    description: 'Calculate the area of a square, rectangle, triangle, circle, trapezoid, ellipse, sector or octagon in any unit.',
    intro: 'Pick a shape and a unit, enter its dimensions, and the area updates as you type.',
    status: 'The area calculator opens shortly.',
    related: [{ href: '/vastu-tips', label: 'Vastu tips' }, { href: '/cost-calculator', label: 'Vastu cost estimator' }],
  },
} satisfies Record<string, ShellContent>;

export type ShellPath = keyof typeof shellPages;
