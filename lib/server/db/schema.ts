import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().default(''),
    email: text('email'),
    countryCode: text('country_code').notNull().default('91'),
    mobile: text('mobile').notNull(),
    address: text('address').notNull().default(''),
    roles: text('roles').array().notNull().default(sql`ARRAY['customer']::text[]`),
    // 1 = active, anything else inactive (SPEC 3).
    status: integer('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_country_mobile_key').on(t.countryCode, t.mobile),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    coverImage: text('cover_image'),
    author: text('author').notNull().default(''),
    category: text('category').notNull(),
    // Markdown; rendered and sanitized on the server.
    content: text('content').notNull(),
    status: text('status', { enum: ['published', 'draft'] }).notNull().default('draft'),
    ...timestamps,
  },
  (t) => [index('blogs_status_created_idx').on(t.status, t.createdAt.desc())],
);

export const vastuTips = pgTable('vastu_tips', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  fileUrl: text('file_url').notNull(),
  audioUrl: text('audio_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const horoscopeEntries = pgTable(
  'horoscope_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The calendar day in India (Asia/Kolkata) the entry is for.
    day: date('day', { mode: 'string' }).notNull(),
    sign: text('sign').notNull(),
    content: text('content').notNull(),
    mood: text('mood').notNull(),
    luckyNumber: integer('lucky_number').notNull(),
    luckyColor: text('lucky_color').notNull(),
    // Who wrote it: 'seed' (demo pool), 'generated' (from transits) or 'editor' (manual override).
    source: text('source', { enum: ['seed', 'generated', 'editor'] }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('horoscope_day_sign_key').on(t.day, t.sign)],
);

export const appDetails = pgTable('app_details', {
  appName: text('app_name').primaryKey(),
  appUrl: text('app_url').notNull().default(''),
  version: text('version').notNull().default(''),
  ...timestamps,
});
