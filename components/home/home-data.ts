// The home page's service tiles (SPEC 2.6); their titles and texts are in the catalogues (Home.tiles.<key>).
export const serviceTiles = [
  { key: 'homeVastu', href: '/services/home-vastu', icon: 'home' },
  { key: 'businessVastu', href: '/services/business-vastu', icon: 'office' },
  { key: 'astrology', href: '/services/astrology-consultation', icon: 'moonStar' },
  { key: 'reports', href: '/services/personality-reports', icon: 'report' },
  { key: 'kundli', href: '/kundli', icon: 'chart' },
  { key: 'matchMaking', href: '/matchMaking', icon: 'rings' },
  { key: 'luckyNumbers', href: '/luckyNumber', icon: 'numbers' },
] as const;
