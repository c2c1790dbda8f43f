import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { fullAddress, site } from '@/lib/config/site';
import { ORDER_OPEN_MINUTES } from '@/lib/consultations/booking-status';
import { findStateByCodeOrName, type IndianState } from '@/lib/invoices/states';
import { SLOT_HOLD_MINUTES } from '@/lib/experts/hours';
import { REVIEW_EDIT_DAYS } from '@/lib/experts/reviews';

// Typed environment, validated once; a bad value stops the server with a clear message.
const schema = z.object({
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL'),
  DATA_DIR: z.string().trim().default('./.data'),
  SEED_DEMO_CONTENT: z.enum(['true', 'false']).default('true'),
  ASTROLOGER_APP_URL: z
    .string()
    .trim()
    .default('https://play.google.com/store/apps/details?id=in.astrovastukendra.astrologer')
    .refine((v) => v === '' || /^https?:\/\//.test(v), 'must be an http(s) URL or empty'),
  CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  OTP_SECRET: z.string().trim().optional().refine((v) => !v || v.length >= 32, 'must be at least 32 characters'),
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: z.string().trim().optional(),
  MSG91_TEMPLATE_ID: z.string().trim().optional(),
  MSG91_NOTICE_TEMPLATE_ID: z.string().trim().optional(),
  MSG91_BOOKING_TEMPLATE_ID: z.string().trim().optional(),
  MSG91_DECISION_TEMPLATE_ID: z.string().trim().optional(),
  // The Hindi templates of the same messages, for accounts whose language is Hindi; each optional (the English one is used).
  MSG91_TEMPLATE_ID_HI: z.string().trim().optional(),
  MSG91_NOTICE_TEMPLATE_ID_HI: z.string().trim().optional(),
  MSG91_BOOKING_TEMPLATE_ID_HI: z.string().trim().optional(),
  MSG91_DECISION_TEMPLATE_ID_HI: z.string().trim().optional(),
  MSG91_BASE_URL: z
    .string()
    .trim()
    .default('https://control.msg91.com/')
    .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL'),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().default('AstroVastu Kendra <no-reply@astrovastukendra.in>'),
  NEXT_PUBLIC_SITE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || URL.canParse(v), 'must be an absolute URL such as https://www.example.in'),
  ALLOW_CONSOLE_DELIVERY: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  OTP_TTL_SECONDS: z.coerce.number().int().min(1).max(900).default(300),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  OTP_DAILY_SENDS: z.coerce.number().int().min(1).max(100).default(10),
  OTP_DAILY_FAILED_TRIES: z.coerce.number().int().min(1).max(100).default(20),
  ANONYMOUS_KUNDLI_TTL_SECONDS: z.coerce.number().int().min(1).max(30 * 24 * 60 * 60).default(30 * 24 * 60 * 60),
  KUNDLI_CLEANUP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(24 * 60 * 60).default(60 * 60),
  TOOL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
  PAYMENT_ORDER_OPEN_SECONDS: z.coerce.number().int().min(1).max(24 * 60 * 60).default(ORDER_OPEN_MINUTES * 60),
  SLOT_HOLD_SECONDS: z.coerce.number().int().min(1).max(24 * 60 * 60).default(SLOT_HOLD_MINUTES * 60),
  REVIEW_EDIT_SECONDS: z.coerce.number().int().min(1).max(REVIEW_EDIT_DAYS * 24 * 60 * 60).default(REVIEW_EDIT_DAYS * 24 * 60 * 60),
  CONTACT_EMAIL_TO: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || z.email().safeParse(v).success, 'must be one e-mail address such as contact@example.in'),
  RAZORPAY_KEY_ID: z.string().trim().optional().refine((v) => !v || /^rzp_(test|live)_\w+$/.test(v), 'must look like rzp_test_... or rzp_live_...'),
  RAZORPAY_KEY_SECRET: z.string().trim().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().optional(),
  ALLOW_TEST_PAYMENTS: z.enum(['true', 'false']).default('false'),
  GST_PERCENT: z.coerce.number().min(0).max(28).default(18),
  GSTIN: z
    .string()
    .trim()
    .optional()
    .transform((v) => v?.toUpperCase() || undefined)
    .refine((v) => v === undefined || /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(v), 'must be a 15-character GSTIN such as 29ABCDE1234F1Z5'),
  // The registered address printed on tax invoices.
  BUSINESS_ADDRESS: z.string().trim().max(300).default(fullAddress),
  // The business's state (name or GST code): CGST + SGST for customers there, IGST for the others.
  BUSINESS_STATE: z
    .string()
    .trim()
    .default('Haryana')
    .transform((v, ctx) => {
      const state = findStateByCodeOrName(v);
      if (!state) {
        ctx.addIssue({ code: 'custom', message: 'must be an Indian state or union territory, by name (Haryana) or GST code (06)' });
        return z.NEVER;
      }
      return state;
    }),
});

