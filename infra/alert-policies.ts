import * as gcp from '@pulumi/gcp';
import type * as pulumi from '@pulumi/pulumi';
import { apiServiceName, workerServiceName } from './cloud-run.js';
import type { InfraSettings } from './infra-config.js';
import { logMetricType } from './log-metrics.js';

/**
 * The alert policies of docs/operations.md, one per way the service can quietly go wrong.
 * Thresholds are stack settings (Pulumi.yaml); with `alertEmail` set every policy notifies an
 * email channel, without it incidents still open in Cloud Monitoring's console. Each policy's
 * documentation says what it means and what to do first; the runbook has the full steps.
 * Policies on log-based metrics depend on those metrics (Monitoring refuses a filter naming a
 * metric that does not exist yet).
 */

export const deadLetterSubscriptionId = 'case-events-dead-letter';
const RUNBOOK = 'Runbook: docs/operations.md in the repository';

const run = (service: string, more = '') =>
  `resource.type="cloud_run_revision" AND resource.labels.service_name="${service}" AND metric.type="run.googleapis.com/request_count"${more}`;
const logMetric = (name: string, more = '') =>
  `resource.type="cloud_run_revision" AND metric.type="${logMetricType(name)}"${more}`;
/** Sum over every series (revision, label) per period: the whole service's count. */
const summed = (seconds: number) => [
  { alignmentPeriod: `${seconds}s`, perSeriesAligner: 'ALIGN_DELTA', crossSeriesReducer: 'REDUCE_SUM' },
];

export interface AlertSpec {
  /** Pulumi name, and the runbook section's heading. */
  key: string;
  displayName: string;
  severity: 'CRITICAL' | 'ERROR' | 'WARNING';
  condition: gcp.types.input.monitoring.AlertPolicyCondition;
  /** Markdown: what it means, what to do. */
  documentation: string;
}

