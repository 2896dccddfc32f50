/**
 * Every setting of the server in one zod schema (architecture.md §2, api.md "Settings").
 * `loadEnv()` parses them all at once and fails fast with the list of every bad field, so an operator fixes a
 * deployment in one pass. `.env.example` at the repository root documents each setting.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const SERVICE_NAMES = ['api', 'worker'] as const;
export type TServiceName = (typeof SERVICE_NAMES)[number];

export const DEFAULT_QUOTA_NEW_USER: Record<string, number> = {
  contract_review: 20,
  research: 20,
  fuxi_search: 100,
  translation: 10,
  draft: 10,
  document: 10,
  trace: 5,
  chat: 50,
};

/** An empty string in the environment means "not set" (docker-compose and .env files produce them). */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

const intSetting = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(fallback) : v.trim()))
    .pipe(
      z.coerce
        .number<string>({ error: `must be a whole number from ${min} to ${max}` })
        .int(`must be a whole number from ${min} to ${max}`)
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max}`),
    );

const ZQuotaMap = z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), z.number().int().min(0));

export const ZEnv = z.object({
  PORT: intSetting(8787, 0, 65535),
  HOST: optionalString.transform((v) => v ?? '0.0.0.0'),
  DATA_DIR: optionalString.transform((v) => path.resolve(v ?? './data')),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  SECRET_KEY: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  QUOTA_NEW_USER: optionalString.transform((v, ctx) => {
    if (v === undefined) return DEFAULT_QUOTA_NEW_USER;
    try {
      const parsed = ZQuotaMap.safeParse(JSON.parse(v));
      if (parsed.success) return parsed.data;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object {"model": non-negative integer, ...}' });
    return z.NEVER;
  }),
  ADMIN_PHONE: optionalString.pipe(
    z
      .string()
      .regex(/^1\d{10}$/, 'must be an 11-digit mobile number')
      .optional(),
  ),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  /** Model requests in flight per process; per-request and per-review timeouts; retries on 429/5xx (docs/decisions/061). */
  AI_MAX_CONCURRENCY: intSetting(4, 1, 256),
  AI_TIMEOUT_SECONDS: intSetting(60, 1, 3600),
  AI_OVERALL_TIMEOUT_SECONDS: intSetting(180, 1, 7200),
  AI_MAX_RETRIES: intSetting(3, 0, 10),
  /**
   * Names, ID and phone numbers, bank accounts and credit codes are replaced by placeholders before text goes to
   * a model and restored in its answer. On by default; a firm running its own model on premises may turn it off.
   */
  AI_MASK_PERSONAL_DATA: booleanFlag(true),
  /**
   * A statute folder (just-laws Markdown, `**第X条**`) to use instead of the corpus bundled with the app
   * (server/laws/data, decision 112). Legal bases are quoted from it; a missing or empty folder is an error line at
   * start and not-ready. Read by server/laws/corpus.ts.
   */
  LAWS_DIR: optionalString,
  /**
   * Development / sample material imported at first start by modules that need outside data the app does not ship
   * (judgments for case search, the company registry for company lookup): personal data and data under
   * non-commercial terms never ship inside the app. Default: ../shared/data beside the repository when it exists.
   * Read through server/lib/sample-data.ts.
   */
  SAMPLE_DATA_DIR: optionalString,
  /**
   * Company lookup through a registry API (企查查/天眼查-style, server/services/company/registry-provider.ts). Disabled
   * unless both URL and key are set; no vendor adapter ships yet (decision 162), so the local registry answers.
   */
  COMPANY_API_VENDOR: optionalString,
  COMPANY_API_URL: optionalString.pipe(z.url().optional()),
  COMPANY_API_KEY: optionalString,
  /**
   * The new-user QR popup of the home page (spec §3): what its QR code opens (e.g. the firm's service account) and
   * its title. Without a URL the QR opens this LawDesk on a phone (/h5).
   */
  HOME_POPUP_URL: optionalString.pipe(z.url().optional()),
  HOME_POPUP_TITLE: optionalString,
  /**
   * Which environment this deployment is (spec §9: test and production differ): 'production' (default) or 'test'.
   * The web app reads it from base/client and marks a test deployment on its pages (issue 13).
   */
  APP_ENV: optionalString.pipe(z.enum(['production', 'test']).optional()).transform((v) => v ?? 'production'),
  /**
   * Origins allowed to send postMessage to the web app when a partner embeds it (spec §8 embedded-app messages):
   * comma list of exact origins (https://app.partner.cn). Empty: every message is ignored.
   */
  EMBED_MESSAGE_ORIGINS: optionalString.transform((v, ctx) => {
    const list = (v ?? '').split(',').map((o) => o.trim()).filter(Boolean);
    for (const o of list) {
      let origin = '';
      try {
        origin = new URL(o).origin;
      } catch {
        // reported below
      }
      if (origin !== o) ctx.addIssue({ code: 'custom', message: `${o}: must be an origin such as https://app.example.cn (no path)` });
    }
    return list;
  }),
  /** Translation price shown before a task is confirmed (spec §7 researchPrice, file/amount): cents per 1,000 characters. */
  TRANSLATION_PRICE_PER_1000_CHARS_CENTS: intSetting(100, 0, 1_000_000),
  /** An uploaded contract never submitted for review is removed after this many hours (contract.uploads-cleanup). */
  UPLOAD_RETENTION_HOURS: intSetting(24, 1, 24 * 365),
  /** Pages one document.ocr run reads before queueing the rest behind other files' OCR (decision 142). */
  OCR_PAGES_PER_RUN: intSetting(8, 1, 1000),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  S3_REGION: optionalString.transform((v) => v ?? 'us-east-1'),
  /** Path-style addresses (<endpoint>/<bucket>/<key>, MinIO, Ceph); false for virtual-hosted (<bucket>.<endpoint>, e.g. Aliyun OSS). */
  S3_FORCE_PATH_STYLE: booleanFlag(true),
  SMS_PROVIDER: optionalString.pipe(z.enum(['console']).optional()).transform((v) => v ?? 'console'),
  LOG_LEVEL: optionalString
    .pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional())
    .transform((v) => v ?? 'info'),
  SOFFICE_PATH: optionalString.transform((v) => v ?? 'soffice'),
  PUBLIC_DIR: optionalString.transform((v) => path.resolve(v ?? './dist')),
  SERVICES: optionalString.transform((v, ctx) => parseServices(v ?? 'api,worker', ctx)),
  /** Requests per minute per IP on each login/SMS endpoint (phone limits are separate and global). */
  LOGIN_RATE_LIMIT_PER_MINUTE: intSetting(30, 1, 100_000),
  /** Trust X-Forwarded-For from a reverse proxy, so per-IP limits see the client, not the proxy. */
  TRUST_PROXY: booleanFlag(false),
  /**
   * Build the statute and case search indexes in the background right after start (decision 124), so the first
   * search, research question or chat answer does not wait for them. Test runs (vitest) never warm.
   */
  SEARCH_WARMUP: booleanFlag(true),
  /** GET /metrics in Prometheus text (decision 172); off by default: put it behind your network's scrape path. */
  METRICS_ENABLED: booleanFlag(false),
  /** Override of the key partners use to sign zizhu login tokens (default: derived from SECRET_KEY). */
  ZIZHU_TOKEN_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** VAPID subject sent to push services with every Web Push (a mailto: or https: contact for the operator). */
  PUSH_SUBJECT: optionalString
    .pipe(
      z
        .string()
        .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
        .optional(),
    )
    .transform((v) => v ?? 'mailto:admin@lawdesk.local'),
  /** Accept plain-http push endpoints (local test receivers only; real push services are https). */
  PUSH_ALLOW_HTTP: booleanFlag(false),
  /** pg-boss fetch interval for workers, seconds (>= 0.5; sets job pick-up latency). */
  QUEUE_POLL_SECONDS: optionalString
    .transform((v) => v ?? '0.5')
    .pipe(
      z.coerce
        .number<string>({ error: 'must be a number of seconds' })
        .min(0.5, 'must be at least 0.5')
        .max(60, 'must be at most 60'),
    ),
});

