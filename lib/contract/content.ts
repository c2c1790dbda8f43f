import './zod-jitless';
import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { textField } from './text-field';

// Requests and responses of the public content API (SPEC 7). Shared by routes and clients.

export const BLOG_LIST_MAX_LIMIT = 50;
export const BLOG_LIST_PAGE_SIZE = 9;
export const HOME_BLOG_COUNT = 6;

/**
 * A positive whole-number query parameter. Anything that is not one is a 400; a value above
 * `cap` is lowered to it (so a client asking for "all" gets the most one page may hold).
 */
function wholeNumberParam(name: string, fallback: number, cap?: number) {
  return textField(name, 32)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isInteger(n) || n < 1) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number of 1 or more.` });
        return z.NEVER;
      }
      return cap === undefined ? n : Math.min(n, cap);
    });
}

/**
 * `?lang=` of the public blog calls: the language the texts come back in. Absent (or `en`): the
 * English texts exactly as before; `hi`: the Hindi version where an article has one.
 */
export const blogLanguageSchema = textField('lang', 8)
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '' || v === 'en') return undefined;
    if (v === 'hi') return 'hi' as const;
    ctx.addIssue({ code: 'custom', message: 'lang must be en or hi.' });
    return z.NEVER;
  });

export const blogListQuerySchema = z.object({
  lang: blogLanguageSchema,
  status: textField('status', 32)
    .optional()
    .refine((v) => v === undefined || v === '' || v === 'published', 'Only published blogs can be listed (status=published).'),
  page: wholeNumberParam('page', 1),
  limit: wholeNumberParam('limit', BLOG_LIST_PAGE_SIZE, BLOG_LIST_MAX_LIMIT),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogQuerySchema = z.object({ lang: blogLanguageSchema });

export const blogSlugSchema = textField('slug', 200)
  .min(1)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Blog not found');

export interface Blog {
  _id: string;
  title: string;
  slug: string;
  metaDescription: string;
  coverImage: string | null;
  author: string;
  category: string;
  /** Markdown source. */
  content: string;
  createdAt: string;
  updatedAt: string;
  status: 'published' | 'draft';
}

/** An article's Hindi version: null until its Hindi title and text are written. */
export interface BlogHindi {
  title: string;
  metaDescription: string;
  /** Markdown source. */
  content: string;
}

/** The language a blog's texts came back in (`?lang=hi` falls back to English where an article has no Hindi). */
export type BlogLanguage = 'en' | 'hi';

/** A blog asked for with `?lang=hi`: the usual fields in `language`. */
export type LocalizedBlog = Blog & { language: BlogLanguage };

/** Longest summary of a list item made from an article's text (when it has no meta description). */
export const BLOG_SUMMARY_LENGTH = 200;

/**
 * A blog in a list: what a card shows (SPEC 2.9), without the article's text, which only
 * GET /api/blogs/{slug} returns. `summary` is the meta description, or else the first
 * BLOG_SUMMARY_LENGTH characters of the text.
 */
export type BlogSummary = Omit<Blog, 'content'> & { summary: string; language?: BlogLanguage };

export interface BlogPage {
  blogs: BlogSummary[];
  totalPages: number;
  currentPage: number;
  total: number;
}

/** GET /api/blogs. */
export interface BlogListResponse {
  status: 'success';
  data: BlogPage;
}

/** GET /api/blogs/{slug}. */
export interface BlogResponse {
  status: 'success';
  /** With `?lang=hi`, also `language`. */
  data: Blog | LocalizedBlog;
}

export interface VastuTip {
  _id: string;
  title: string;
  description: string;
  fileUrl: string;
  audioUrl: string;
  /**
   * Only with `?lang=`: the language the title and description are written in. `en` under a Hindi
   * request = the tip has no Hindi text yet, and shows its English one.
   */
  lang?: Locale;
}

/** GET /api/vastutip/all?lang=: the tips in that language where written; none = today's English answer. */
export const vastuTipsQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: 'lang must be en or hi.' }).optional(),
});

/** GET /api/vastutip/all. */
export interface VastuTipsResponse {
  status: 'success';
  results: number;
  data: VastuTip[];
}

export interface HoroscopeEntry {
  sign: string;
  content: string;
  mood: string;
  luckyNumber: number;
  luckyColor: string;
  /** India's calendar date the entry is for, YYYY-MM-DD. */
  date: string;
}

/** GET /api/horoscope?lang=hi: the entries in Hindi. Without `lang` (or `en`), today's English entries exactly. */
export const horoscopeQuerySchema = z.object({
  lang: z.enum(['en', 'hi'], { error: 'lang must be en or hi.' }).optional(),
});

/** An entry of GET /api/horoscope?lang=hi: `language` says which language its texts are in ("en": an editor's entry written in English only). */
export interface LocalizedHoroscopeEntry extends HoroscopeEntry {
  language: 'en' | 'hi';
}

/** GET /api/horoscope: today's entries (India's date), one per sign. */
export interface HoroscopeResponse {
  status: 'success';
  /** Absent only when there are no entries. */
  date?: string;
  data: HoroscopeEntry[] | LocalizedHoroscopeEntry[];
}

export const appVersionRequestSchema = z.object({
  appName: textField('appName', 64, { tooLong: 'appName is too long.' })
    .trim()
    .min(1, 'appName is required.'),
});

/** POST /api/app-details/version. */
export interface AppVersionResponse {
  success: boolean;
  appUrl: string | null;
  message?: string;
}