export function alertSpecs(s: InfraSettings): AlertSpec[] {
  const noFinishQuery = (h: number) =>
    `sum(increase(logging_googleapis_com:user_cases_created[${h}h] offset ${h}h)) > 0 ` +
    `unless sum(increase(logging_googleapis_com:user_cases_finished[${h}h])) > 0`;
  return [
    {
      key: 'dead-letters',
      displayName: 'Case events in the dead-letter subscription',
      severity: 'CRITICAL',
      condition: {
        displayName: `more than ${s.alertDeadLetterMessages} undelivered message(s) in ${deadLetterSubscriptionId}`,
        conditionThreshold: {
          filter: `resource.type="pubsub_subscription" AND resource.labels.subscription_id="${deadLetterSubscriptionId}" AND metric.type="pubsub.googleapis.com/subscription/num_undelivered_messages"`,
          aggregations: [{ alignmentPeriod: '300s', perSeriesAligner: 'ALIGN_MAX' }],
          comparison: 'COMPARISON_GT',
          thresholdValue: s.alertDeadLetterMessages,
          duration: '0s',
        },
      },
      documentation: [
        `The worker failed a case event ${s.pushMaxDeliveryAttempts} times in a row (pushMaxDeliveryAttempts) and Pub/Sub moved it to \`${deadLetterSubscriptionId}\`. That case is not moving: its creation, reply, bounce or answer was not processed.`,
        'What to do: find why the worker failed (Logs Explorer: `resource.labels.service_name="case-worker" severity>=WARNING`), fix it, then replay the dead letters (runbook: "Replay dead letters"); every step is idempotent, a replay never sends twice.',
        RUNBOOK,
      ].join('\n\n'),
    },
    {
      key: 'worker-errors',
      displayName: 'Worker answers 5xx',
      severity: 'CRITICAL',
      condition: {
        displayName: `over ${s.alertWorkerErrorPercent}% of worker requests answer 5xx (10 min)`,
        conditionThreshold: {
          filter: run(workerServiceName, ' AND metric.labels.response_code_class="5xx"'),
          aggregations: summed(600),
          denominatorFilter: run(workerServiceName),
          denominatorAggregations: summed(600),
          comparison: 'COMPARISON_GT',
          thresholdValue: s.alertWorkerErrorPercent / 100,
          duration: '0s',
        },
      },
      documentation: [
        'The worker answers 503 when a step fails transiently (Firestore, the email provider, the brain, Cloud Tasks) so Pub/Sub and Cloud Tasks deliver again with backoff. A few are normal; this many means a dependency is down or a bug fails every step, and events will reach the dead-letter subscription.',
        'What to do: Logs Explorer `resource.labels.service_name="case-worker" jsonPayload.message="transient failure: the queue will deliver again"` names the error; the Provider errors and Brain failures alerts say which dependency.',
        RUNBOOK,
      ].join('\n\n'),
    },
    {
      key: 'api-errors',
      displayName: 'API answers 5xx',
      severity: 'CRITICAL',
      condition: {
        displayName: `more than ${s.alertApiErrorsPer5m} API 5xx in 5 min`,
        conditionThreshold: {
          filter: run(apiServiceName, ' AND metric.labels.response_code_class="5xx"'),
          aggregations: summed(300),
          comparison: 'COMPARISON_GT',
          thresholdValue: s.alertApiErrorsPer5m,
          duration: '0s',
        },
      },
      documentation: [
        'Clients get 500 INTERNAL_ERROR: the API could not read or write Firestore, publish to Pub/Sub, or reach the email provider (transcripts, downloads).',
        'What to do: Logs Explorer `resource.labels.service_name="case-api" severity>=ERROR` shows each failed request with its route and cause.',
        RUNBOOK,
      ].join('\n\n'),
    },
    {
      key: 'brain-failures',
      displayName: 'Brain calls failing',
      severity: 'ERROR',
      condition: {
        displayName: `more than ${s.alertBrainFailuresPer10m} brain failures in 10 min`,
        conditionThreshold: {
          filter: logMetric('brain_failures'),
          aggregations: summed(600),
          comparison: 'COMPARISON_GT',
          thresholdValue: s.alertBrainFailuresPer10m,
          duration: '0s',
        },
      },
      documentation: [
        'Drafting or reading replies fails; the cases wait (their events are delivered again) and reach the dead-letter subscription if it lasts. The `brainFailure` label says why: `auth` (expired or wrong Gemini key, missing Vertex AI role), `rate_limited` (quota), `unavailable`/`timeout` (Google side), `invalid_output` (the model keeps answering what code refuses), `bad_request` (model name).',
        'What to do: Logs Explorer `jsonPayload.opsEvent="brain_failure"`; for `auth` rotate the key (runbook: "Rotate a key").',
        RUNBOOK,
      ].join('\n\n'),
    },
    {
      key: 'provider-errors',
      displayName: 'Email provider errors',
      severity: 'ERROR',
      condition: {
        displayName: `more than ${s.alertProviderErrorsPer10m} provider errors in 10 min`,
        conditionThreshold: {
          filter: logMetric('provider_errors'),
          aggregations: summed(600),
          comparison: 'COMPARISON_GT',
          thresholdValue: s.alertProviderErrorsPer10m,
          duration: '0s',
        },
      },
      documentation: [
        'Calls to AgentMail fail. The `providerError` label says how: `auth` (our API key), `account_limit`, `rate_limited`, `server_error`/`timeout`/`unreachable` (their side or the network) are retried and need time or an operator; `rejected` fails that case with resultStatus REJECTED.',
        'What to do: Logs Explorer `jsonPayload.opsEvent="provider_error"`; for `auth` rotate the AgentMail key (runbook: "Rotate a key").',
        RUNBOOK,
      ].join('\n\n'),
    },
    {
      key: 'webhook-failures',
      displayName: 'Client webhooks failing',
      severity: 'WARNING',
      condition: {
        displayName: `over ${s.alertWebhookFailurePercent}% of webhook attempts fail (1 h)`,
        conditionThreshold: {
          filter: logMetric('webhook_outcomes', ' AND metric.labels.webhookOutcome="failed"'),
          aggregations: summed(3600),
          denominatorFilter: logMetric('webhook_outcomes'),
          denominatorAggregations: summed(3600),
          comparison: 'COMPARISON_GT',
          thresholdValue: s.alertWebhookFailurePercent / 100,
          duration: '0s',
        },
      },
      documentation: [
        "Client webhook endpoints refuse or time out. Each webhook gets exactly one attempt (SPEC); clients can still read the case. Often one client's endpoint is down.",
        'What to do: Logs Explorer `jsonPayload.opsEvent="webhook_outcome" jsonPayload.webhookOutcome="failed"` shows the host and HTTP status of each; tell that client.',
        RUNBOOK,
      ].join('\n\n'),
    },
    {
      key: 'sweep-redrives',
      displayName: 'Sweeper re-drives left-behind work',
      severity: 'WARNING',
      condition: {
        displayName: `more than ${s.alertSweepRedrivesPer30m} sweeper re-drives in 30 min`,
        conditionThreshold: {
          filter: logMetric('sweep_redrives'),
          aggregations: summed(1800),
          comparison: 'COMPARISON_GT',
          thresholdValue: s.alertSweepRedrivesPer30m,
          duration: '0s',
        },
      },
      documentation: [
        `The sweep job found cases or webhook deliveries left behind longer than ${s.sweepThresholdMs / 60_000} min (sweepThresholdMs): a lost Pub/Sub message or Cloud Task, a crash between steps. It re-drives them, so cases recover; a steady stream means tasks are being lost.`,
        'What to do: Logs Explorer `jsonPayload.opsEvent="sweep_redrive"` gives the kind (`redriveKind`) and case ids; check the Cloud Tasks queues and the push subscription.',
        RUNBOOK,
      ].join('\n\n'),
    },
    {
      key: 'unrouted-events',
      displayName: 'Provider events that belong to no case',
      severity: 'WARNING',
      condition: {
        displayName: `more than ${s.alertUnroutedEventsPer1h} unrouted provider events in 1 h`,
        conditionThreshold: {
          filter: logMetric('unrouted_events'),
          aggregations: summed(3600),
          comparison: 'COMPARISON_GT',
          thresholdValue: s.alertUnroutedEventsPer1h,
          duration: '0s',
        },
      },
      documentation: [
        'AgentMail delivered a reply, bounce, complaint or rejection for a thread that no case recorded, and none did within PARKED_EVENT_UNROUTED_AFTER_MS (1 h) of its arrival. It was acknowledged and kept (collection `parkedEvents`, state `unrouted`, deleted by TTL 30 days after it arrived), not dropped. Usually mail someone started on a new thread to our inbox; it can also be the answer to an email whose send was never recorded (a case cancelled or failed while its send was in flight).',
        'What to do: `npm run admin -- unrouted-events` lists them (thread, inbox, message id, kind, when); read the message in AgentMail. If it belongs to a case, the runbook says how to hand it over ("Unrouted provider events").',
        RUNBOOK,
      ].join('\n\n'),
    },
    {
      key: 'no-case-finished',
      displayName: 'No case finished while cases run',
      severity: 'ERROR',
      condition: {
        displayName: `cases created ${s.alertNoFinishHours}-${2 * s.alertNoFinishHours} h ago, none finished in the last ${s.alertNoFinishHours} h`,
        conditionPrometheusQueryLanguage: {
          query: noFinishQuery(s.alertNoFinishHours),
          duration: '600s',
          evaluationInterval: '300s',
        },
      },
      documentation: [
        `Cases were created between ${s.alertNoFinishHours} and ${2 * s.alertNoFinishHours} hours ago, yet no case completed or failed in the last ${s.alertNoFinishHours} hours: work is stuck (timers not firing, replies not processed, the worker failing every step). With long follow-up delays and few cases this can be legitimate: raise alertNoFinishHours.`,
        'What to do: Logs Explorer `resource.labels.service_name="case-worker" jsonPayload.message="event applied"` shows whether the worker moves cases at all; check the dead-letter and worker 5xx alerts, then re-drive a case (runbook: "Re-drive a case").',
        RUNBOOK,
      ].join('\n\n'),
    },
  ];
}

export function createAlertPolicies(
  s: InfraSettings,
  input: { logMetrics: gcp.logging.Metric[] },
  opts: pulumi.CustomResourceOptions,
) {
  const channel = s.alertEmail
    ? new gcp.monitoring.NotificationChannel(
        'alert-email',
        {
          project: s.project,
          displayName: `Email Case Service alerts (${s.alertEmail})`,
          type: 'email',
          labels: { email_address: s.alertEmail },
        },
        opts,
      )
    : undefined;
  const dependsOn = [...((opts.dependsOn as pulumi.Resource[] | undefined) ?? []), ...input.logMetrics];
  const policies = alertSpecs(s).map(
    (a) =>
      new gcp.monitoring.AlertPolicy(
        `alert-${a.key}`,
        {
          project: s.project,
          displayName: `Email Case Service: ${a.displayName}`,
          severity: a.severity,
          combiner: 'OR',
          conditions: [a.condition],
          documentation: {
            mimeType: 'text/markdown',
            subject: `Email Case Service: ${a.displayName}`,
            content: a.documentation,
          },
          notificationChannels: channel ? [channel.name] : [],
          alertStrategy: { autoClose: '604800s' },
        },
        { ...opts, dependsOn },
      ),
  );
  return { channel, policies };
}
