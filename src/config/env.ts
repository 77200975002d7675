import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const csv = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v))
  .pipe(z.string().url().optional());

/** Every setting of the service, with the spec's defaults. Parsed once at start. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PORT: int(8000, 0, 65535),
    /** Web processes sharing PORT (api/cluster.ts): one per core uses the machine; 1 runs the app in this process. */
    WEB_CONCURRENCY: int(1, 1, 64),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/governor'),
    DATABASE_POOL_MAX: int(20, 1, 500),
    REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
    /** Prefix of every Redis key and BullMQ queue; lets tests and tenants of one Redis stay apart. */
    REDIS_KEY_PREFIX: z.string().default('gov'),

    GOVERNOR_ADMIN_USERNAME: z.string().min(3).max(64).default('admin'),
    GOVERNOR_ADMIN_PASSWORD: z.string().min(8).optional(),
    GOVERNOR_JWT_SECRET: z.string().optional(),
    GOVERNOR_REGISTRATION_ENABLED: bool(true),
    GOVERNOR_FEE_GATING_ENABLED: bool(false),
    GOVERNOR_SIEM_URL: optionalUrl,
    GOVERNOR_SMTP_URL: optionalUrl,
    GOVERNOR_METRICS_TOKEN: z.string().min(1).optional(),
    GOVERNOR_WEBHOOK_ALLOW_PRIVATE: bool(false),
    GOVERNOR_SESSION_COOKIE_SECURE: bool(false),

    GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN: int(120),
    GOVERNOR_RATE_LIMIT_EVALUATE_PER_AGENT_PER_MIN: int(100),
    GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN: int(60),
    GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN: int(5),

    GOVERNOR_BUDGET_MAX_EVALUATIONS_PER_HOUR: int(10_000, 1),
    GOVERNOR_BUDGET_MAX_CONSECUTIVE_BLOCKS: int(20, 1),

    INDIRECT_INJECTION_ENABLED: bool(true),
    TOOL_POISON_DETECTOR_ENABLED: bool(true),
    TOOL_POISON_BLOCKED_TOOLS: csv,
    MULTI_TURN_TRACKER_ENABLED: bool(true),
    MULTI_TURN_ACCUMULATION_THRESHOLD: z.coerce.number().min(0).max(1).default(0.15),
    MULTI_TURN_SESSION_TTL: int(3600, 1),
    GOVERNOR_CANARY_ENABLED: bool(true),
    GOVERNOR_CANARY_INTERVAL_SECONDS: int(600, 1),
    GOVERNOR_CANARY_RISK_BOOST_PER_FAILURE: int(10, 0, 100),

    GOVERNOR_POLICY_CACHE_SECONDS: int(10, 0, 10),
    /** Which queues this worker process consumes; empty means all. */
    GOVERNOR_WORKER_QUEUES: csv,
    GOVERNOR_WORKER_CONCURRENCY: int(10, 1, 1000),
    /**
     * Scheduling niceness the worker process gives itself (0-19): where workers share cores with
     * the API, the hot path is served first and the effects, durable in the outbox, wait.
     */
    GOVERNOR_WORKER_NICE: int(10, 0, 19),
    GOVERNOR_SHUTDOWN_TIMEOUT_MS: int(10_000, 0),
    /** 32 bytes, base64 or hex: encrypts agents' prompts at rest. Unset: prompts are not stored. */
    GOVERNOR_ENCRYPTION_KEY: z
      .string()
      .optional()
      .refine((v) => v === undefined || decodeKey(v) !== null, 'must be 32 bytes, base64 or hex encoded'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      const secret = env.GOVERNOR_JWT_SECRET;
      if (!secret || Buffer.byteLength(secret) < 32) {
        ctx.addIssue({
          code: 'custom',
          path: ['GOVERNOR_JWT_SECRET'],
          message: 'required in production and must be at least 32 bytes',
        });
      }
    }
  });