function parseServices(value: string, ctx: z.RefinementCtx): TServiceName[] {
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = names.filter((n) => !(SERVICE_NAMES as readonly string[]).includes(n));
  if (bad.length > 0 || names.length === 0) {
    ctx.addIssue({ code: 'custom', message: `must be a comma list of ${SERVICE_NAMES.join(', ')}` });
    return z.NEVER;
  }
  return [...new Set(names)] as TServiceName[];
}

/** Settings that only make sense together; checked on the raw values so they are listed with every other problem. */
function crossFieldProblems(source: Record<string, string | undefined>): string[] {
  const set = (key: string) => Boolean(source[key]?.trim());
  const problems: string[] = [];
  if (set('S3_ENDPOINT')) {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY']) {
      if (!set(key)) problems.push(`${key}: required when S3_ENDPOINT is set`);
    }
  }
  if (set('ADMIN_PHONE') !== set('ADMIN_PASSWORD'))
    problems.push('ADMIN_PASSWORD: ADMIN_PHONE and ADMIN_PASSWORD go together');
  return problems;
}

export type TEnv = z.output<typeof ZEnv> & {
  /** The secret every derived key comes from: SECRET_KEY, or DATA_DIR/secret.key generated on first start. */
  SECRET_KEY: string;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses settings from `source` (process.env by default); throws EnvError listing every bad field. */
export function parseEnv(source: Record<string, string | undefined> = process.env): z.output<typeof ZEnv> {
  const result = ZEnv.safeParse(source);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.') || '(settings)'}: ${i.message}`)),
    ...crossFieldProblems(source),
  ];
  if (problems.length > 0 || !result.success) throw new EnvError(problems);
  return result.data;
}

/**
 * Parses settings and resolves SECRET_KEY: when unset, 32 random bytes are written to DATA_DIR/secret.key on
 * first start (mode 0600) and reused afterwards, so sessions and encrypted files survive restarts.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): TEnv {
  const env = parseEnv(source);
  return { ...env, SECRET_KEY: env.SECRET_KEY ?? readOrCreateSecretKey(env.DATA_DIR) };
}

function readOrCreateSecretKey(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length < 32) throw new EnvError([`SECRET_KEY: ${file} holds fewer than 32 characters`]);
    return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  // 'wx': if another process created it in the meantime, fail rather than overwrite, then read theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
