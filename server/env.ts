import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Default: 127.0.0.1 (this machine only) outside production; all interfaces in production (containers). */
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    APP_URL: z.url({ message: 'must be a full URL such as http://localhost:3000' }).optional(),
    /** Default: on for the embedded database only; a real PostgreSQL gets demo data only when asked. */
    SEED_DEMO: booleanText.optional(),
    ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Rinkside <no-reply@rinkside.local>'),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** D190: path-style URLs (endpoint/bucket/key) by default; false for virtual-hosted (bucket.endpoint/key). */
    S3_PATH_STYLE: booleanText.default(true),
    /** Shared state for several processes (limits, caches): Redis when set, else PostgreSQL (DATABASE_URL). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** GET /metrics answers a request bearing this token (Authorization: Bearer), and the loopback always. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The local test checkout without Stripe keys; in production only when switched on by name. */
    TEST_CHECKOUT: booleanText.optional(),
    /** Worker processes on this machine (node:cluster); 1 runs the server in this process. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    TRUST_PROXY: booleanText.default(false),
    /**
     * Per-address ceilings that a club or school signing up a whole team from one network may need to
     * raise (per-account limits stay as they are): sign-ups per 10 minutes, e-mails sent per hour.
     */
    SIGNUPS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
    EMAILS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(100),
    /** Signed-out visitors' server-rendered pages kept in memory (D196); off renders every page. */
    PAGE_CACHE: booleanText.default(true),
    /** Recruiter search answers kept in memory until a player changes (D356); off reads every search. */
    SEARCH_CACHE: booleanText.default(true),
    /** The scouting filters' columns in memory (D358); off counts every scouting search in the database. */
    SEARCH_INDEX: booleanText.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    // D167: production refuses to start without a mail transport (the outbox is off there, so sign-up,
    // approvals and resets would wait forever) or without its public address (links, CSRF origin).
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'required when NODE_ENV=production: set it to your mail server, e.g. smtps://user:password@smtp.example.com:465 (the development outbox is off in production)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.APP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message:
          'required when NODE_ENV=production: set it to the public address people open, e.g. https://rinkside.example (e-mail links, the CSRF origin check and Stripe returns use it)',
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema> & {
  APP_URL: string;
  HOST: string;
  SEED_DEMO: boolean;
  /** SEED_DEMO=true was given with NODE_ENV=production, and refused (said at start). */
  SEED_DEMO_REFUSED: boolean;
};

export class EnvError extends Error {}

/** Reads and validates configuration; an empty string counts as unset so `.env.example` works as-is. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const production = env.NODE_ENV === 'production';
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    HOST: env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    // Demo accounts have published passwords (README): never in production, whatever the driver.
    SEED_DEMO: !production && (env.SEED_DEMO ?? !env.DATABASE_URL),
    SEED_DEMO_REFUSED: production && env.SEED_DEMO === true,
  };
}

/**
 * Reads a .env file (KEY=value lines, as in .env.example) into `target` when the file exists. Variables
 * already set in the real environment win: the file only fills in what is missing. Returns whether a
 * file was read.
 */
export function loadDotEnv(path = '.env', target: Record<string, string | undefined> = process.env): boolean {
  if (!existsSync(path)) return false;
  const values = parseEnv(readFileSync(path, 'utf8'));
  for (const [key, value] of Object.entries(values)) {
    if (target[key] === undefined && value !== undefined) target[key] = value;
  }
  return true;
}
