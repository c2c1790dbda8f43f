// The site's links in one place: header, footer and sitemap read from here.
import en from '@/messages/en';
import { ADMIN_ONLY, CONTENT_STAFF, hasAnyRole, STAFF_ROLES, type Role } from './roles';

/** A label of the site's menus in the catalogues (messages/<locale>/Nav.json). */
export type NavKey = keyof typeof en.Nav;

export interface NavLink {
  href: string;
  /** English; a label of the catalogues' Nav namespace is shown in the page's language (lib/i18n/catalogue.ts navLabel). */
  label: string;
}

/** A menu link whose label is in the catalogues. */
const navLink = (href: string, key: NavKey): NavLink => ({ href, label: en.Nav[key] });

/** A tool of the header's menu. `planned`: its page is being built; listed, but not linked until it exists. */
export interface ToolLink extends NavLink {
  planned?: true;
}

/** Top-level header links after the tools menu (the FAQ pages are grouped under `faqLinks`). */
export const mainLinks: NavLink[] = [
  navLink('/ourexpert', 'ourExperts'),
  navLink('/services', 'services'),
  navLink('/blogs', 'blog'),
];

/** The two FAQ pages, one header entry ("FAQs"). */
export const faqLinks: NavLink[] = [
  navLink('/faqs', 'astrologyFaqs'),
  navLink('/vastu-faqs', 'vastuFaqs'),
];

export const toolGroups: { title: string; links: ToolLink[] }[] = [
  {
    title: en.Nav.astrologyTools,
    links: [
      navLink('/kundli', 'kundli'),
      // The spec's header spells it /matchmaking; link straight to the canonical route.
      navLink('/matchMaking', 'matchMaking'),
      navLink('/horoscope', 'horoscope'),
      navLink('/panchang', 'panchang'),
      navLink('/festivals', 'festivals'),
      navLink('/muhurta', 'muhurta'),
      navLink('/luckyNumber', 'luckyNumber'),
    ],
  },
  {
    title: en.Nav.vastuTools,
    links: [
      navLink('/vastu-check', 'vastuCheck'),
      navLink('/cost-calculator', 'costCalculator'),
      // The spec's "measurement converter" is the area calculator (it converts nothing, SPEC 5).
      navLink('/measurement-converter', 'areaCalculator'),
      navLink('/area-converter', 'areaConverter'),
      navLink('/vastu-tips', 'vastuTips'),
    ],
  },
];

/** The tools the header links to: every tool whose page exists (see `ToolLink.planned`). */
export function linkedToolGroups(): { title: string; links: NavLink[] }[] {
  return toolGroups.map((g) => ({ title: g.title, links: g.links.filter((l) => !l.planned).map(({ href, label }) => ({ href, label })) }));
}

export const accountLinks: NavLink[] = [
  navLink('/profile', 'myProfile'),
  navLink('/bookings', 'myBookings'),
];

/** An expert's own desk (/expert), linked from the account menu of an expert account. */
export const expertDeskLink: NavLink = navLink('/expert', 'expertDesk');

export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: en.Nav.company,
    links: [
      navLink('/', 'home'),
      navLink('/about-us', 'aboutUs'),
      navLink('/contact', 'contactUs'),
    ],
  },
  {
    title: en.Nav.policies,
    links: [
      navLink('/privacy-policy', 'privacyPolicy'),
      navLink('/term-condition', 'terms'),
    ],
  },
  {
    title: en.Nav.business,
    links: [
      navLink('/partner-with-us', 'partnerWithUs'),
      navLink('/join-as-astrologer', 'joinAsExpert'),
      navLink('/collaboration-franchise', 'collaboration'),
      navLink('/advertise-with-us', 'advertise'),
    ],
  },
];

/** Every public, indexable page (the sitemap adds each published blog). */
export const publicPages: { path: string; priority: number; changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly' }[] = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/ourexpert', priority: 0.8, changeFrequency: 'monthly' },
  // /astrologers is listed by app/sitemap.ts only once an expert is published: no empty page.
  { path: '/services', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/services/home-vastu', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/services/business-vastu', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/services/astrology-consultation', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/services/personality-reports', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/blogs', priority: 0.9, changeFrequency: 'daily' },
  { path: '/faqs', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/vastu-faqs', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/kundli', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/matchMaking', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/luckyNumber', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/horoscope', priority: 0.9, changeFrequency: 'daily' },
  { path: '/panchang', priority: 0.9, changeFrequency: 'daily' },
  { path: '/muhurta', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/cost-calculator', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/measurement-converter', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/area-converter', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/vastu-tips', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/vastu-check', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/contact', priority: 0.7, changeFrequency: 'yearly' },
  { path: '/about-us', priority: 0.6, changeFrequency: 'yearly' },
  { path: '/privacy-policy', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/term-condition', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/partner-with-us', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/join-as-astrologer', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/collaboration-franchise', priority: 0.5, changeFrequency: 'yearly' },
  { path: '/advertise-with-us', priority: 0.5, changeFrequency: 'yearly' },
];

/** A link of the admin console's menu, shown to the roles that may open it (lib/roles.ts). */
export interface AdminLink extends NavLink {
  allowed: readonly Role[];
  /** Listed so staff know it is coming, but not a link yet. */
  comingSoon?: string;
}

export const adminLinks: AdminLink[] = [
  { href: '/admin', label: 'Dashboard', allowed: STAFF_ROLES },
  { href: '/admin/bookings', label: 'Bookings', allowed: ADMIN_ONLY },
  { href: '/admin/messages', label: 'Messages', allowed: ADMIN_ONLY },
  { href: '/admin/reviews', label: 'Reviews', allowed: ADMIN_ONLY },
  { href: '/admin/applications', label: 'Expert applications', allowed: ADMIN_ONLY },
  { href: '/admin/blogs', label: 'Articles', allowed: CONTENT_STAFF },
  { href: '/admin/vastu-tips', label: 'Vastu tips', allowed: CONTENT_STAFF },
  { href: '/admin/site-content', label: 'Horoscope and app', allowed: CONTENT_STAFF },
  { href: '/admin/our-experts', label: 'Our experts page', allowed: CONTENT_STAFF },
  { href: '/admin/users', label: 'Users', allowed: ADMIN_ONLY },
  { href: '/admin/audit', label: 'Audit log', allowed: ADMIN_ONLY },
];

/** The console links an account with these roles may open. */
export function adminLinksFor(roles: readonly string[]): AdminLink[] {
  return adminLinks.filter((link) => hasAnyRole(roles, link.allowed));
}
