import * as gcp from '@pulumi/gcp';
import type * as pulumi from '@pulumi/pulumi';
import { apiServiceName, workerServiceName } from './cloud-run.js';
import { deadLetterSubscriptionId } from './alert-policies.js';
import type { InfraSettings } from './infra-config.js';
import { logMetricSpecs, logMetricType } from './log-metrics.js';

/**
 * One dashboard for a first look at an incident, top to bottom: is work piling up (dead letters,
 * Pub/Sub backlog), are the services failing (5xx by service), which dependency (brain, provider,
 * webhooks), is work being lost (sweeper re-drives), then the business flow (cases, emails,
 * replies, refusals) and Cloud Run's own latency, instances and CPU.
 */

export interface ChartSpec {
  title: string;
  /** A Cloud Monitoring time-series filter: names the metric type and its resource. */
  filter: string;
  aligner: 'ALIGN_DELTA' | 'ALIGN_RATE' | 'ALIGN_MAX' | 'ALIGN_MEAN' | 'ALIGN_PERCENTILE_95' | 'ALIGN_PERCENTILE_99';
  reducer: 'REDUCE_SUM' | 'REDUCE_MAX' | 'REDUCE_MEAN' | 'REDUCE_NONE';
  /** Series kept apart (e.g. `metric.labels.status`); the rest are summed. */
  groupBy: string[];
  plot: 'LINE' | 'STACKED_BAR';
}

const runMetric = (metric: string, service?: string) =>
  `resource.type="cloud_run_revision" AND metric.type="run.googleapis.com/${metric}"` +
  (service ? ` AND resource.labels.service_name="${service}"` : '');
const subscription = (metric: string, id: string) =>
  `resource.type="pubsub_subscription" AND resource.labels.subscription_id="${id}" AND metric.type="pubsub.googleapis.com/subscription/${metric}"`;

/** Every log-based metric's chart, grouped by all its labels, in the order of the rows below. */
function logMetricCharts(): Map<string, ChartSpec> {
  return new Map(
    logMetricSpecs().map((m) => [
      m.name,
      {
        title: m.description,
        filter: `resource.type="cloud_run_revision" AND metric.type="${logMetricType(m.name)}"`,
        aligner: 'ALIGN_DELTA',
        reducer: 'REDUCE_SUM',
        groupBy: Object.keys(m.labelExtractors).map((l) => `metric.labels.${l}`),
        plot: 'STACKED_BAR',
      } satisfies ChartSpec,
    ]),
  );
}

/** Rows of charts, two or three a row. */
export function dashboardRows(): ChartSpec[][] {
  const log = logMetricCharts();
  const take = (name: string) => {
    const chart = log.get(name);
    if (!chart) throw new Error(`no log-based metric ${name}`);
    log.delete(name);
    return chart;
  };
  const requests = (service: string): ChartSpec => ({
    title: `${service}: requests by response class`,
    filter: runMetric('request_count', service),
    aligner: 'ALIGN_RATE',
    reducer: 'REDUCE_SUM',
    groupBy: ['metric.labels.response_code_class'],
    plot: 'STACKED_BAR',
  });
  const rows: ChartSpec[][] = [
    [
      {
        title: 'Dead letters: case events the worker gave up on',
        filter: subscription('num_undelivered_messages', deadLetterSubscriptionId),
        aligner: 'ALIGN_MAX',
        reducer: 'REDUCE_MAX',
        groupBy: [],
        plot: 'LINE',
      },
      {
        title: 'Pub/Sub backlog: case events waiting for the worker',
        filter: subscription('num_undelivered_messages', 'case-events-worker'),
        aligner: 'ALIGN_MAX',
        reducer: 'REDUCE_MAX',
        groupBy: [],
        plot: 'LINE',
      },
      {
        title: 'Pub/Sub: age of the oldest unacked case event (s)',
        filter: subscription('oldest_unacked_message_age', 'case-events-worker'),
        aligner: 'ALIGN_MAX',
        reducer: 'REDUCE_MAX',
        groupBy: [],
        plot: 'LINE',
      },
    ],
    [requests(workerServiceName), requests(apiServiceName)],
    [take('brain_failures'), take('provider_errors'), take('webhook_outcomes')],
    [take('sweep_redrives'), take('unrouted_events'), take('brain_calls')],
    [take('provider_events'), take('parked_events_released'), take('worker_events_unacted')],
    [take('cases_created'), take('cases_finished'), take('emails_sent')],
    [take('inbound_emails'), take('usage_limit_refusals'), take('throttle_refusals')],
    [
      {
        title: 'Request latency p95 (ms), by service',
        filter: runMetric('request_latencies'),
        aligner: 'ALIGN_PERCENTILE_95',
        reducer: 'REDUCE_MAX',
        groupBy: ['resource.labels.service_name'],
        plot: 'LINE',
      },
      {
        title: 'Instances, by service',
        filter: runMetric('container/instance_count'),
        aligner: 'ALIGN_MAX',
        reducer: 'REDUCE_SUM',
        groupBy: ['resource.labels.service_name'],
        plot: 'LINE',
      },
      {
        title: 'CPU utilization p95, by service',
        filter: runMetric('container/cpu/utilizations'),
        aligner: 'ALIGN_PERCENTILE_95',
        reducer: 'REDUCE_MAX',
        groupBy: ['resource.labels.service_name'],
        plot: 'LINE',
      },
    ],
  ];
  if (log.size > 0) rows.push([...log.values()]); // a metric added later still gets its chart
  return rows;
}

const COLUMNS = 48;
const HEIGHT = 16;

/** The dashboard as Cloud Monitoring's JSON (mosaic layout, one xyChart per tile). */
export function dashboardJson(s: InfraSettings): string {
  const tiles = dashboardRows().flatMap((row, r) => {
    const width = Math.floor(COLUMNS / row.length);
    return row.map((c, i) => ({
      xPos: i * width,
      yPos: r * HEIGHT,
      width,
      height: HEIGHT,
      widget: {
        title: c.title,
        xyChart: {
          dataSets: [
            {
              plotType: c.plot,
              targetAxis: 'Y1',
              timeSeriesQuery: {
                timeSeriesFilter: {
                  filter: c.filter,
                  aggregation: {
                    alignmentPeriod: '60s',
                    perSeriesAligner: c.aligner,
                    crossSeriesReducer: c.reducer,
                    ...(c.groupBy.length > 0 ? { groupByFields: c.groupBy } : {}),
                  },
                },
              },
            },
          ],
          yAxis: { scale: 'LINEAR' },
        },
      },
    }));
  });
  return JSON.stringify({
    displayName: `Email Case Service (${s.project})`,
    mosaicLayout: { columns: COLUMNS, tiles },
  });
}

export function createDashboard(
  s: InfraSettings,
  input: { logMetrics: gcp.logging.Metric[] },
  opts: pulumi.CustomResourceOptions,
) {
  const dependsOn = [...((opts.dependsOn as pulumi.Resource[] | undefined) ?? []), ...input.logMetrics];
  return new gcp.monitoring.Dashboard(
    'dashboard',
    { project: s.project, dashboardJson: dashboardJson(s) },
    { ...opts, dependsOn },
  );
}