export type ServerEnv = {
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemoContent: boolean;
  astrologerAppUrl: string;
  contentCacheMs: number;
  otpSecret: string | undefined;
  sms: { provider: 'console' } | ({ provider: 'msg91'; authKey: string; baseUrl: string; hindi?: Partial<Msg91Templates> } & Msg91Templates);
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The configured public origin; undefined when NEXT_PUBLIC_SITE_URL is unset (local use). */
  siteUrl: string | undefined;
  /** Printing codes is allowed in production only when this is set (ALLOW_CONSOLE_DELIVERY). */
  allowConsoleDelivery: boolean;
  trustProxyHops: number;
  otpTtlMs: number;
  otpResendSeconds: number;
  /** Codes (and registration notices) one number or address may receive per day. */
  otpDailySends: number;
  /** Wrong codes one number or address may be tried with per day, across all its codes. */
  otpDailyFailedTries: number;
  anonymousKundliTtlMs: number;
  kundliCleanupIntervalMs: number;
  /** Kundli, match and lucky-number requests per client address and minute (places: 4 times). */
  toolRateLimitPerMinute: number;
  /** How long a payment order stays open: the customer's cancel waits meanwhile (ORDER_OPEN_MINUTES). */
  paymentOrderOpenMs: number;
  /** How long an unpaid booking holds its time slot (lib/server/services/experts.ts). */
  slotHoldMs: number;
  /** How long a review may be edited after it was first written (7 days; shorter in tests). */
  reviewEditMs: number;
  /** Contact messages per client address and hour. */
  contactRateLimitPerHour: number;
  /** Where contact messages are e-mailed: CONTACT_EMAIL_TO, else the site's public address. */
  contactEmailTo: string;
  /** Razorpay when both keys are set; otherwise TEST MODE (see lib/server/payments/provider.ts). */
  razorpay: { keyId: string; keySecret: string } | undefined;
  /** Verifies POST /api/payments/webhook; without it the webhook is refused (503). */
  razorpayWebhookSecret: string | undefined;
  /** TEST MODE in production only when this is set (ALLOW_TEST_PAYMENTS): it takes no money. */
  allowTestPayments: boolean;
  /** Prices include GST at this rate; the receipt shows the split (0: no GST line). */
  gstPercent: number;
  /** The business's GST number, printed on receipts when set. */
  gstin: string | undefined;
  /** The registered address and state printed on tax invoices; the state decides CGST + SGST or IGST. */
  businessAddress: string;
  businessState: IndianState;
};

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  cached = {
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    seedDemoContent: e.SEED_DEMO_CONTENT === 'true',
    astrologerAppUrl: e.ASTROLOGER_APP_URL,
    contentCacheMs: e.CONTENT_CACHE_SECONDS * 1000,
    otpSecret: e.OTP_SECRET || undefined,
    sms: smsSettings(e),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    // Set when the server starts, or else as it was when the site was built (Next fills in the literal).
    siteUrl: e.NEXT_PUBLIC_SITE_URL ?? (process.env.NEXT_PUBLIC_SITE_URL || undefined),
    allowConsoleDelivery: e.ALLOW_CONSOLE_DELIVERY === 'true',
    trustProxyHops: e.TRUST_PROXY_HOPS,
    otpTtlMs: e.OTP_TTL_SECONDS * 1000,
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    otpDailySends: e.OTP_DAILY_SENDS,
    otpDailyFailedTries: e.OTP_DAILY_FAILED_TRIES,
    anonymousKundliTtlMs: e.ANONYMOUS_KUNDLI_TTL_SECONDS * 1000,
    kundliCleanupIntervalMs: e.KUNDLI_CLEANUP_INTERVAL_SECONDS * 1000,
    toolRateLimitPerMinute: e.TOOL_RATE_LIMIT_PER_MINUTE,
    contactRateLimitPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR,
    paymentOrderOpenMs: e.PAYMENT_ORDER_OPEN_SECONDS * 1000,
    slotHoldMs: e.SLOT_HOLD_SECONDS * 1000,
    reviewEditMs: e.REVIEW_EDIT_SECONDS * 1000,
    contactEmailTo: e.CONTACT_EMAIL_TO ?? site.email,
    razorpay: razorpaySettings(e),
    razorpayWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET || undefined,
    allowTestPayments: e.ALLOW_TEST_PAYMENTS === 'true',
    gstPercent: e.GST_PERCENT,
    gstin: e.GSTIN,
    businessAddress: e.BUSINESS_ADDRESS,
    businessState: e.BUSINESS_STATE,
  };
  return cached;
}

