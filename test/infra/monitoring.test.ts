import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPS_EVENT_FIELD, OPS_EVENT_LABELS, OPS_EVENT_NAMES } from '../../shared/ops-events.js';
import { runOpsFlows } from '../support/ops-flows.js';
import { extract, logEntryFromStdout, matchesFilter, type LogEntry } from '../support/cloud-logging-filter.js';
import { InfraConfigError, parseInfraSettings } from '../../infra/infra-config.js';
import { config, type MockRun, ofType, one, runProgram, settings } from './pulumi-harness.js';

/**
 * What watches the deployment, under Pulumi mocks: the log-based metrics, the alert policies and
 * the dashboard, checked against each other and against log lines the services really wrote.
 * The lines come from runOpsFlows (test/support/ops-flows.ts), which drives the API, the worker
 * and the Gemini brain through real flows; each line becomes the log entry Cloud Run would make
 * of it, and each registered metric's filter and label extractors are evaluated on those entries.
 */

const METRIC = 'gcp:logging/metric:Metric';
const POLICY = 'gcp:monitoring/alertPolicy:AlertPolicy';
const SERVICE_NAMES: Record<string, string> = { api: 'case-api', worker: 'case-worker' };

let run: MockRun;
let entries: LogEntry[];

beforeAll(async () => {
  run = await runProgram(config(settings({ alertEmail: 'oncall@acme.example' })));
  const { lines } = await runOpsFlows();
  entries = lines.map((line) => {
    const service = (JSON.parse(line) as { service?: string }).service ?? '';
    return logEntryFromStdout(line, {
      type: 'cloud_run_revision',
      labels: { service_name: SERVICE_NAMES[service] ?? service },
    });
  });
}, 120_000);

const metrics = () => ofType(run, METRIC);
const metricNamed = (name: string) => one(run, METRIC, `metric-${name}`).inputs;
const matching = (filter: string) => entries.filter((e) => matchesFilter(filter, e));
/** The label values a metric would record, one object per matching line. */
const recorded = (name: string) => {
  const m = metricNamed(name);
  return matching(m.filter).map((e) =>
    Object.fromEntries(
      Object.entries(m.labelExtractors as Record<string, string>).map(([label, ex]) => [label, extract(ex, e)]),
    ),
  );
};

