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
});

export type ServerEnv = {
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemoContent: boolean;
  astrologerAppUrl: string;
  contentCacheMs: number;
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
  };
  return cached;
}
