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
} satisfies Record<string, ShellContent>;

export type ShellPath = keyof typeof shellPages;
