import type * as pulumi from '@pulumi/pulumi';
import { z } from 'zod';
import { isWindowError, parseWindowSetting } from '../shared/send-window.js';
import type { FirestoreIndexFile } from './firestore-index-file.js';

/**
 * Every stack setting of the deployment, parsed through zod from the plain strings of
 * `pulumi config` (index.ts reads them; tests pass records). Secrets travel apart as Pulumi
 * secret Outputs so their values never leave Pulumi's encrypted state. Names mirror the env
 * variables of shared/config.ts where one exists. Pulumi.yaml documents each key.
 */

const positiveInt = z.coerce.number().int().positive();
const nonNegativeInt = z.coerce.number().int().min(0);
const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
/** Cloud Run accepts only these CPU counts for a container. */
const cpu = z.enum(['1', '2', '4', '6', '8']);
const memory = z.string().regex(/^\d+(Mi|Gi)$/, 'e.g. 512Mi or 1Gi');

const settingsSchema = z.object({
  project: z.string().min(1, 'gcp:project is required'),
  region: z.string().min(1, 'gcp:region is required'),
  /** Firestore location: a region or a multi-region such as nam5; defaults to `region`. */
  firestoreLocation: optionalString,
  /** Full image reference; without it only the foundation is deployed (see docs/deploy.md). */
  image: optionalString,
  repositoryId: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,62}$/)
    .default('email-case-service'),
  logLevel: z.enum(['debug', 'info', 'warn', 'error']).default('info'),

  brain: z.enum(['offline', 'gemini']).default('offline'),
  geminiModel: z.string().min(1).default('gemini-2.5-flash'),
  /** true: Gemini through Vertex AI with the worker's identity, no API key. */
  useVertexAi: bool.default(false),
  vertexLocation: optionalString,
  geminiMaxOutputTokens: positiveInt.default(2048),

  agentmailInboxId: optionalString,
  agentmailInboxClientId: z.string().min(1).default('email-case-service'),
  agentmailBaseUrl: optionalString,

  apiMinInstances: nonNegativeInt.default(0),
  apiMaxInstances: positiveInt.default(10),
  apiConcurrency: positiveInt.max(1000).default(80),
  apiCpu: cpu.default('1'),
  apiMemory: memory.default('512Mi'),
  maxBodyBytes: positiveInt.default(256 * 1024),
  throttleWindowMs: positiveInt.default(60_000),
  throttleCreatePerWindow: positiveInt.default(60),
  throttleOtherPerWindow: positiveInt.default(600),

  workerMinInstances: nonNegativeInt.default(0),
  workerMaxInstances: positiveInt.default(10),
  workerConcurrency: positiveInt.max(1000).default(20),
  workerCpu: cpu.default('1'),
  workerMemory: memory.default('512Mi'),
  /** Pub/Sub, Cloud Tasks and Cloud Scheduler of the same project count as internal traffic. */
  workerIngress: z.enum(['internal', 'all']).default('internal'),
  sweepThresholdMs: positiveInt.default(10 * 60_000),
  webhookTimeoutMs: positiveInt.default(10_000),
  /** FOLLOW_UP_WINDOW_DEFAULT: automated follow-ups only in the counterparty's working hours. */
  followUpWindowDefault: z
    .string()
    .default('MON-FRI 09:00-17:00')
    .refine((v) => !isWindowError(parseWindowSetting(v)), 'always, or DAYS HH:MM-HH:MM such as MON-FRI 09:00-17:00'),
  /** INPUT_TIMEOUT_HOURS_DEFAULT: an input request unanswered this long fails the case input_timeout (14 days). */
  inputTimeoutHoursDefault: positiveInt.max(672).default(336),

  pushMaxDeliveryAttempts: z.coerce.number().int().min(5).max(100).default(10),
  timerMaxAttempts: positiveInt.default(20),
  sweepSchedule: z.string().min(1).default('*/5 * * * *'),
  sweepTimeZone: z.string().min(1).default('Etc/UTC'),

  // Monitoring (alert-policies.ts): where alerts go and when they fire.
  /** Alerts are emailed here when set; without it they still open incidents in the console. */
  alertEmail: optionalString.pipe(z.email().optional()),
  alertDeadLetterMessages: nonNegativeInt.default(0),
  alertWorkerErrorPercent: z.coerce.number().int().min(1).max(100).default(20),
  alertApiErrorsPer5m: nonNegativeInt.default(5),
  alertBrainFailuresPer10m: nonNegativeInt.default(5),
  alertProviderErrorsPer10m: nonNegativeInt.default(5),
  alertWebhookFailurePercent: z.coerce.number().int().min(1).max(100).default(20),
  alertSweepRedrivesPer30m: nonNegativeInt.default(0),
  alertUnroutedEventsPer1h: nonNegativeInt.default(0),
  alertNoFinishHours: z.coerce.number().int().min(1).max(168).default(24),
});

export type InfraSettings = z.infer<typeof settingsSchema>;

export interface InfraSecrets {
  agentmailApiKey: pulumi.Input<string>;
  /** Issued by AgentMail when the webhook is registered: absent on the first deployment. */
  agentmailWebhookSecret: pulumi.Input<string> | undefined;
  /** Needed only for BRAIN=gemini without Vertex AI. */
  geminiApiKey: pulumi.Input<string> | undefined;
}

export interface InfraConfig {
  settings: InfraSettings;
  secrets: InfraSecrets;
  firestoreIndexes: FirestoreIndexFile;
}

export class InfraConfigError extends Error {
  override name = 'InfraConfigError';
}

/** Parses the stack settings; throws naming every bad key at once. */
export function parseInfraSettings(raw: Record<string, string | undefined>): InfraSettings {
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new InfraConfigError(`Invalid stack configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The keys index.ts reads from the project namespace (everything but project and region). */
export const settingKeys = Object.keys(settingsSchema.shape).filter(
  (k) => k !== 'project' && k !== 'region',
) as (keyof InfraSettings)[];

/** Which Gemini credential the worker needs, decided once so IAM, secrets and env agree. */
export function geminiMode(s: InfraSettings): 'none' | 'api-key' | 'vertex' {
  if (s.brain !== 'gemini') return 'none';
  return s.useVertexAi ? 'vertex' : 'api-key';
}

/** Cross-field rules that zod's per-key schema cannot see. */
export function checkInfraConfig(cfg: InfraConfig): void {
  const problems: string[] = [];
  if (geminiMode(cfg.settings) === 'api-key' && cfg.secrets.geminiApiKey === undefined) {
    problems.push('  geminiApiKey: required (as a secret) when brain=gemini without useVertexAi');
  }
  if (cfg.settings.workerMinInstances > cfg.settings.workerMaxInstances) {
    problems.push('  workerMinInstances: greater than workerMaxInstances');
  }
  if (cfg.settings.apiMinInstances > cfg.settings.apiMaxInstances) {
    problems.push('  apiMinInstances: greater than apiMaxInstances');
  }
  if (problems.length > 0) {
    throw new InfraConfigError(`Invalid stack configuration:\n${problems.join('\n')}`);
  }
}
