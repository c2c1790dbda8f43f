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
  '/bookings': {
    title: 'My Bookings',
    description: 'Your consultation bookings with AstroVastu Kendra.',
    intro: 'Your consultations and reports in one place.',
    status: 'Bookings open shortly, together with sign-in.',
    related: [{ href: '/contact', label: 'Book a consultation' }],
    noIndex: true,
  },
  '/cost-calculator': {
    title: 'Vastu Consultation Cost Estimator',
    description: 'Estimate the cost of a Vastu consultation for your home, office or factory from its area and the service level you need.',
    intro: 'Choose your property type, the service level and the area to see an estimated fee in rupees.',
    status: 'The cost estimator opens shortly. For a quote today, contact us.',
    related: [{ href: '/contact', label: 'Ask for a quote' }, { href: '/services/home-vastu', label: 'Home Vastu' }],
  },
  '/join/astrologer': {
    title: 'Create Astrologer Profile',
    description: 'Create your astrologer profile on AstroVastu Kendra.',
    intro: 'Tell clients about your expertise, languages, fees and weekly availability.',
    status: 'Expert profiles open shortly, after registration.',
    related: [{ href: '/join-as-astrologer', label: 'Join as an Expert' }],
    noIndex: true,
  },
  '/join/vastuastrologer': {
    title: 'Create Vastu Astrologer Profile',
    description: 'Create your Vastu astrologer profile on AstroVastu Kendra.',
    intro: 'Tell clients about your Vastu experience, projects, skills, charges and weekly availability.',
    status: 'Expert profiles open shortly, after registration.',
    related: [{ href: '/join-as-astrologer', label: 'Join as an Expert' }],
    noIndex: true,
  },
  '/kundli': {
    title: 'Free Kundli Generator',
    description: 'Generate your Vedic birth chart (kundli) free: ascendant, planets, nakshatras, dashas and the panchang of your birth.',
    intro: 'Enter your date, time and place of birth to see your Lagna, the nine grahas with their signs and nakshatras, your Vimshottari dasha periods and the panchang at birth.',
    status: 'The kundli generator is being calibrated against the Swiss Ephemeris and opens shortly.',
    related: [{ href: '/blogs/understanding-your-kundli', label: 'Understanding your kundli' }, { href: '/horoscope', label: 'Today’s horoscope' }],
  },
  '/login': {
    title: 'Login',
    description: 'Sign in to AstroVastu Kendra with your mobile number and a one-time code.',
    intro: 'Sign in with your 10-digit mobile number. We send you a one-time code; there is no password to remember.',
    status: 'Sign-in opens shortly. All free tools, tips and articles work without an account.',
    related: [{ href: '/vastu-tips', label: 'Vastu tips' }, { href: '/blogs', label: 'Blog' }],
    noIndex: true,
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
  '/otp': {
    title: 'Verify OTP',
    description: 'Enter the one-time code sent to your mobile number.',
    intro: 'Enter the six-digit code we sent to your mobile number.',
    status: 'Sign-in opens shortly.',
    related: [{ href: '/login', label: 'Back to Login' }],
    noIndex: true,
  },
  '/profile': {
    title: 'My Profile',
    description: 'Your AstroVastu Kendra profile.',
    intro: 'Your account details.',
    status: 'Accounts open shortly, together with sign-in.',
    related: [{ href: '/login', label: 'Login' }],
    noIndex: true,
  },
  '/join/register-astrologer': {
    title: 'Register Astrologer',
    description: 'Register as an expert with AstroVastu Kendra.',
    intro: 'Register with your name, e-mail, mobile number and a password. We verify your mobile number and e-mail address with one-time codes.',
    status: 'Online registration opens shortly. Until then, e-mail your details to contact@astrovastukendra.in or apply through the astrologer app.',
    related: [{ href: '/join-as-astrologer', label: 'Join as an Expert' }],
    noIndex: true,
  },
} satisfies Record<string, ShellContent>;

export type ShellPath = keyof typeof shellPages;