/** The MSG91 (DLT-approved) template ids of the site's SMS, one set per language. */
export interface Msg91Templates {
  templateId: string;
  noticeTemplateId: string | undefined;
  bookingTemplateId?: string;
  decisionTemplateId?: string;
}

function smsSettings(e: z.infer<typeof schema>): ServerEnv['sms'] {
  if (e.SMS_PROVIDER === 'console') return { provider: 'console' };
  if (!e.MSG91_AUTH_KEY || !e.MSG91_TEMPLATE_ID) {
    throw new Error('Invalid environment: SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
  // A trailing slash keeps the base's own path when the API path is resolved against it.
  return {
    provider: 'msg91',
    authKey: e.MSG91_AUTH_KEY,
    templateId: e.MSG91_TEMPLATE_ID,
    noticeTemplateId: e.MSG91_NOTICE_TEMPLATE_ID || undefined,
    // Booking updates (service, state, date as variables): DLT allows only approved templates.
    bookingTemplateId: e.MSG91_BOOKING_TEMPLATE_ID || undefined,
    decisionTemplateId: e.MSG91_DECISION_TEMPLATE_ID || undefined,
    hindi: {
      templateId: e.MSG91_TEMPLATE_ID_HI || undefined,
      noticeTemplateId: e.MSG91_NOTICE_TEMPLATE_ID_HI || undefined,
      bookingTemplateId: e.MSG91_BOOKING_TEMPLATE_ID_HI || undefined,
      decisionTemplateId: e.MSG91_DECISION_TEMPLATE_ID_HI || undefined,
    },
    baseUrl: e.MSG91_BASE_URL.replace(/\/*$/, '/'),
  };
}

function razorpaySettings(e: z.infer<typeof schema>): ServerEnv['razorpay'] {
  const keyId = e.RAZORPAY_KEY_ID || undefined;
  const keySecret = e.RAZORPAY_KEY_SECRET || undefined;
  if (!keyId && !keySecret) return undefined;
  // One key without the other would silently fall back to TEST MODE: a typo must not do that.
  if (!keyId || !keySecret) throw new Error('Invalid environment: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (TEST MODE)');
  return { keyId, keySecret };
}
