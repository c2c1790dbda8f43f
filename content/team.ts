import type { TimeRange, WeekdayKey, WeeklyHours } from '../lib/experts/hours';
import type { TeamMember } from './types';

/** The same ranges (India time, "HH:MM" pairs) on each of these weekdays. */
function week(days: readonly WeekdayKey[], ...ranges: Array<[string, string]>): WeeklyHours {
  const day: TimeRange[] = ranges.map(([start, end]) => ({ start, end }));
  return Object.fromEntries(days.map((d) => [d, day]));
}

/**
 * The business's own consultants: the one source of every person the site names as its own
 * (the team on /ourexpert, the About page and every blog article's author card). Fictional
 * seed people with illustrated portraits (public/images/team, drawn by scripts/draw-portraits.mjs);
 * no ratings or review counts are shown for them, because none have been collected.
 */
export const team: TeamMember[] = [
  {
    slug: 'acharya-rajendra-sharma',
    name: 'Acharya Rajendra Sharma',
    role: 'Senior Vastu Consultant',
    type: 'vastu',
    experienceYears: 25,
    languages: ['Hindi', 'English'],
    bio: 'Founded our Vastu practice and still leads most home and plot site visits across Delhi NCR. Prefers practical, non-demolition remedies and explains each one before suggesting it.',
    portraitAlt: 'Illustrated portrait of Acharya Rajendra Sharma, an older man with grey hair, a grey beard and a tilak, wearing a saffron kurta',
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['09:00', '13:00'], ['14:00', '18:00']),
    services: ['professional-vastu-check', 'home-vastu', 'business-vastu', 'vastu-consultation-by-area'],
  },
  {
    slug: 'meenakshi-agarwal',
    name: 'Meenakshi Agarwal',
    role: 'Residential Vastu Consultant',
    type: 'vastu',
    experienceYears: 12,
    languages: ['Hindi', 'English', 'Punjabi'],
    bio: 'Guides families on new homes, flats and renovations. Works mostly on kitchen, bedroom and puja room placement, using rearrangement and colour before anything structural.',
    portraitAlt: 'Illustrated portrait of Meenakshi Agarwal, a woman in her forties with tied-back black hair and a bindi, wearing a teal saree',
    hours: { ...week(['mon', 'tue', 'wed', 'thu', 'fri'], ['10:00', '14:00']), sat: [{ start: '10:00', end: '13:00' }] },
    services: ['professional-vastu-check', 'home-vastu', 'vastu-consultation-by-area'],
  },
  {
    slug: 'vikram-malhotra',
    name: 'Vikram Malhotra',
    role: 'Commercial Vastu Specialist',
    type: 'vastu',
    experienceYears: 15,
    languages: ['Hindi', 'English'],
    bio: 'Plans offices, showrooms and factories in Faridabad and Gurugram alongside their architects: entrances, cabins, cash counters and work desks.',
    portraitAlt: 'Illustrated portrait of Vikram Malhotra, a man in his forties with short black hair and a trimmed beard, wearing a navy blazer over a white shirt',
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['09:30', '13:30'], ['14:30', '18:30']),
    services: ['professional-vastu-check', 'business-vastu', 'vastu-consultation-by-area'],
  },
  {
    slug: 'pandit-harish-mishra',
    name: 'Pandit Harish Mishra',
    role: 'Senior Vedic Astrologer',
    type: 'astrology',
    experienceYears: 22,
    languages: ['Hindi', 'English', 'Sanskrit'],
    bio: 'Reads birth charts for career, marriage timing and dasha periods. Gives balanced guidance with simple remedies and writes our articles on dashas, nakshatras and Saturn.',
    portraitAlt: 'Illustrated portrait of Pandit Harish Mishra, a man in his fifties with greying hair, glasses and a tilak, wearing a cream kurta with a maroon shawl',
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['09:00', '12:00'], ['17:00', '20:00']),
    services: ['astrology-consultation', 'personality-report'],
  },
  {
    slug: 'dr-kavita-joshi',
    name: 'Dr. Kavita Joshi',
    role: 'Vedic Astrologer',
    type: 'astrology',
    experienceYears: 14,
    languages: ['Hindi', 'English', 'Marathi'],
    bio: 'Holds a doctorate in Jyotish. Specialises in birth chart reading, transits and the panchang, and teaches clients to read the basics of their own charts.',
    portraitAlt: 'Illustrated portrait of Dr. Kavita Joshi, a woman in her forties with shoulder-length black hair and glasses, wearing a maroon kurta',
    hours: week(['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], ['11:00', '14:00'], ['16:00', '19:00']),
    services: ['astrology-consultation', 'personality-report'],
  },
  {
    slug: 'arjun-trivedi',
    name: 'Arjun Trivedi',
    role: 'KP and Prashna Astrologer',
    type: 'astrology',
    experienceYears: 9,
    languages: ['Hindi', 'English', 'Gujarati'],
    bio: 'Practises Krishnamurti Paddhati and Prashna (horary) astrology, answering specific questions on jobs, property and travel with clear timing.',
    portraitAlt: 'Illustrated portrait of Arjun Trivedi, a young man with short black hair, wearing a light blue shirt',
    hours: { ...week(['mon', 'tue', 'wed', 'thu', 'fri'], ['18:00', '21:00']), ...week(['sat', 'sun'], ['10:00', '13:00']) },
    services: ['astrology-consultation'],
  },
  {
    slug: 'neha-kapoor',
    name: 'Neha Kapoor',
    role: 'Numerologist',
    type: 'numerology',
    experienceYears: 10,
    languages: ['Hindi', 'English'],
    bio: 'Works with Chaldean and Pythagorean numerology on name spellings, business names and dates for launches, and writes our numerology articles.',
    portraitAlt: 'Illustrated portrait of Neha Kapoor, a woman in her thirties with long open black hair, wearing a mustard kurta',
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri'], ['10:00', '13:00']),
    services: ['astrology-consultation'],
  },
  {
    slug: 'sanjay-bansal',
    name: 'Sanjay Bansal',
    role: 'Numerology Consultant',
    type: 'numerology',
    experienceYears: 8,
    languages: ['Hindi', 'English'],
    bio: 'Advises shop and office owners on business names, mobile and vehicle numbers, often together with our Vastu consultants.',
    portraitAlt: 'Illustrated portrait of Sanjay Bansal, a man in his thirties with short black hair and a moustache, wearing a green shirt',
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['15:00', '19:00']),
    services: ['astrology-consultation'],
  },
  {
    slug: 'pandit-dinesh-shastri',
    name: 'Pandit Dinesh Shastri',
    role: 'Kundli Matching Expert',
    type: 'kundli',
    experienceYears: 30,
    languages: ['Hindi', 'Sanskrit'],
    bio: 'Has matched kundlis for families for three decades: Guna Milan, Manglik analysis and the marriage muhurat, explained calmly and in detail.',
    portraitAlt: 'Illustrated portrait of Pandit Dinesh Shastri, an elderly man with white hair, a white beard and a tilak, wearing a white kurta with a saffron shawl',
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], ['07:00', '11:00']),
    services: ['astrology-consultation', 'personality-report'],
  },
  {
    slug: 'sunita-bhardwaj',
    name: 'Sunita Bhardwaj',
    role: 'Kundli Analyst',
    type: 'kundli',
    experienceYears: 18,
    languages: ['Hindi', 'English', 'Haryanvi'],
    bio: 'Prepares and explains detailed kundlis for newborns, students and couples, with patient explanations of yogas and dashas.',
    portraitAlt: 'Illustrated portrait of Sunita Bhardwaj, a woman in her fifties with greying hair in a bun and a bindi, wearing a purple saree',
    hours: week(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['09:00', '12:00']),
    services: ['astrology-consultation', 'personality-report'],
  },
];

/** Where a member's portrait is served. */
export function portraitOf(member: Pick<TeamMember, 'slug'>): string {
  return `/images/team/${member.slug}.svg`;
}

/** The team member an article names as its author, if the name is one of ours. */
export function findTeamMember(name: string): TeamMember | undefined {
  const wanted = name.trim().toLowerCase();
  return wanted ? team.find((m) => m.name.toLowerCase() === wanted) : undefined;
}

/** A member's own entry on the experts page. */
export function teamMemberPath(member: Pick<TeamMember, 'slug'>): string {
  return `/ourexpert#${member.slug}`;
}
