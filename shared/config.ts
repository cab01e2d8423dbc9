import { z } from 'zod';
import { isWindowError, parseWindowSetting, type FollowUpWindow } from './send-window.js';

/**
 * Every setting of both services, read from the environment through zod. `loadConfig` is called
 * once, by each service's main.ts (the composition roots); everything else receives the typed
 * object. Local defaults make `npm start` work with no .env; production sets what it needs.
 * `.env.example` lists every variable below.
 */

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0),
);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),

  // Google Cloud
  GOOGLE_CLOUD_PROJECT: z.string().min(1).default('demo-email-cases'),
  FIRESTORE_EMULATOR_HOST: optionalString,
  PUBSUB_EMULATOR_HOST: optionalString,
  CASE_EVENTS_TOPIC: z.string().min(1).default('case-events'),

  /** Interface the services bind: Cloud Run needs all interfaces; elsewhere loopback only. */
  HOST: z.union([z.ipv4(), z.ipv6()]).optional(),

  // API
  PORT: port.default(8080),
  MAX_BODY_BYTES: positiveInt.default(256 * 1024),
  /**
   * Raw body limit of the AgentMail webhook receiver. A message.received event carries the whole
   * message (text, html and both extracted forms) plus a thread summary, so it must be far above
   * the client limit: 4 MiB holds a long HTML thread (about 1 MiB of HTML, sent twice, with its
   * text forms and JSON escaping). Not more by default: the body is buffered before its signature
   * can be checked, so this also bounds what an unsigned request makes the API hold. At most
   * Cloud Run's 32 MiB request cap.
   */
  PROVIDER_EVENTS_MAX_BODY_BYTES: positiveInt.max(32 * 1024 * 1024).default(4 * 1024 * 1024),
  THROTTLE_WINDOW_MS: positiveInt.default(60_000),
  THROTTLE_CREATE_PER_WINDOW: positiveInt.default(60),
  THROTTLE_OTHER_PER_WINDOW: positiveInt.default(600),
  THROTTLE_FAILED_KEYS_PER_WINDOW: positiveInt.default(30),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(1),

  // Worker
  WORKER_PORT: port.default(8081),
  /** Public base URL of the worker, the target of Cloud Tasks and of the push subscription. */
  WORKER_URL: z.url().default('http://127.0.0.1:8081'),
  /** Length of one "hour" of followUpDelayHours, shortened locally so follow-ups can be watched. */
  HOUR_MS: positiveInt.default(3_600_000),
  SWEEP_THRESHOLD_MS: positiveInt.default(10 * 60_000),
  /**
   * A parked provider event (its thread unknown when it arrived) whose thread is still no case's
   * this long after parking is declared unrouted by the sweeper: WARNING, ops event, admin list.
   */
  PARKED_EVENT_UNROUTED_AFTER_MS: positiveInt.default(60 * 60_000),
  /**
   * Working hours for automated follow-ups of cases without their own sendWindow, in the
   * counterparty's time zone: `always`, or e.g. `MON-FRI 09:00-17:00`. `always` by default so a
   * person playing the counterparty at night sees follow-ups locally; production sets a window.
   */
  FOLLOW_UP_WINDOW_DEFAULT: z
    .string()
    .default('always')
    .transform((v, ctx) => {
      const w = parseWindowSetting(v);
      if (isWindowError(w)) {
        ctx.addIssue({ code: 'custom', message: w.error });
        return z.NEVER;
      }
      return w;
    }),
  /**
   * Hours an input request may wait unanswered before the case fails `input_timeout`, for cases
   * without their own inputTimeoutHours: `none` (or empty) for no deadline, the local default, or
   * 1..672. Production sets 336 (14 days).
   */
  INPUT_TIMEOUT_HOURS_DEFAULT: z
    .string()
    .default('none')
    .transform((v, ctx) => {
      const t = v.trim().toLowerCase();
      if (t === '' || t === 'none') return null;
      const n = Number(t);
      if (!Number.isInteger(n) || n < 1 || n > 672) {
        ctx.addIssue({ code: 'custom', message: 'must be none or a whole number of hours from 1 to 672' });
        return z.NEVER;
      }
      return n;
    }),
  /**
   * Seconds a result read from a reply is held before the case completes with it, so that a
   * correction a minute later ("sorry, I meant the 15th") still counts: the case stays RUNNING and
   * a new reading replaces or drops the held one. 0: complete at once. Production default 120 s
   * (a correction usually follows within a minute or two); `npm start` 30, the tests 0.
   */
  COMPLETION_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /**
   * Seconds a clarification decided on a partial reply is held before it is sent, so that the
   * rest of the answer sent right after ("forgot to say: turnaround is 8 working days") is read
   * first and nobody is asked for what they are already writing: the case stays RUNNING and a
   * later reading replaces the held email. 0: send at once. Production default 180 s (a second
   * mail usually follows within a few minutes); `npm start` 30, the tests 0.
   */
  REPLY_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(180),
  /** Test-only chaos: deliver each queue message this many times (1 = normal). */
  CHAOS_DELIVERIES: positiveInt.max(5).default(1),

  // Cloud Tasks
  TASKS_EMULATOR_HOST: optionalString,
  TASKS_LOCATION: z.string().min(1).default('us-central1'),
  TASKS_TIMER_QUEUE: z.string().min(1).default('case-timers'),
  TASKS_WEBHOOK_QUEUE: z.string().min(1).default('case-webhooks'),
  /** Service account whose OIDC token Cloud Tasks attaches when calling the worker. */
  TASKS_INVOKER_SERVICE_ACCOUNT: optionalString,

  // Outbound client webhooks
  WEBHOOK_TIMEOUT_MS: positiveInt.default(10_000),
  /** Hosts (name or IP) exempt from the SSRF guard: for local receivers only. */
  WEBHOOK_ALLOWED_HOSTS: csv.default([]),
  /** A delivery still unclaimed this long after its task was requested gets a new task (sweeper). */
  WEBHOOK_REDRIVE_AFTER_MS: positiveInt.default(10 * 60_000),

  // AgentMail
  AGENTMAIL_API_KEY: optionalString,
  AGENTMAIL_BASE_URL: optionalString,
  AGENTMAIL_INBOX_ID: optionalString,
  AGENTMAIL_INBOX_CLIENT_ID: z.string().min(1).default('email-case-service'),
  AGENTMAIL_WEBHOOK_SECRET: optionalString,
  // AgentMail keeps an Idempotency-Key 24 h; a send pending longer than this (a margin below)
  // first looks for the message its key labelled, instead of trusting the key.
  AGENTMAIL_IDEMPOTENCY_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(23 * 3_600_000),

  // Brain
  BRAIN: z.enum(['offline', 'gemini']).default('offline'),
  GEMINI_API_KEY: optionalString,
  GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  GEMINI_BASE_URL: optionalString,
  GOOGLE_GENAI_USE_VERTEXAI: bool.default(false),
  GOOGLE_CLOUD_LOCATION: z.string().min(1).default('us-central1'),
  GEMINI_MAX_OUTPUT_TOKENS: positiveInt.default(2048),
  GEMINI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
});

