import type * as gcp from '@pulumi/gcp';
import type * as pulumi from '@pulumi/pulumi';
import type { InfraSettings } from './infra-config.js';
import type { ManagedSecret, Secrets } from './secrets.js';

/**
 * The environment of each Cloud Run service, in the exact variable names of shared/config.ts.
 * Each service gets only what it reads. Keys are never plain values: they are Secret Manager
 * references resolved by Cloud Run at instance start. PORT is Cloud Run's to set (reserved).
 */

type Env = gcp.types.input.cloudrunv2.ServiceTemplateContainerEnv;

/** The port both containers listen on; the worker reads it as WORKER_PORT. */
export const containerPort = 8080;

const plain = (name: string, value: pulumi.Input<string> | number | boolean | undefined): Env[] =>
  value === undefined
    ? []
    : [{ name, value: typeof value === 'number' || typeof value === 'boolean' ? String(value) : value }];

const fromSecret = (name: string, managed: ManagedSecret | undefined): Env[] =>
  managed?.version === undefined
    ? []
    : [{ name, valueSource: { secretKeyRef: { secret: managed.secret.secretId, version: managed.version.version } } }];

function commonEnv(s: InfraSettings, secrets: Secrets): Env[] {
  return [
    ...plain('NODE_ENV', 'production'),
    ...plain('LOG_LEVEL', s.logLevel),
    ...plain('GOOGLE_CLOUD_PROJECT', s.project),
    ...plain('CASE_EVENTS_TOPIC', 'case-events'),
    ...plain('AGENTMAIL_INBOX_ID', s.agentmailInboxId),
    ...plain('AGENTMAIL_INBOX_CLIENT_ID', s.agentmailInboxClientId),
    ...plain('AGENTMAIL_BASE_URL', s.agentmailBaseUrl),
    ...fromSecret('AGENTMAIL_API_KEY', secrets.agentmailApiKey),
  ];
}

export function apiEnv(s: InfraSettings, secrets: Secrets): Env[] {
  return [
    ...commonEnv(s, secrets),
    ...plain('MAX_BODY_BYTES', s.maxBodyBytes),
    ...plain('THROTTLE_WINDOW_MS', s.throttleWindowMs),
    ...plain('THROTTLE_CREATE_PER_WINDOW', s.throttleCreatePerWindow),
    ...plain('THROTTLE_OTHER_PER_WINDOW', s.throttleOtherPerWindow),
    ...fromSecret('AGENTMAIL_WEBHOOK_SECRET', secrets.agentmailWebhookSecret),
  ];
}

export interface WorkerEnvInput {
  workerUrl: pulumi.Input<string>;
  tasksServiceAccountEmail: pulumi.Input<string>;
}

export function workerEnv(s: InfraSettings, secrets: Secrets, input: WorkerEnvInput): Env[] {
  return [
    ...commonEnv(s, secrets),
    ...plain('WORKER_PORT', containerPort),
    ...plain('WORKER_URL', input.workerUrl),
    ...plain('SWEEP_THRESHOLD_MS', s.sweepThresholdMs),
    ...plain('TASKS_LOCATION', s.region),
    ...plain('TASKS_TIMER_QUEUE', 'case-timers'),
    ...plain('TASKS_WEBHOOK_QUEUE', 'case-webhooks'),
    ...plain('TASKS_INVOKER_SERVICE_ACCOUNT', input.tasksServiceAccountEmail),
    ...plain('WEBHOOK_TIMEOUT_MS', s.webhookTimeoutMs),
    ...plain('FOLLOW_UP_WINDOW_DEFAULT', s.followUpWindowDefault),
    ...plain('INPUT_TIMEOUT_HOURS_DEFAULT', s.inputTimeoutHoursDefault),
    ...plain('BRAIN', s.brain),
    ...plain('GEMINI_MODEL', s.geminiModel),
    ...plain('GEMINI_MAX_OUTPUT_TOKENS', s.geminiMaxOutputTokens),
    ...plain('GOOGLE_GENAI_USE_VERTEXAI', s.brain === 'gemini' && s.useVertexAi),
    ...plain('GOOGLE_CLOUD_LOCATION', s.vertexLocation ?? s.region),
    ...fromSecret('GEMINI_API_KEY', secrets.geminiApiKey),
  ];
}
