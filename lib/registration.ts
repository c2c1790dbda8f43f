// Which expert profile a registration leads to (SPEC 2.21, 2.22). The title travels in the URL
// as a short, non-personal type so the link works without JavaScript and can be shared.

export const REGISTRATION_TITLES = ['Register Astrologer', 'Register Vastu Astrologer'] as const;
export type RegistrationTitle = (typeof REGISTRATION_TITLES)[number];

const typeByTitle: Record<RegistrationTitle, string> = {
  'Register Astrologer': 'astrologer',
  'Register Vastu Astrologer': 'vastu',
};

export function registrationHref(title: RegistrationTitle): string {
  return `/join/register-astrologer?type=${typeByTitle[title]}`;
}

export function registrationTitleFromType(type: string | string[] | undefined): RegistrationTitle {
  return type === 'vastu' ? 'Register Vastu Astrologer' : 'Register Astrologer';
}

/** Where a completed registration continues (SPEC 2.22; the Vastu path uses the canonical route). */
export function profilePathFor(title: RegistrationTitle): string {
  return title === 'Register Astrologer' ? '/join/astrologer' : '/join/vastuastrologer';
}
