import './zod-jitless';
import { z } from 'zod';
import { pageQuerySchema, type Paged } from './admin';
import { findTeamMember, team } from '@/content/team';
import { blogSlugSchema, type Blog, type BlogHindi, type VastuTip } from './content';
import { requiredText, textField } from './text-field';

// The admin console's content and expert-application calls: request schemas and response types,
// shared by the console's forms and the route handlers (docs/api.md, "Admin: content").

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Longest article accepted, in characters (about 3,500 words): even in Devanagari (3 bytes a character) it fits the 64 KB JSON body cap. */
export const BLOG_CONTENT_MAX = 20_000;

const required = (label: string, max: number) => requiredText(label, max, { required: `${label} is required.` });

export const adminBlogSlugSchema = textField('Slug', 120, { required: 'Slug is required.', tooLong: 'Slug must be at most 120 characters.' })
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use lower-case letters, digits and single hyphens only, e.g. "vastu-for-kitchens".')
  .pipe(blogSlugSchema);

/** The categories an article may be filed under: the seed articles' (content/blogs) and no others. */
export const BLOG_CATEGORIES = ['Astrology', 'Numerology', 'Vastu'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** An article's author is one of our team (content/team.ts), whose card the article's page shows. */
export const BLOG_AUTHORS = team.map((m) => m.name);

const CATEGORY_MESSAGE = `Choose a category: ${BLOG_CATEGORIES.join(', ')}.`;
const AUTHOR_MESSAGE = 'Choose the author from our team.';

/** A Hindi field of an article: optional, the English field's limit; empty or null = not written in Hindi. */
const hindiText = (label: string, max: number) =>
  textField(label, max)
    .trim()
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** POST /api/admin/blogs: a whole article. */
export const adminBlogSchema = z.object({
  title: required('Title', 200),
  slug: adminBlogSlugSchema,
  metaDescription: textField('Meta description', 300).trim().default(''),
  // Stored as the team spells the name, however it was typed.
  author: textField('Author', 100, { required: AUTHOR_MESSAGE, tooLong: AUTHOR_MESSAGE }).transform((name, ctx) => {
    const member = findTeamMember(name);
    if (!member) {
      ctx.addIssue({ code: 'custom', message: AUTHOR_MESSAGE });
      return z.NEVER;
    }
    return member.name;
  }),
  category: textField('Category', 80, { required: CATEGORY_MESSAGE, tooLong: CATEGORY_MESSAGE })
    .trim()
    .pipe(z.enum(BLOG_CATEGORIES, { error: CATEGORY_MESSAGE })),
  content: required('Content', BLOG_CONTENT_MAX),
  status: z.enum(BLOG_STATUSES, { error: 'Status must be "draft" or "published".' }),
  /** A URL from POST /api/admin/uploads/images (an /api/uploads/<id> path), or null for none. */
  coverImage: textField('Cover image', 200)
    .regex(/^\/api\/uploads\/[0-9a-f-]{36}$/, 'The cover image must be one uploaded here.')
    .nullable()
    .default(null),
  // The Hindi version, beside the English (null or empty: none). The heading and the text go together.
  titleHi: hindiText('Hindi heading', 200),
  metaDescriptionHi: hindiText('Hindi description', 300),
  contentHi: hindiText('Hindi text', BLOG_CONTENT_MAX),
});
export type AdminBlogInput = z.infer<typeof adminBlogSchema>;

/** PATCH /api/admin/blogs/{id}: any of the fields. */
export const adminBlogPatchSchema = adminBlogSchema.partial().refine((v) => Object.keys(v).length > 0, 'Nothing to change.');
export type AdminBlogPatch = z.infer<typeof adminBlogPatchSchema>;

/** POST /api/admin/blogs/preview: Markdown in, the public page's HTML out. */
export const blogPreviewSchema = z.object({ content: textField('Content', BLOG_CONTENT_MAX) });
export interface BlogPreviewResponse {
  html: string;
}

/** `?page=N` of a console table (lib/contract/admin.ts: 25 rows a page). */
export const adminPageQuerySchema = z.object({ page: pageQuerySchema });

/** One page of a console table. */
export interface AdminPage<T> extends Paged {
  items: T[];
  totalPages: number;
}

/** An article as the console edits it: the English fields and its Hindi version (null until written). */
export type AdminBlog = Blog & { hi: BlogHindi | null };

export type AdminBlogList = AdminPage<AdminBlog>;
export interface AdminBlogResponse {
  data: AdminBlog;
}

// ---------------------------------------------------------------- expert applications

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export const applicationListQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(APPLICATION_STATUSES, { error: 'status must be pending, approved or rejected.' }).optional(),
});

export const rejectApplicationSchema = z.object({ reason: required('Reason', 1000) });
export type RejectApplicationInput = z.infer<typeof rejectApplicationSchema>;