describe('log-based metrics against the lines the services wrote', () => {
  it('has one counter per ops event, each counting lines the services really wrote, with every label filled', () => {
    expect(metrics()).toHaveLength(OPS_EVENT_NAMES.length);
    for (const m of metrics()) {
      const hits = matching(m.inputs.filter);
      expect(hits.length, `${m.inputs.name}: no service line matches ${m.inputs.filter}`).toBeGreaterThan(0);
      expect(m.inputs.metricDescriptor).toMatchObject({ metricKind: 'DELTA', valueType: 'INT64' });
      const declared = (m.inputs.metricDescriptor.labels as { key: string }[]).map((l) => l.key).sort();
      expect(Object.keys(m.inputs.labelExtractors).sort()).toEqual(declared);
      for (const e of hits) {
        for (const [label, ex] of Object.entries(m.inputs.labelExtractors as Record<string, string>)) {
          expect(extract(ex, e), `${m.inputs.name}.${label} in ${JSON.stringify(e.jsonPayload)}`).toBeTypeOf('string');
        }
      }
    }
  });

  it('counts each ops event only from its own lines: filters never overlap', () => {
    for (const e of entries) {
      const counted = metrics().filter((m) => matchesFilter(m.inputs.filter, e));
      expect(counted.length, JSON.stringify(e.jsonPayload)).toBeLessThanOrEqual(1);
      if (counted.length === 1) expect(e.jsonPayload[OPS_EVENT_FIELD]).toBeDefined();
    }
  });

  it('labels the flows as they happened', () => {
    expect(recorded('cases_created')).toContainEqual({ plan: 'BASE_PRO' });
    expect(recorded('cases_finished')).toEqual(
      expect.arrayContaining([
        { status: 'COMPLETED', resultStatus: 'goal_achieved' },
        { status: 'FAILED', resultStatus: 'failed_rejected' },
      ]),
    );
    expect(recorded('emails_sent')).toContainEqual({ emailKind: 'initial' });
    expect(recorded('inbound_emails')).toEqual(
      expect.arrayContaining([
        { inboundOrigin: 'counterparty', inboundReading: 'goal_achieved' },
        { inboundOrigin: 'counterparty', inboundReading: 'rejected' },
      ]),
    );
    expect(recorded('brain_calls')).toEqual(
      expect.arrayContaining([
        { brain: 'offline', brainCall: 'draft_initial', brainOutcome: 'ok' },
        { brain: 'offline', brainCall: 'evaluate_reply', brainOutcome: 'ok' },
        { brain: 'gemini', brainCall: 'draft_initial', brainOutcome: 'failed' },
      ]),
    );
    expect(recorded('brain_failures')).toEqual([
      { brain: 'gemini', brainCall: 'draft_initial', brainFailure: 'unavailable' },
    ]);
    expect(recorded('provider_errors')).toContainEqual({
      providerOp: 'send',
      providerError: 'server_error',
      retryable: 'true',
    });
    expect(recorded('webhook_outcomes')).toEqual(
      expect.arrayContaining([{ webhookOutcome: 'delivered' }, { webhookOutcome: 'failed' }]),
    );
    expect(recorded('sweep_redrives')).toContainEqual({ redriveKind: 'pending_effects' });
    expect(recorded('usage_limit_refusals')).toEqual([{ plan: 'SANDBOX' }]);
    expect(recorded('throttle_refusals')).toEqual([{ throttledRoute: 'other' }]);
    expect(recorded('provider_events')).toEqual(
      expect.arrayContaining([{ providerEventOutcome: 'published' }, { providerEventOutcome: 'parked' }]),
    );
    expect(recorded('parked_events_released')).toContainEqual({
      releasedBy: 'send_commit',
      emailEventKind: 'received',
    });
    expect(recorded('unrouted_events')).toEqual([{ emailEventKind: 'received' }]);
    expect(recorded('worker_events_unacted')).toContainEqual({
      workerEvent: 'CASE_CREATED',
      unactedCause: 'duplicate',
    });
  });

  it('counts lines from the service that writes them (api or worker)', () => {
    const services = (name: string) =>
      new Set(matching(metricNamed(name).filter).map((e) => e.resource.labels.service_name));
    expect(services('cases_created')).toEqual(new Set(['case-api']));
    expect(services('throttle_refusals')).toEqual(new Set(['case-api']));
    expect(services('cases_finished')).toEqual(new Set(['case-worker']));
    expect(services('provider_errors')).toEqual(new Set(['case-worker']));
    expect(services('provider_events')).toEqual(new Set(['case-api']));
    expect(services('unrouted_events')).toEqual(new Set(['case-worker']));
  });

  it('never carries ids, addresses or free text in labels: every label is a declared ops field', () => {
    const allowed = new Set<string>(Object.values(OPS_EVENT_LABELS).flat());
    for (const m of metrics()) {
      for (const ex of Object.values(m.inputs.labelExtractors as Record<string, string>)) {
        const field = ex.match(/^EXTRACT\(jsonPayload\.(\w+)\)$/)?.[1];
        expect(field && allowed.has(field), ex).toBe(true);
        expect(field).not.toMatch(/id$|Id$|address|url|message|reason$/i);
      }
    }
  });
});

/** Metric types an alert or chart may name: this program's log-based metrics and Google's own. */
function namedMetrics(text: string): string[] {
  const types = [...text.matchAll(/metric\.type="([^"]+)"/g)].map((m) => m[1]!);
  const promql = [...text.matchAll(/logging_googleapis_com:user_(\w+)/g)].map(
    (m) => `logging.googleapis.com/user/${m[1]}`,
  );
  return [...types, ...promql];
}
const BUILT_IN = new Set([
  'run.googleapis.com/request_count',
  'run.googleapis.com/request_latencies',
  'run.googleapis.com/container/instance_count',
  'run.googleapis.com/container/cpu/utilizations',
  'pubsub.googleapis.com/subscription/num_undelivered_messages',
  'pubsub.googleapis.com/subscription/oldest_unacked_message_age',
]);
const exists = (type: string) =>
  BUILT_IN.has(type) || metrics().some((m) => `logging.googleapis.com/user/${m.inputs.name}` === type);

