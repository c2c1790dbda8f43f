import './zod-jitless';
import { z } from 'zod';
import type { ExpertKind } from '../experts';
import { EXPERT_SLUG_MAX_LENGTH } from './bookings';
import { textField } from './text-field';

// The experts shown on /ourexpert, chosen and ordered in the console (issue 11, "Content").
// GET and PUT /api/admin/featured-experts, for content staff (lib/roles.ts CONTENT_STAFF).

/** At most this many experts on /ourexpert: a page of faces, not a second directory. */
export const FEATURED_EXPERTS_MAX = 24;

/** PUT /api/admin/featured-experts: the whole list, first shown first. Each must be published. */
export const featuredExpertsUpdateSchema = z.object({
  slugs: z
    .array(textField('Expert', EXPERT_SLUG_MAX_LENGTH).trim().min(1, 'Expert is required.'), { error: 'slugs must be a list of expert slugs.' })
    .max(FEATURED_EXPERTS_MAX, `Show at most ${FEATURED_EXPERTS_MAX} experts on the page.`)
    .refine((slugs) => new Set(slugs).size === slugs.length, 'Each expert may appear only once.'),
});
export type FeaturedExpertsUpdate = z.infer<typeof featuredExpertsUpdateSchema>;

/** A published expert as the console lists them for choosing. */
export interface FeaturedExpertChoice {
  slug: string;
  name: string;
  kind: ExpertKind;
}

/** GET and PUT /api/admin/featured-experts. */
export interface FeaturedExpertsResponse {
  data: {
    /** Shown on /ourexpert, in this order. */
    featured: FeaturedExpertChoice[];
    /** Every other published expert, by name. */
    available: FeaturedExpertChoice[];
  };
}

/** Said when a chosen slug is not a published expert. */
export const notPublishedMessage = (slug: string) => `"${slug}" is not a published expert. Publish the profile first, or leave it out.`;