/** One application as the console shows it for review. */
export interface AdminApplication {
  id: string;
  kind: 'astrologer' | 'vastu-astrologer';
  status: ApplicationStatus;
  applicant: { id: string; name: string; email: string | null; mobile: string };
  /** The profile as submitted (fees, languages, skills, availability ...). */
  profile: Record<string, unknown>;
  imageUrl: string | null;
  submittedAt: string;
  /** The public profile's slug once approved (and whether it is still shown). */
  published: { slug: string; visible: boolean } | null;
  lastReason: string | null;
}
export type AdminApplicationList = AdminPage<AdminApplication>;

export interface ApplicationDecisionResponse {
  data: AdminApplication;
}

// ---------------------------------------------------------------- horoscope and app details

/** PUT /api/admin/horoscope/{day}/{sign}: an editor's entry for one sign on one day (India's date). */
/** An optional Hindi text: blank means "none written". */
const optionalHindi = (label: string, max: number) =>
  textField(label, max, { required: `${label} must be text.` })
    .trim()
    .optional()
    .transform((v) => v || undefined);

/**
 * The entry in English, and optionally its Hindi version beside it: all three Hindi texts, or none
 * (the Hindi page then shows the English text with a notice). Saving without Hindi removes an
 * earlier Hindi version, which would no longer say what the English says.
 */
export const horoscopeOverrideSchema = z
  .object({
    content: required('Content', 1000),
    mood: required('Mood', 40),
    luckyNumber: z.number({ error: 'Lucky number must be a whole number from 1 to 99.' }).int('Lucky number must be a whole number from 1 to 99.').min(1, 'Lucky number must be a whole number from 1 to 99.').max(99, 'Lucky number must be a whole number from 1 to 99.'),
    luckyColor: required('Lucky colour', 40),
    contentHi: optionalHindi('Hindi content', 1000),
    moodHi: optionalHindi('Hindi mood', 40),
    luckyColorHi: optionalHindi('Hindi lucky colour', 40),
  })
  .superRefine((v, ctx) => {
    const given = [v.contentHi, v.moodHi, v.luckyColorHi].filter(Boolean).length;
    if (given > 0 && given < 3) ctx.addIssue({ code: 'custom', message: 'Write the Hindi content, mood and lucky colour together, or leave all three empty.' });
  });
export type HoroscopeOverrideInput = z.infer<typeof horoscopeOverrideSchema>;

/** A day written YYYY-MM-DD that exists in the calendar (a horoscope's day, a date filter). */
export const calendarDaySchema = textField('Day', 10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The day must be a date written YYYY-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'The day must be a date written YYYY-MM-DD.');

/** PUT /api/admin/app-details/{appName}: where the app is downloaded ('' for "not yet"). */
export const appDetailsUpdateSchema = z.object({
  appUrl: textField('App URL', 500)
    .trim()
    .refine((v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'The app URL must start with https://.'),
});
export type AppDetailsUpdate = z.infer<typeof appDetailsUpdateSchema>;

// ---------------------------------------------------------------- Vastu tips

const UPLOADED_PATH = /^\/api\/uploads\/[0-9a-f-]{36}$/;
const uploadedUrl = (label: string) => textField(label, 200).regex(UPLOADED_PATH, `The ${label.toLowerCase()} must be one uploaded here.`);

/** An optional Hindi field of a tip: trimmed; '' = not written (the Hindi page shows the English). */
const hindiTipText = (label: string, max: number) => textField(label, max).trim().optional();

/**
 * POST /api/admin/vastu-tips: a tip with its picture and narration, both uploaded first, and
 * optionally its Hindi title, description and narration (/hi/vastu-tips).
 */
export const vastuTipSchema = z.object({
  title: required('Title', 200),
  description: required('Description', 2000),
  fileUrl: uploadedUrl('Image'),
  audioUrl: uploadedUrl('Audio'),
  titleHi: hindiTipText('Hindi title', 200),
  descriptionHi: hindiTipText('Hindi description', 2000),
  // '' takes a Hindi narration away: the Hindi page then plays the English one.
  audioUrlHi: textField('Hindi audio', 200)
    .refine((v) => v === '' || UPLOADED_PATH.test(v), 'The Hindi audio must be one uploaded here.')
    .optional(),
});
export type VastuTipInput = z.infer<typeof vastuTipSchema>;

/** A tip as the console shows it: the public tip and its Hindi fields as stored (null = never written). */
export interface AdminVastuTip extends VastuTip {
  titleHi: string | null;
  descriptionHi: string | null;
  audioUrlHi: string | null;
}

/** PATCH /api/admin/vastu-tips/{id}: any of the fields. */
export const vastuTipPatchSchema = vastuTipSchema.partial().refine((v) => Object.keys(v).length > 0, 'Nothing to change.');
export type VastuTipPatch = z.infer<typeof vastuTipPatchSchema>;
