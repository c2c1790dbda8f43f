import 'server-only';
import path from 'node:path';
import { z } from 'zod';

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
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().trim().default('AstroVastu Kendra <no-reply@astrovastukendra.in>'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  OTP_TTL_SECONDS: z.coerce.number().int().min(1).max(900).default(300),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  ANONYMOUS_KUNDLI_TTL_SECONDS: z.coerce.number().int().min(1).max(30 * 24 * 60 * 60).default(30 * 24 * 60 * 60),
  TOOL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
});

export type ServerEnv = {
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemoContent: boolean;
  astrologerAppUrl: string;
  contentCacheMs: number;
  otpSecret: string | undefined;
  sms: { provider: 'console' } | { provider: 'msg91'; authKey: string; templateId: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxyHops: number;
  otpTtlMs: number;
  otpResendSeconds: number;
  anonymousKundliTtlMs: number;
  /** Kundli, match and lucky-number requests per client address and minute (places: 4 times). */
  toolRateLimitPerMinute: number;
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
    trustProxyHops: e.TRUST_PROXY_HOPS,
    otpTtlMs: e.OTP_TTL_SECONDS * 1000,
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    anonymousKundliTtlMs: e.ANONYMOUS_KUNDLI_TTL_SECONDS * 1000,
    toolRateLimitPerMinute: e.TOOL_RATE_LIMIT_PER_MINUTE,
  };
  return cached;
}

function smsSettings(e: z.infer<typeof schema>): ServerEnv['sms'] {
  if (e.SMS_PROVIDER === 'console') return { provider: 'console' };
  if (!e.MSG91_AUTH_KEY || !e.MSG91_TEMPLATE_ID) {
    throw new Error('Invalid environment: SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
  return { provider: 'msg91', authKey: e.MSG91_AUTH_KEY, templateId: e.MSG91_TEMPLATE_ID };
}
