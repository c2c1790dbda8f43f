// Which expert profile a registration leads to (SPEC 2.21, 2.22). The title travels in the URL
// as a short, non-personal type so the link works without JavaScript and can be shared. The
// words come from the one table of expert kinds (lib/experts/kinds.ts).
import { EXPERT_KINDS, EXPERTS, expertKindOf, type RegistrationTitle } from './experts';

export type { RegistrationTitle };

export const REGISTRATION_TITLES: readonly RegistrationTitle[] = EXPERT_KINDS.map((kind) => EXPERTS[kind].registrationTitle);

export function registrationHref(title: RegistrationTitle): string {
  return `/join/register-astrologer?type=${EXPERTS[expertKindOf(title)].linkType}`;
}

/** The title of a `?type=` value; anything unknown (or repeated) is the astrologer's. */
export function registrationTitleFromType(type: string | string[] | undefined): RegistrationTitle {
  const kind = EXPERT_KINDS.find((k) => EXPERTS[k].linkType === type) ?? 'astrologer';
  return EXPERTS[kind].registrationTitle;
}

/** Where a completed registration continues (SPEC 2.22; the Vastu path uses the canonical route). */
export function profilePathFor(title: RegistrationTitle): string {
  return EXPERTS[expertKindOf(title)].profilePath;
}
