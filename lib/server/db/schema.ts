import { sql } from 'drizzle-orm';
import { customType, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { BOOKING_ACTOR_KINDS, BOOKING_STATUSES, CONSULTATION_MODES, TIME_WINDOWS } from '../../consultations/booking-status';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../../contract/payments';
import { CONTACT_MESSAGE_STATES } from '../../contract/admin-messages';
import { EXPERT_KINDS } from '../../experts';
import { LOCALES } from '../../i18n/locales';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

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
    // GST state code (lib/invoices/states.ts) of the customer's state: their invoices' place of
    // supply. Asked once with the name, at the first booking; null until then.
    state: text('state'),
    roles: text('roles').array().notNull().default(sql`ARRAY['customer']::text[]`),
    // 1 = active, anything else inactive (SPEC 3).
    status: integer('status').notNull().default(1),
    // Experts sign in with a password too; customers have none. scrypt, see lib/server/auth/password.ts.
    passwordHash: text('password_hash'),
    // An expert registration stays 'pending' until both its mobile and e-mail codes are verified.
    accountState: text('account_state', { enum: ['active', 'pending'] }).notNull().default('active'),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // The language of the account's SMS and e-mail (lib/i18n/locales.ts LOCALES): the page's
    // language at sign-up, changed only from My Profile.
    language: text('language', { enum: LOCALES }).notNull().default('en'),
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
    // The Hindi version (null = not written in Hindi yet: the Hindi page shows the English text).
    titleHi: text('title_hi'),
    metaDescriptionHi: text('meta_description_hi'),
    contentHi: text('content_hi'),
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
  // The tip in Hindi (/hi/vastu-tips), each optional: null or empty = not written yet, and the
  // Hindi page shows the English one. The seed fills a null one, never an editor's text.
  titleHi: text('title_hi'),
  descriptionHi: text('description_hi'),
  audioUrlHi: text('audio_url_hi'),
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
    // An editor's Hindi version of the entry; null: none written (the Hindi page shows the English
    // text with a notice). Generated entries leave them null: their Hindi is computed from the day's
    // transits when read (lib/server/services/horoscope.ts).
    contentHi: text('content_hi'),
    moodHi: text('mood_hi'),
    luckyColorHi: text('lucky_color_hi'),
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

/**
 * An expert registration that has not yet verified both its codes. Each belongs to the browser
 * that started it (a random token in an HttpOnly cookie; only its SHA-256 is stored), so a
 * second registration for the same number or address never replaces or completes it.
 */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_attempts_expires_idx').on(t.expiresAt)],
);

/**
 * One-time codes. Only a keyed hash of the code is stored. A sign-in code replaces the earlier
 * one for its number; a registration code belongs to its attempt and goes with it.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['login', 'register-mobile', 'register-email', 'verify-email'] }).notNull(),
    // Normalised: '+91' followed by ten digits, or a lower-case e-mail address.
    destination: text('destination').notNull(),
    attemptId: uuid('attempt_id').references(() => registrationAttempts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('otp_codes_purpose_destination_key').on(t.purpose, t.destination).where(sql`${t.attemptId} IS NULL`),
    uniqueIndex('otp_codes_attempt_purpose_key').on(t.attemptId, t.purpose).where(sql`${t.attemptId} IS NOT NULL`),
  ],
);

/** Server sessions. The cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Counters of rate-limiter-flexible's Drizzle store, shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/** Secrets the app generates for itself when none is configured (e.g. the OTP hashing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded images, re-encoded and stripped of metadata; stored here so every instance serves them. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Expert profile applications, kept for review. */
export const expertApplications = pgTable(
  'expert_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXPERT_KINDS }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    profile: jsonb('profile').notNull(),
    imageId: uuid('image_id').references(() => uploads.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('expert_applications_user_idx').on(t.userId)],
);

/**
 * Generated kundlis. The id is random (unguessable), so a result's link is private to whoever
 * holds it. Birth details are personal data: anonymous results expire after 30 days.
 */
export const kundliResults = pgTable(
  'kundli_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    request: jsonb('request').notNull(),
    chart: jsonb('chart').notNull(),
    birthDateTime: timestamp('birth_date_time', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('kundli_results_expires_idx').on(t.expiresAt)],
);