/** A 32-byte key from hex or base64, or null when it is neither. */
export function decodeKey(value: string): Buffer | null {
  const candidates = [/^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : null, Buffer.from(value, 'base64')];
  return candidates.find((b) => b !== null && b.length === 32) ?? null;
}

export type RawEnv = z.infer<typeof envSchema>;

export interface AppConfig extends RawEnv {
  jwtSecret: string;
  /** true when no secret was configured and a per-process random one is in use */
  jwtSecretGenerated: boolean;
  version: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const SERVICE_VERSION = '0.4.0';

/** Parses and freezes the configuration; throws ConfigError naming every bad variable. */
export function parseConfig(source: Record<string, string | undefined>): Readonly<AppConfig> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const env = result.data;
  const generated = !env.GOVERNOR_JWT_SECRET;
  return Object.freeze({
    ...env,
    jwtSecret: env.GOVERNOR_JWT_SECRET ?? randomBytes(48).toString('base64url'),
    jwtSecretGenerated: generated,
    version: SERVICE_VERSION,
  });
}

let cached: Readonly<AppConfig> | undefined;

/** The process configuration, read once from the environment. */
export function loadConfig(): Readonly<AppConfig> {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Settings safe to show on GET /settings: no secrets, no credentials inside URLs. */
export function publicSettings(config: AppConfig): Record<string, unknown> {
  return {
    version: config.version,
    environment: config.NODE_ENV,
    registration_enabled: config.GOVERNOR_REGISTRATION_ENABLED,
    fee_gating_enabled: config.GOVERNOR_FEE_GATING_ENABLED,
    siem_forwarding_configured: config.GOVERNOR_SIEM_URL !== undefined,
    smtp_configured: config.GOVERNOR_SMTP_URL !== undefined,
    prompt_encryption_configured: config.GOVERNOR_ENCRYPTION_KEY !== undefined,
    metrics_token_required: config.GOVERNOR_METRICS_TOKEN !== undefined,
    webhook_allow_private: config.GOVERNOR_WEBHOOK_ALLOW_PRIVATE,
    rate_limits: {
      evaluate_per_min: config.GOVERNOR_RATE_LIMIT_EVALUATE_PER_MIN,
      evaluate_per_agent_per_min: config.GOVERNOR_RATE_LIMIT_EVALUATE_PER_AGENT_PER_MIN,
      default_per_min: config.GOVERNOR_RATE_LIMIT_DEFAULT_PER_MIN,
      login_per_min: config.GOVERNOR_RATE_LIMIT_LOGIN_PER_MIN,
    },
    budget: {
      max_evaluations_per_hour: config.GOVERNOR_BUDGET_MAX_EVALUATIONS_PER_HOUR,
      max_consecutive_blocks: config.GOVERNOR_BUDGET_MAX_CONSECUTIVE_BLOCKS,
    },
    detectors: {
      indirect_injection_enabled: config.INDIRECT_INJECTION_ENABLED,
      tool_poison_detector_enabled: config.TOOL_POISON_DETECTOR_ENABLED,
      tool_poison_blocked_tools: config.TOOL_POISON_BLOCKED_TOOLS,
      multi_turn_tracker_enabled: config.MULTI_TURN_TRACKER_ENABLED,
      multi_turn_accumulation_threshold: config.MULTI_TURN_ACCUMULATION_THRESHOLD,
      multi_turn_session_ttl: config.MULTI_TURN_SESSION_TTL,
      canary_enabled: config.GOVERNOR_CANARY_ENABLED,
      canary_interval_seconds: config.GOVERNOR_CANARY_INTERVAL_SECONDS,
      canary_risk_boost_per_failure: config.GOVERNOR_CANARY_RISK_BOOST_PER_FAILURE,
    },
    policy_cache_seconds: config.GOVERNOR_POLICY_CACHE_SECONDS,
    jwt_lifetime_seconds: 28_800,
    max_body_bytes: 1_048_576,
  };
}