export type Env = z.infer<typeof envSchema>;

/** The names of every setting (for the check that `.env.example` lists them all). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  env: Env['NODE_ENV'];
  logLevel: Env['LOG_LEVEL'];
  /** Bind address of both services: HOST, else 0.0.0.0 in production and 127.0.0.1 otherwise. */
  host: string;
  projectId: string;
  firestoreEmulatorHost: string | undefined;
  pubsubEmulatorHost: string | undefined;
  caseEventsTopic: string;
  api: {
    port: number;
    maxBodyBytes: number;
    /** POST /provider/email-events only (PROVIDER_EVENTS_MAX_BODY_BYTES). */
    providerEventsMaxBodyBytes: number;
    throttle: { windowMs: number; createPerWindow: number; otherPerWindow: number; failedKeysPerWindow: number };
    /** Proxies in front of the API that append to X-Forwarded-For (Cloud Run: 1): how req.ip finds the client. */
    trustProxyHops: number;
  };
  worker: {
    port: number;
    url: string;
    hourMs: number;
    /** FOLLOW_UP_WINDOW_DEFAULT: the window of cases without their own sendWindow. */
    followUpWindow: FollowUpWindow;
    /** INPUT_TIMEOUT_HOURS_DEFAULT: the input deadline of cases without their own; null: none. */
    inputTimeoutHours: number | null;
    /** COMPLETION_GRACE_SECONDS in ms: how long a result is held before the case completes (0: at once). */
    completionGraceMs: number;
    /** REPLY_WAIT_SECONDS in ms: how long a clarification on a reply is held before it is sent (0: at once). */
    replyWaitMs: number;
    sweepThresholdMs: number;
    /** PARKED_EVENT_UNROUTED_AFTER_MS */
    unroutedAfterMs: number;
    chaosDeliveries: number;
  };
  tasks: {
    emulatorHost: string | undefined;
    location: string;
    timerQueue: string;
    webhookQueue: string;
    invokerServiceAccount: string | undefined;
  };
  webhooks: { timeoutMs: number; allowedHosts: string[]; redriveAfterMs: number };
  agentmail: {
    apiKey: string | undefined;
    baseUrl: string | undefined;
    inboxId: string | undefined;
    inboxClientId: string;
    webhookSecret: string | undefined;
    /** A send pending longer than this looks up its labelled message before sending (0: always). */
    idempotencyWindowMs: number;
  };
  brain: {
    kind: 'offline' | 'gemini';
    geminiApiKey: string | undefined;
    model: string;
    baseUrl: string | undefined;
    useVertexAi: boolean;
    location: string;
    maxOutputTokens: number;
    maxRetries: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError naming every bad variable at once. */
export function loadConfig(source: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.BRAIN === 'gemini' && !e.GOOGLE_GENAI_USE_VERTEXAI && !e.GEMINI_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  GEMINI_API_KEY: required when BRAIN=gemini without Vertex AI');
  }
  return {
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    projectId: e.GOOGLE_CLOUD_PROJECT,
    firestoreEmulatorHost: e.FIRESTORE_EMULATOR_HOST,
    pubsubEmulatorHost: e.PUBSUB_EMULATOR_HOST,
    caseEventsTopic: e.CASE_EVENTS_TOPIC,
    api: {
      port: e.PORT,
      maxBodyBytes: e.MAX_BODY_BYTES,
      providerEventsMaxBodyBytes: e.PROVIDER_EVENTS_MAX_BODY_BYTES,
      throttle: {
        windowMs: e.THROTTLE_WINDOW_MS,
        createPerWindow: e.THROTTLE_CREATE_PER_WINDOW,
        otherPerWindow: e.THROTTLE_OTHER_PER_WINDOW,
        failedKeysPerWindow: e.THROTTLE_FAILED_KEYS_PER_WINDOW,
      },
      trustProxyHops: e.TRUST_PROXY_HOPS,
    },
    worker: {
      port: e.WORKER_PORT,
      url: e.WORKER_URL.replace(/\/+$/, ''),
      hourMs: e.HOUR_MS,
      followUpWindow: e.FOLLOW_UP_WINDOW_DEFAULT,
      inputTimeoutHours: e.INPUT_TIMEOUT_HOURS_DEFAULT,
      completionGraceMs: e.COMPLETION_GRACE_SECONDS * 1000,
      replyWaitMs: e.REPLY_WAIT_SECONDS * 1000,
      sweepThresholdMs: e.SWEEP_THRESHOLD_MS,
      unroutedAfterMs: e.PARKED_EVENT_UNROUTED_AFTER_MS,
      chaosDeliveries: e.CHAOS_DELIVERIES,
    },
    tasks: {
      emulatorHost: e.TASKS_EMULATOR_HOST,
      location: e.TASKS_LOCATION,
      timerQueue: e.TASKS_TIMER_QUEUE,
      webhookQueue: e.TASKS_WEBHOOK_QUEUE,
      invokerServiceAccount: e.TASKS_INVOKER_SERVICE_ACCOUNT,
    },
    webhooks: {
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      allowedHosts: e.WEBHOOK_ALLOWED_HOSTS,
      redriveAfterMs: e.WEBHOOK_REDRIVE_AFTER_MS,
    },
    agentmail: {
      apiKey: e.AGENTMAIL_API_KEY,
      baseUrl: e.AGENTMAIL_BASE_URL,
      inboxId: e.AGENTMAIL_INBOX_ID,
      inboxClientId: e.AGENTMAIL_INBOX_CLIENT_ID,
      webhookSecret: e.AGENTMAIL_WEBHOOK_SECRET,
      idempotencyWindowMs: e.AGENTMAIL_IDEMPOTENCY_WINDOW_MS,
    },
    brain: {
      kind: e.BRAIN,
      geminiApiKey: e.GEMINI_API_KEY,
      model: e.GEMINI_MODEL,
      baseUrl: e.GEMINI_BASE_URL,
      useVertexAi: e.GOOGLE_GENAI_USE_VERTEXAI,
      location: e.GOOGLE_CLOUD_LOCATION,
      maxOutputTokens: e.GEMINI_MAX_OUTPUT_TOKENS,
      maxRetries: e.GEMINI_MAX_RETRIES,
    },
  };
}

/** The composition roots' entry: the process environment is read here and nowhere else. */
export const loadConfigFromProcessEnv = (): Config => loadConfig(process.env);