/**
 * Messages sent from the contact page (SPEC 2.8), kept so none is lost when e-mail fails; the
 * admin console lists them and marks them handled. No client address is kept (the rate limit
 * keeps its own short-lived counters).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: CONTACT_MESSAGE_STATES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Consultations and reports a customer booked. The amount and title are copied from the catalog
 * (lib/consultations/services.ts) when the booking is made, so a later price change never alters
 * it. `details` holds the property or birth details the service needs: personal, never logged.
 * A deleted account leaves its paid bookings as anonymous accounting records (user_id NULL).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The short number customers quote, "AVK-2612-0042" (lib/invoices/numbering.ts), drawn in the
    // booking's insert transaction from document_counters. The UUID stays internal.
    number: text('number').unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    serviceSlug: text('service_slug').notNull(),
    serviceTitle: text('service_title').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending_payment'),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    timeWindow: text('time_window', { enum: TIME_WINDOWS }).notNull(),
    details: jsonb('details').notNull(),
    note: text('note').notNull().default(''),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    // The expert the customer chose on their page, checked by the server when booking; null for
    // "any of our experts". Kept (set null) if the profile row itself is ever deleted.
    expertProfileId: uuid('expert_profile_id').references((): AnyPgColumn => expertProfiles.id, { onDelete: 'set null' }),
    // The expert and time slot of a booking made on a slot (lib/experts): the slug of a team
    // member (content/team.ts) or of an approved expert. While the booking waits for payment the
    // slot is held until slot_held_until (SLOT_HOLD_SECONDS after it was made, renewed by a
    // payment order while the slot is still free); once paid it is taken for good. Null on a
    // booking made for a preferred time window.
    expertSlug: text('expert_slug'),
    slotStart: timestamp('slot_start', { withTimezone: true }),
    slotEnd: timestamp('slot_end', { withTimezone: true }),
    slotHeldUntil: timestamp('slot_held_until', { withTimezone: true }),
    // How the consultation takes place (lib/consultations/booking-status CONSULTATION_MODES); null
    // on bookings made before customers chose, and on reports.
    mode: text('mode', { enum: CONSULTATION_MODES }),
    // The video call's address, added by the expert at their desk (/expert) or by an admin.
    meetingLink: text('meeting_link'),
    // What the expert wrote when marking the consultation done; the customer reads it in My Bookings.
    expertSummary: text('expert_summary'),
    ...timestamps,
  },
  (t) => [
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('bookings_status_idx').on(t.status),
    // The taken time of an expert (their free slots, and the check of a new booking).
    index('bookings_expert_slot_idx').on(t.expertSlug, t.slotStart).where(sql`${t.slotStart} IS NOT NULL`),
  ],
);

/** Every change of a booking's state: who made it, when, and an optional note. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    actorKind: text('actor_kind', { enum: BOOKING_ACTOR_KINDS }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * Payment orders of bookings: one row per try (a retry makes a new order). The order id and the
 * payment id are unique, so a payment is recorded once whichever of the checkout callback and
 * the webhook arrives first, or twice. Kept as accounting records when an account is deleted.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    orderId: text('order_id').notNull().unique(),
    paymentId: text('payment_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // Set when the money went back (an admin refunded the booking, or the payment was refunded automatically).
    refundId: text('refund_id').unique(),
    // Claimed by the one request that asks the provider for the refund: a second one finds it set and stops.
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    // Set when a captured payment is not the booking's one valid payment (it came after the booking
    // stopped waiting: cancelled, or paid by another order): it must go back, automatically.
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    // The provider's last refusal of this payment's refund (when and why); cleared by a refund.
    refundRefusedAt: timestamp('refund_refused_at', { withTimezone: true }),
    refundRefusal: text('refund_refusal'),
    ...timestamps,
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    // The dashboard's payments still to give back.
    index('payments_refund_due_idx').on(t.refundDueAt).where(sql`${t.refundId} IS NULL`),
  ],
);

/** Webhook events already handled (Razorpay's X-Razorpay-Event-Id): a redelivery changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stored match results, like kundlis: a random id, anonymous ones expire after the same 30
 * days; one saved to an account (saved_reports) loses its expiry.
 */
export const matchResults = pgTable(
  'match_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    result: jsonb('result').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('match_results_expires_idx').on(t.expiresAt)],
);

/**
 * Vastu self-checks (issue 12): the answers only (closed lists, no personal data); the report is
 * computed from them when read. A random id makes the link private; anonymous ones expire like
 * kundlis, one saved to an account (saved_reports) loses its expiry.
 */
export const vastuCheckResults = pgTable(
  'vastu_check_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('vastu_check_results_expires_idx').on(t.expiresAt)],
);

/**
 * Muhurta searches (issue 27): the search's inputs (activity, range, place and, when a birth chart
 * was given, only the birth Moon's nakshatra and sign, never the birth date, time or place) and the
 * windows found. A random id makes the link private; they expire like anonymous kundlis.
 */
export const muhurtaSearches = pgTable(
  'muhurta_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    request: jsonb('request').notNull(),
    result: jsonb('result').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('muhurta_searches_expires_idx').on(t.expiresAt)],
);

