// The home page's service tiles (SPEC 2.6).
export const serviceTiles = [
  { title: 'Home Vastu', href: '/services/home-vastu', icon: 'home', text: 'Room-by-room guidance for flats, villas and plots, with remedies that need no demolition.' },
  { title: 'Business Vastu', href: '/services/business-vastu', icon: 'office', text: 'Offices, shops and factories planned for footfall, focus and steady growth.' },
  { title: 'Astrology Consultation', href: '/services/astrology-consultation', icon: 'moonStar', text: 'One-to-one readings of your kundli for career, marriage, health habits and timing.' },
  { title: 'Personality Reports', href: '/services/personality-reports', icon: 'report', text: 'A detailed written report on your strengths and tendencies, delivered within 24 hours.' },
  { title: 'Kundli Matching', href: '/kundli', icon: 'chart', text: 'Generate a birth chart with planets, nakshatras, dashas and the panchang of your birth.' },
  { title: 'Matchmaking', href: '/matchMaking', icon: 'rings', text: 'Guna Milan for two charts: the eight kootas, a score out of 10 and Manglik status.' },
  { title: 'Lucky Numbers', href: '/luckyNumber', icon: 'numbers', text: 'Your psychic and destiny numbers with your lucky number and colour.' },
] as const;
