// The two kinds of expert, in one table: the kind is the `expertType` of a registration request,
// the account's role and the kind of its profile application; the rest is how the site shows it.
// Pure data, safe for the browser and the server alike.

export const EXPERT_KINDS = ['astrologer', 'vastu-astrologer'] as const;
export type ExpertKind = (typeof EXPERT_KINDS)[number];

export const EXPERTS = {
  astrologer: {
    label: 'Astrologer',
    /** Title of the registration screen (SPEC 2.21, 2.22). */
    registrationTitle: 'Register Astrologer',
    /** `?type=` of the registration link: short and non-personal, so the link works without JavaScript. */
    linkType: 'astrologer',
    /** The profile form a completed registration continues to. */
    profilePath: '/join/astrologer',
    /** The service an expert's "Book a consultation" button books (lib/consultations/services.ts). */
    bookingService: 'astrology-consultation',
  },
  'vastu-astrologer': {
    label: 'Vastu Astrologer',
    registrationTitle: 'Register Vastu Astrologer',
    linkType: 'vastu',
    // The canonical route of the Vastu profile form (SPEC 2.22).
    profilePath: '/join/vastuastrologer',
    bookingService: 'professional-vastu-check',
  },
} as const satisfies Record<ExpertKind, { label: string; registrationTitle: string; linkType: string; profilePath: string; bookingService: string }>;

/**
 * The kind of expert who takes a service, by the details its booking asks for: a property is a
 * Vastu astrologer's work, a birth chart an astrologer's. A booking may name only an expert of this kind.
 */
export const EXPERT_KIND_FOR_DETAILS = { property: 'vastu-astrologer', birth: 'astrologer' } as const satisfies Record<'property' | 'birth', ExpertKind>;

export type RegistrationTitle = (typeof EXPERTS)[ExpertKind]['registrationTitle'];

/** The expert kind whose registration screen has this title. */
export function expertKindOf(title: RegistrationTitle): ExpertKind {
  return EXPERT_KINDS.find((kind) => EXPERTS[kind].registrationTitle === title)!;
}
