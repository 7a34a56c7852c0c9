import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithProtocols = (protocols: string[]) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** An IPv4 or IPv6 address, optionally with a /prefix: what Fastify's trustProxy accepts. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  if (rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return false;
  return isIP(address) !== 0;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Processes `npm start` runs on the one port (node:cluster); above 1 needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Set by the primary for each worker it starts (1..WORKERS); not a setting of its own. */
  PROTEA_WORKER: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * How long one request may take from its first byte to its answer: a body that never ends is answered 408 then
   * (Fastify sets no limit). Five minutes carries the largest upload (5 MB) at 140 kbit/s.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** On SIGTERM or SIGINT, how long requests under way may take to finish before their connections are closed. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** Where `GET /metrics` answers (HOST:METRICS_PORT, never the public port); unset: no metrics listener. */
  METRICS_PORT: optionalText
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(65535).optional()),
  BASE_PATH: z
    .string()
    .trim()
    .default('/ClientApps')
    .transform((v) => `/${v.replace(/^\/+|\/+$/g, '')}`)
    .refine((v) => /^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(v) && !v.startsWith('/api'), {
      message: 'must be a path such as /ClientApps (letters, digits, . _ ~ -) and not /api',
    }),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']),
  /** How long a request waits for a PostgreSQL connection before it is answered 503 (docs/operations.md). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']),
  /** How long a Redis command or connection may take before the throttle counts in the database instead. */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** While Redis is away, how often it is asked whether it is back (and the longest wait between reconnections). */
  REDIS_RECHECK_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .default('admin')
    .refine((v) => /^[A-Za-z0-9._@-]{3,100}$/.test(v), {
      message: 'must be 3-100 letters, digits or . _ @ -',
    }),
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  /** Where uploaded documents are kept: `local` (DATA_DIR/uploads) or `s3` (a bucket every process shares). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalText,
  /** An S3-compatible server (MinIO, Ceph...); AWS when unset. */
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:']),
  S3_REGION: z.string().trim().min(1).default('af-south-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PREFIX: z.string().trim().default('uploads/'),
  /** `log` (DATA_DIR/outbox), `http` (a generic JSON gateway), or a South African gateway's own API. */
  SMS_DRIVER: z.enum(['log', 'http', 'bulksms', 'clickatell']).default('log'),
  EMAIL_DRIVER: z.enum(['log', 'smtp']).default('log'),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']),
  SMS_HTTP_URL: urlWithProtocols(['http:', 'https:']),
  SMS_HTTP_TOKEN: optionalText,
  /** BulkSMS's JSON REST API (SMS_DRIVER=bulksms): its base URL and an API token's id and secret (Basic auth). */
  BULKSMS_URL: urlWithProtocols(['http:', 'https:']).transform((v) => v ?? 'https://api.bulksms.com/v1'),
  BULKSMS_TOKEN_ID: optionalText,
  BULKSMS_TOKEN_SECRET: optionalText,
  /** Clickatell's SMS platform (SMS_DRIVER=clickatell): its base URL and the integration's API key. */
  CLICKATELL_URL: urlWithProtocols(['http:', 'https:']).transform((v) => v ?? 'https://platform.clickatell.com'),
  CLICKATELL_API_KEY: optionalText,
  /** What the gateways' delivery reports carry (query `secret` or header X-Webhook-Secret); unset refuses them all. */
  SMS_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  EMAIL_FROM: z.string().trim().min(3).default('Protea Management <noreply@proteamanagement.co.za>'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']),
  TRUST_PROXY: optionalText.refine(
    (v) => v === undefined || v.split(',').every((part) => isAddressOrRange(part.trim())),
    {
      message: 'must be a comma-separated list of IP addresses or CIDR ranges of the reverse proxies',
    },
  ),
  VERIFICATION_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** How long a customer asking for a code waits for the SMS gateway before being told it is on its way. */
  SMS_CODE_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
  /** The analysis assistant: business days without activity that make a request stalled. */
  STALL_BUSINESS_DAYS: z.coerce.number().int().min(1).max(250).default(5),
  /** Targets in business hours (8.5 a day): a decision on a pending request, the customer's answer, the installation. */
  SLA_PENDING_HOURS: z.coerce.number().min(0.5).max(10_000).default(17),
  SLA_NEEDSINFO_HOURS: z.coerce.number().min(0.5).max(10_000).default(42.5),
  SLA_APPROVED_HOURS: z.coerce.number().min(0.5).max(10_000).default(42.5),
  /** Retention (issue 13): drafts never submitted are deleted after this many days without a change. */
  RETENTION_DRAFT_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  /** Retention: the documents of an archived request are deleted this many days after its last change. */
  RETENTION_DOCUMENT_DAYS: z.coerce.number().int().min(1).max(36_500).default(1825),
  /** How often each process looks for files a crash left in the uploads (fractions allowed). */
  UPLOAD_SWEEP_MINUTES: z.coerce.number().min(0.01).max(1440).default(5),
  /** How old such a file must be: longer than any upload takes from its staging to its commit. */
  UPLOAD_SWEEP_AGE_MINUTES: z.coerce.number().min(0.01).max(10_080).default(5),
  LOOKUP_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  CODE_REQUEST_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** The application wizard saves what is typed as it goes (ADR 032): a few saves a second at most while typing. */
  DRAFT_SAVE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(240),
  NOTIFICATION_RETRY_SECONDS: z
    .string()
    .trim()
    .default('30,120,600,3600,21600')
    .refine((v) => v.split(',').every((part) => /^\d{1,6}$/.test(part.trim())), {
      message: 'must be a comma-separated list of whole seconds, e.g. 30,120,600',
    })
    .transform((v) => v.split(',').map((part) => Number(part.trim()) * 1000)),
  /** The morning digest of overdue cases (issue 28): its local hour (Africa/Johannesburg) on business days. */
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** `false` sends no digest. */
  DIGEST_ENABLED: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  /** `--seed` adds six months of demo requests unless this is false (the complexes, units and accounts alone). */
  SEED_HISTORY: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONTACT_PHONE: z.string().trim().min(1).default('012 345 6789'),
  CONTACT_EMAIL: z.string().trim().email().default('info@proteamanagement.co.za'),
  CONTACT_ADDRESS: z.string().trim().min(1).default('123 Church Street, Pretoria Central, Pretoria, 0002'),
  /**
   * The company's bank account the welcome letter asks the deposit to be paid into (the account number as the
   * payment reference). The defaults are demo values: set the real account before the first customer completes.
   */
  BANK_NAME: z.string().trim().min(1).default('First National Bank'),
  BANK_ACCOUNT_NAME: z.string().trim().min(1).default('Protea Management (Pty) Ltd'),
  BANK_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .default('62123456789')
    .refine((v) => /^\d{6,16}$/.test(v), { message: 'must be 6 to 16 digits' }),
  BANK_BRANCH_CODE: z
    .string()
    .trim()
    .default('250655')
    .refine((v) => /^\d{6}$/.test(v), { message: 'must be 6 digits' }),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'SESSION_SECRET'> {
  SESSION_SECRET: string;
  dataDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; every problem is listed, not just the first. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`);
  // Checked apart from the schema so that it is reported together with every other problem.
  if (source.EMAIL_DRIVER === 'smtp' && !source.SMTP_URL?.trim())
    problems.push('SMTP_URL is required when EMAIL_DRIVER=smtp');
  if (source.SMS_DRIVER === 'http' && !source.SMS_HTTP_URL?.trim())
    problems.push('SMS_HTTP_URL is required when SMS_DRIVER=http');
  if (source.SMS_DRIVER === 'bulksms' && !(source.BULKSMS_TOKEN_ID?.trim() && source.BULKSMS_TOKEN_SECRET?.trim()))
    problems.push('BULKSMS_TOKEN_ID and BULKSMS_TOKEN_SECRET are required when SMS_DRIVER=bulksms');
  if (source.SMS_DRIVER === 'clickatell' && !source.CLICKATELL_API_KEY?.trim())
    problems.push('CLICKATELL_API_KEY is required when SMS_DRIVER=clickatell');
  if (Number(source.WORKERS ?? 1) > 1 && !source.DATABASE_URL?.trim())
    problems.push('DATABASE_URL is required when WORKERS is above 1 (the embedded database serves one process)');
  if (source.STORAGE_DRIVER === 's3' && !source.S3_BUCKET?.trim())
    problems.push('S3_BUCKET is required when STORAGE_DRIVER=s3');
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  return result.data;
}

/** Where the person typed `npm run ...` (npm runs scripts from the project's folder): a command's file names are theirs. */
export function invocationDirectory(source: Record<string, string | undefined> = process.env): string {
  return source.INIT_CWD ?? process.cwd();
}

/** Resolves the data directory and the session secret (generated once into DATA_DIR when unset). */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return { ...env, dataDir, SESSION_SECRET: env.SESSION_SECRET ?? readOrCreateSecret(dataDir) };
}

/**
 * The secret in DATA_DIR/session-secret, created the first time. Processes starting together on one
 * DATA_DIR agree on it: each writes its candidate to a file of its own and links it into place, which
 * only the first link does (the others find the file there); then everyone reads the one in place.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(candidate, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(candidate, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(candidate, { force: true });
    }
  }
  return readFileSync(file, 'utf8').trim();
}
