import 'server-only';
import { team } from '@/content/team';
import type { ExpertType } from '@/content/types';
import type { DirectoryExpert } from '@/lib/contract/experts-directory';
import { EXPERTS } from '@/lib/experts';
import { getPublishedExperts } from './expert-directory';
import { listBookableExperts, listPublicExperts } from './experts';

// The one list as the public pages show it (/ourexpert, /astrologers, an expert's page): each
// bookable expert with their services at the price charged and their next free time
// (listPublicExperts), and who they are (the team file, or the approved application).

/** What a team member's category stands for in the directory's expertise filter. */
const TEAM_EXPERTISE: Readonly<Record<ExpertType, string[]>> = {
  vastu: ['Vastu'],
  astrology: ['Vedic astrology'],
  numerology: ['Numerology'],
  kundli: ['Kundli matching'],
};

/** Every bookable expert, the team first, as the public pages show them. */
export async function listDirectoryExperts(): Promise<DirectoryExpert[]> {
  const [listed, bookable, published] = await Promise.all([listPublicExperts(), listBookableExperts(), getPublishedExperts()]);
  const hoursOf = new Map(bookable.map((e) => [e.slug, e.hours]));
  const profileOf = new Map(published.map((p) => [p.slug, p]));
  const memberOf = new Map(team.map((m) => [m.slug, m]));
  return listed.flatMap((e): DirectoryExpert[] => {
    const member = memberOf.get(e.slug);
    const profile = profileOf.get(e.slug);
    const about = member
      ? { title: member.role, imageAlt: member.portraitAlt, bio: member.bio, experienceYears: member.experienceYears, expertise: TEAM_EXPERTISE[member.type] }
      : profile
        ? { title: EXPERTS[e.kind].label, imageAlt: `Portrait of ${e.name}`, bio: profile.bio, experienceYears: profile.experienceYears, expertise: profile.expertise }
        : null;
    // Published between the two cached reads: shown once both have it.
    if (!about) return [];
    const usual = EXPERTS[e.kind].bookingService;
    return [
      {
        ...e,
        ...about,
        mainService: e.services.find((s) => s.slug === usual && s.minutes !== null) ?? e.services.find((s) => s.minutes !== null) ?? null,
        hours: hoursOf.get(e.slug) ?? {},
      },
    ];
  });
}

/** One expert of the list by slug, or null. */
export async function findDirectoryExpert(slug: string): Promise<DirectoryExpert | null> {
  return (await listDirectoryExperts()).find((e) => e.slug === slug) ?? null;
}