describe('alert policies', () => {
  const expected = [
    'dead-letters',
    'worker-errors',
    'api-errors',
    'brain-failures',
    'provider-errors',
    'webhook-failures',
    'sweep-redrives',
    'unrouted-events',
    'no-case-finished',
  ];

  it('covers each failure the runbook names, each with documentation of what it means and what to do', () => {
    expect(ofType(run, POLICY).map((p) => p.name)).toEqual(expected.map((k) => `alert-${k}`));
    for (const p of ofType(run, POLICY)) {
      expect(p.inputs.documentation.mimeType).toBe('text/markdown');
      expect(p.inputs.documentation.content).toMatch(/What to do:/);
      expect(p.inputs.documentation.content).toMatch(/docs\/operations\.md/);
      expect(p.inputs.conditions).toHaveLength(1);
    }
  });

  it('names only metrics that exist, and waits for the log-based ones to be created', () => {
    for (const p of ofType(run, POLICY)) {
      const c = p.inputs.conditions[0];
      const texts = [
        c.conditionThreshold?.filter,
        c.conditionThreshold?.denominatorFilter,
        c.conditionPrometheusQueryLanguage?.query,
      ];
      const named = texts.filter((t): t is string => typeof t === 'string').flatMap(namedMetrics);
      expect(named.length, p.name).toBeGreaterThan(0);
      for (const type of named) {
        expect(exists(type), `${p.name}: ${type}`).toBe(true);
        const logMetric = type.match(/^logging\.googleapis\.com\/user\/(\w+)$/)?.[1];
        if (logMetric) expect(p.dependsOn, p.name).toContain(`${METRIC}::metric-${logMetric}`);
      }
    }
  });

  it('watches the dead-letter subscription the program creates, and each service by its name', () => {
    const dl = one(run, POLICY, 'alert-dead-letters').inputs.conditions[0].conditionThreshold;
    const sub = one(run, 'gcp:pubsub/subscription:Subscription', 'case-events-dead-letter').inputs.name;
    expect(dl.filter).toContain(`resource.labels.subscription_id="${sub}"`);
    const services = ofType(run, 'gcp:cloudrunv2/service:Service').map((s) => s.inputs.name);
    expect(one(run, POLICY, 'alert-worker-errors').inputs.conditions[0].conditionThreshold.filter).toContain(
      `service_name="${services[1]}"`,
    );
    expect(one(run, POLICY, 'alert-api-errors').inputs.conditions[0].conditionThreshold.filter).toContain(
      `service_name="${services[0]}"`,
    );
  });

  it('takes thresholds from the stack config, with the defaults of Pulumi.yaml', async () => {
    const threshold = (r: MockRun, key: string) =>
      one(r, POLICY, `alert-${key}`).inputs.conditions[0].conditionThreshold.thresholdValue;
    expect(threshold(run, 'worker-errors')).toBe(0.2);
    expect(threshold(run, 'dead-letters')).toBe(0);
    const tuned = await runProgram(
      config(
        settings({
          alertWorkerErrorPercent: '50',
          alertApiErrorsPer5m: '9',
          alertDeadLetterMessages: '3',
          alertNoFinishHours: '6',
          alertWebhookFailurePercent: '40',
        }),
      ),
    );
    expect(threshold(tuned, 'worker-errors')).toBe(0.5);
    expect(threshold(tuned, 'api-errors')).toBe(9);
    expect(threshold(tuned, 'dead-letters')).toBe(3);
    expect(threshold(tuned, 'webhook-failures')).toBe(0.4);
    expect(
      one(tuned, POLICY, 'alert-no-case-finished').inputs.conditions[0].conditionPrometheusQueryLanguage.query,
    ).toMatch(/\[6h\] offset 6h\)\) > 0 unless .*\[6h\]\)\) > 0$/);
    // Without alertEmail: no channel, incidents in the console only.
    expect(ofType(tuned, 'gcp:monitoring/notificationChannel:NotificationChannel')).toEqual([]);
    expect(ofType(tuned, POLICY).every((p) => p.inputs.notificationChannels.length === 0)).toBe(true);
  });

  it('refuses an alertEmail that is not an address and percentages outside 1-100, naming each', () => {
    let error: unknown;
    try {
      parseInfraSettings({
        project: 'p',
        region: 'r',
        alertEmail: 'oncall',
        alertWorkerErrorPercent: '150',
        alertWebhookFailurePercent: '0',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(InfraConfigError);
    for (const key of ['alertEmail', 'alertWorkerErrorPercent', 'alertWebhookFailurePercent'])
      expect(String(error)).toContain(key);
    expect(parseInfraSettings({ project: 'p', region: 'r', alertEmail: ' ' }).alertEmail).toBeUndefined();
  });

  it('notifies the alertEmail channel from every policy when one is set', () => {
    const channel = one(run, 'gcp:monitoring/notificationChannel:NotificationChannel', 'alert-email').inputs;
    expect(channel).toMatchObject({ type: 'email', labels: { email_address: 'oncall@acme.example' } });
    // The channel's `name` output (projects/.../notificationChannels/ID in Google; the mock's
    // computed name is the resource name): every policy names it.
    for (const p of ofType(run, POLICY)) expect(p.inputs.notificationChannels).toEqual(['alert-email']);
  });
});

/** One tile of the dashboard's mosaic layout, as the tests read it. */
interface DashboardTile {
  xPos: number;
  yPos: number;
  width: number;
  height: number;
  widget: { title: string; xyChart: { dataSets: { timeSeriesQuery: { timeSeriesFilter: { filter: string } } }[] } };
}

describe('the dashboard', () => {
  const tiles = (): DashboardTile[] =>
    JSON.parse(one(run, 'gcp:monitoring/dashboard:Dashboard', 'dashboard').inputs.dashboardJson).mosaicLayout.tiles;
  const filters = () => tiles().map((t) => t.widget.xyChart.dataSets[0]!.timeSeriesQuery.timeSeriesFilter.filter);

  it('charts every log-based metric, Cloud Run latency, instances and CPU, and the Pub/Sub backlog', () => {
    const charted = new Set(filters().flatMap(namedMetrics));
    for (const m of metrics()) expect(charted, m.inputs.name).toContain(`logging.googleapis.com/user/${m.inputs.name}`);
    for (const type of BUILT_IN) expect(charted, type).toContain(type);
    expect(
      filters().some(
        (f) => f.includes('subscription_id="case-events-worker"') && f.includes('num_undelivered_messages'),
      ),
    ).toBe(true);
  });

  it('names only metrics that exist, one per widget, and lays the tiles out without overlap', () => {
    for (const f of filters()) {
      expect(namedMetrics(f)).toHaveLength(1);
      expect(exists(namedMetrics(f)[0]!), f).toBe(true);
    }
    const cells = new Set<string>();
    for (const t of tiles()) {
      expect(t.xPos + t.width).toBeLessThanOrEqual(48);
      for (let x = t.xPos; x < t.xPos + t.width; x++) {
        for (let y = t.yPos; y < t.yPos + t.height; y++) {
          expect(cells.has(`${x},${y}`), t.widget.title).toBe(false);
          cells.add(`${x},${y}`);
        }
      }
    }
    // Incident first: the dead letters are the top-left tile.
    expect(tiles()[0]).toMatchObject({ xPos: 0, yPos: 0 });
    expect(filters()[0]).toContain('case-events-dead-letter');
  });
});

describe('the runbook (docs/operations.md)', () => {
  const runbook = readFileSync('docs/operations.md', 'utf8');

  it('lists every metric, and has a section for every alert with its setting', () => {
    for (const m of metrics()) expect(runbook, m.inputs.name).toContain(`| \`${m.inputs.name}\` |`);
    for (const p of ofType(run, POLICY)) {
      const title = String(p.inputs.displayName).replace(/^Email Case Service: /, '');
      expect(runbook, title).toContain(`### ${title}\n`);
    }
    for (const key of Object.keys(settings()).filter((k) => k.startsWith('alert') && k !== 'alertEmail')) {
      expect(runbook, key).toContain(`\`${key}\``);
    }
  });
});

describe('health probes', () => {
  it('gives both services startup and liveness probes on /healthz, on the port they listen on', () => {
    for (const name of ['api', 'worker']) {
      const c = one(run, 'gcp:cloudrunv2/service:Service', name).inputs.template.containers[0];
      for (const probe of [c.startupProbe, c.livenessProbe]) {
        expect(probe.httpGet, name).toEqual({ path: '/healthz', port: c.ports.containerPort });
      }
      // Within Cloud Run's 240 s limit for a startup probe.
      expect(c.startupProbe.periodSeconds * c.startupProbe.failureThreshold).toBeLessThanOrEqual(240);
    }
  });

  it('enables the Logging and Monitoring APIs the metrics and alerts live in', () => {
    const apis = ofType(run, 'gcp:projects/service:Service').map((r) => r.inputs.service);
    expect(apis).toEqual(expect.arrayContaining(['logging.googleapis.com', 'monitoring.googleapis.com']));
  });
});