/**
 * A result (kundli or match) a user saved to their account, at most five per user. The report
 * owns its result: saving clears the result's expiry, deleting the report deletes the result.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['kundli', 'match', 'vastu-check'] }).notNull(),
    title: text('title').notNull(),
    kundliResultId: uuid('kundli_result_id').references(() => kundliResults.id, { onDelete: 'cascade' }),
    matchResultId: uuid('match_result_id').references(() => matchResults.id, { onDelete: 'cascade' }),
    vastuCheckResultId: uuid('vastu_check_result_id').references(() => vastuCheckResults.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    index('saved_reports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_reports_kundli_key').on(t.kundliResultId),
    uniqueIndex('saved_reports_match_key').on(t.matchResultId),
    uniqueIndex('saved_reports_vastu_check_key').on(t.vastuCheckResultId),
  ],
);

/** An e-mail address a user asked to add, waiting for its code; it replaces nothing until verified. */
export const pendingEmails = pgTable('pending_emails', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The public directory of approved experts (/astrologers). A row is made when an admin approves
 * an application: a copy of the reviewed profile, so later edits of the application never reach
 * the public page unreviewed. Unpublishing keeps the row (and its slug) but hides it.
 */
export const expertProfiles = pgTable(
  'expert_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => expertApplications.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: EXPERT_KINDS }).notNull(),
    name: text('name').notNull(),
    imageId: uuid('image_id').references(() => uploads.id, { onDelete: 'set null' }),
    // The public part of the profile (see lib/contract/experts-directory.ts): no contact details.
    profile: jsonb('profile').notNull(),
    published: integer('published').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('expert_profiles_user_kind_key').on(t.userId, t.kind), index('expert_profiles_published_idx').on(t.published, t.name)],
);

/**
 * The published experts content staff chose to show on /ourexpert, in their order (0 first).
 * An expert who is later unpublished drops out of the page by the published check, not by a delete,
 * so publishing them again brings them back where they were.
 */
export const featuredExperts = pgTable('featured_experts', {
  expertProfileId: uuid('expert_profile_id')
    .primaryKey()
    .references(() => expertProfiles.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each decision on an expert application: who decided, and the reason given to a rejected applicant. */
export const expertApplicationReviews = pgTable(
  'expert_application_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => expertApplications.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision', { enum: ['approved', 'rejected', 'unpublished', 'republished'] }).notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expert_application_reviews_application_idx').on(t.applicationId)],
);

/**
 * What staff did in the admin console (and what `npm run admin:create` did, with no actor): who,
 * what ('blog.publish'), to which row, and the row's fields before and after. Written in the same
 * transaction as the change. Never holds a secret (hash, token, code) or a birth detail.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt.desc()), index('admin_audit_log_target_idx').on(t.targetType, t.targetId)],
);

/** Replies staff e-mailed to a contact message from the console (kept, with who wrote them). */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    // Null until the e-mail has gone out.
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId)],
);


/**
 * The last number drawn from each numbered series: "booking:2612" (a month's booking numbers),
 * "invoice:2026-27" and "credit-note:2026-27" (a financial year's tax documents). A number is
 * drawn by incrementing the row in the transaction that uses it (an upsert that locks the row
 * until commit), so two transactions never draw the same number and a rolled-back one leaves no
 * gap.
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/**
 * GST tax invoices and credit notes, one row each. An invoice is issued in the transaction that
 * records a booking's payment; a credit note in the one that marks it refunded, referencing the
 * invoice. Each holds a copy of everything it prints (seller, buyer, amounts), so it never
 * changes after it is issued. At most one invoice and one credit note per booking.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['invoice', 'credit-note'] }).notNull(),
    // "INV/26-27/00042": unique; gap-free per kind and financial year.
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    // A credit note's invoice.
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerGstin: text('seller_gstin'),
    sellerState: text('seller_state').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerMobile: text('buyer_mobile').notNull(),
    // The place of supply: the customer's state code, or the seller's when the customer gave none.
    placeOfSupply: text('place_of_supply').notNull(),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    // Basis points: 1800 = 18%.
    gstRateBp: integer('gst_rate_bp').notNull(),
    totalPaise: integer('total_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
  },
  (t) => [uniqueIndex('tax_documents_booking_kind_key').on(t.bookingId, t.kind), uniqueIndex('tax_documents_series_key').on(t.kind, t.financialYear, t.sequence)],
);

/**
 * An expert's own weekly hours, when they differ from where the list reads them first (the team's
 * in content/team.ts, an approved expert's from the schedule of their application). Keyed by the
 * expert's slug, which is one namespace for the team and approved experts (lib/server/experts).
 */
export const expertHours = pgTable('expert_hours', {
  expertSlug: text('expert_slug').primaryKey(),
  // lib/experts/hours.ts WeeklyHours: per weekday, ranges of "HH:MM" in India time.
  hours: jsonb('hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The India dates an expert does not work, set by the expert or an admin. */
export const expertDaysOff = pgTable(
  'expert_days_off',
  {
    expertSlug: text('expert_slug').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('expert_days_off_key').on(t.expertSlug, t.day)],
);

/** An expert's own price of a service (integer paise), set in the console; without one, the catalogue's price. */
export const expertPrices = pgTable(
  'expert_prices',
  {
    expertSlug: text('expert_slug').notNull(),
    serviceSlug: text('service_slug').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('expert_prices_key').on(t.expertSlug, t.serviceSlug)],
);

/**
 * A customer's rating of a completed consultation: one per booking, editable for
 * REVIEW_EDIT_DAYS after it was written. Shown on the expert's page as a verified consultation.
 * An admin may hide an abusive review with a reason (audited) but never edit it. Erased with
 * the account that wrote it.
 */
export const expertReviews = pgTable(
  'expert_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertSlug: text('expert_slug').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('expert_reviews_expert_idx').on(t.expertSlug, t.createdAt.desc())],
);
