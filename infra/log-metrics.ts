import * as gcp from '@pulumi/gcp';
import type * as pulumi from '@pulumi/pulumi';
import { OPS_EVENT_FIELD, OPS_EVENT_LABELS, OPS_EVENT_NAMES, type OpsEventName } from '../shared/ops-events.js';
import type { InfraSettings } from './infra-config.js';

/**
 * One log-based counter per ops event (shared/ops-events.ts): the services write one JSON line
 * per event with `opsEvent` and its label fields; Cloud Run turns each stdout line into a log
 * entry whose jsonPayload is that object. Filters and label extractors are built from the same
 * module the services log with, so the two cannot drift apart silently; the tests evaluate
 * every filter against lines the services wrote while running real flows.
 */

export interface LogMetricSpec {
  event: OpsEventName;
  /** The metric id: `logging.googleapis.com/user/<name>` in Cloud Monitoring. */
  name: string;
  description: string;
  filter: string;
  /** label → `EXTRACT(jsonPayload.<field>)` */
  labelExtractors: Record<string, string>;
}

const METRICS: Record<OpsEventName, { name: string; description: string }> = {
  case_created: { name: 'cases_created', description: 'Cases created (POST /cases answered 201), by plan' },
  case_finished: {
    name: 'cases_finished',
    description: 'Cases that reached COMPLETED or FAILED, by status and resultStatus',
  },
  email_sent: { name: 'emails_sent', description: 'Emails the provider accepted, by kind (initial, follow_up, reply)' },
  inbound_read: { name: 'inbound_emails', description: 'Inbound emails read, by origin and how the brain read them' },
  brain_call: { name: 'brain_calls', description: 'Brain calls, by brain, call and outcome' },
  brain_failure: { name: 'brain_failures', description: 'Failed brain calls, by brain, call and reason' },
  provider_error: {
    name: 'provider_errors',
    description: 'Failed email provider calls, by operation, kind and whether a retry may succeed',
  },
  webhook_outcome: {
    name: 'webhook_outcomes',
    description: 'Client webhook attempts, by outcome (delivered, failed, blocked)',
  },
  sweep_redrive: {
    name: 'sweep_redrives',
    description: 'Cases and deliveries the sweeper found left behind and re-drove, by kind',
  },
  usage_limit_refused: {
    name: 'usage_limit_refusals',
    description: 'POST /cases refused with USAGE_LIMIT_REACHED, by plan',
  },
  throttle_refused: {
    name: 'throttle_refusals',
    description: 'Requests refused with RATE_LIMITED by the per-key throttle, by route',
  },
  provider_event: {
    name: 'provider_events',
    description:
      'Signed AgentMail events, by what the receiver did (published, parked, or acknowledged without acting)',
  },
  parked_event_released: {
    name: 'parked_events_released',
    description:
      'Parked provider events handed to their case once its send was recorded, by who released them and kind',
  },
  unrouted_event: {
    name: 'unrouted_events',
    description: 'Provider events that belong to no case (kept for inspection in parkedEvents), by kind',
  },
  worker_event_unacted: {
    name: 'worker_events_unacted',
    description: 'Queue messages the worker acknowledged without acting, by event type and cause',
  },
};

/** The jsonPayload path of a field the services log (Cloud Logging's filter and EXTRACT syntax). */
export const payloadField = (field: string) => `jsonPayload.${field}`;

export function logMetricSpecs(): LogMetricSpec[] {
  return OPS_EVENT_NAMES.map((event) => ({
    event,
    ...METRICS[event],
    filter: `resource.type="cloud_run_revision" AND ${payloadField(OPS_EVENT_FIELD)}="${event}"`,
    labelExtractors: Object.fromEntries(
      OPS_EVENT_LABELS[event].map((label) => [label, `EXTRACT(${payloadField(label)})`]),
    ),
  }));
}

/** The Cloud Monitoring metric type of a log-based metric. */
export const logMetricType = (name: string) => `logging.googleapis.com/user/${name}`;

export function createLogMetrics(s: InfraSettings, opts: pulumi.CustomResourceOptions) {
  return logMetricSpecs().map(
    (spec) =>
      new gcp.logging.Metric(
        `metric-${spec.name}`,
        {
          project: s.project,
          name: spec.name,
          description: spec.description,
          filter: spec.filter,
          metricDescriptor: {
            metricKind: 'DELTA',
            valueType: 'INT64',
            unit: '1',
            displayName: spec.name.replace(/_/g, ' '),
            labels: Object.keys(spec.labelExtractors).map((key) => ({ key, valueType: 'STRING' })),
          },
          labelExtractors: spec.labelExtractors,
        },
        opts,
      ),
  );
}
