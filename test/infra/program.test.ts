import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../shared/config.js';
import {
  config,
  type MockRun,
  one,
  ofType,
  projectId,
  projectNumber,
  region,
  runProgram,
  settings,
} from './pulumi-harness.js';

/**
 * The deployment's security and delivery properties, asserted on the resources the program
 * registers under Pulumi mocks (no cloud, no CLI).
 */

const RUN_SERVICE = 'gcp:cloudrunv2/service:Service';
const RUN_INVOKER = 'gcp:cloudrunv2/serviceIamMember:ServiceIamMember';
const SUBSCRIPTION = 'gcp:pubsub/subscription:Subscription';
const QUEUE = 'gcp:cloudtasks/queue:Queue';

const sa = (id: string) => `${id}@${projectId}.iam.gserviceaccount.com`;
const workerUrl = `https://case-worker-${projectNumber}.${region}.run.app`;
const pubsubAgent = `serviceAccount:service-${projectNumber}@gcp-sa-pubsub.iam.gserviceaccount.com`;

type EnvVar = { name: string; value?: string; valueSource?: { secretKeyRef: { secret: string; version: string } } };
const envOf = (run: MockRun, service: 'api' | 'worker'): EnvVar[] =>
  one(run, RUN_SERVICE, service).inputs.template.containers[0].envs;
const envValue = (env: EnvVar[], name: string) => env.find((e) => e.name === name);

/** Every grant of every IAM resource type the program uses, as "role on resource" per member. */
function grantsByMember(run: MockRun): Map<string, string[]> {
  const scopes: Record<string, (i: Record<string, string>) => string> = {
    'gcp:projects/iAMMember:IAMMember': () => 'project',
    'gcp:pubsub/topicIAMMember:TopicIAMMember': (i) => `topic/${i.topic}`,
    'gcp:pubsub/subscriptionIAMMember:SubscriptionIAMMember': (i) => `subscription/${i.subscription}`,
    'gcp:cloudtasks/queueIamMember:QueueIamMember': (i) => `queue/${i.name}`,
    'gcp:secretmanager/secretIamMember:SecretIamMember': (i) => `secret/${i.secretId}`,
    'gcp:artifactregistry/repositoryIamMember:RepositoryIamMember': (i) => `repository/${i.location}/${i.repository}`,
    'gcp:serviceaccount/iAMMember:IAMMember': (i) => `serviceAccount/${i.serviceAccountId!.split('/').pop()}`,
    [RUN_INVOKER]: (i) => `run/${i.name}`,
  };
  const out = new Map<string, string[]>();
  for (const r of run.resources) {
    if (/iam(member|binding|policy)/i.test(r.type) && !(r.type in scopes))
      throw new Error(`unchecked IAM type ${r.type}`);
    const scope = scopes[r.type];
    if (!scope) continue;
    const list = out.get(r.inputs.member) ?? [];
    list.push(`${r.inputs.role} on ${scope(r.inputs)}`);
    out.set(r.inputs.member, list);
  }
  for (const list of out.values()) list.sort();
  return out;
}

describe('the default deployment (offline brain, image set)', () => {
  let run: MockRun;
  beforeAll(async () => {
    run = await runProgram(config());
  });

  it('makes the api public and the worker invokable only by the push and tasks identities', () => {
    const invokers = ofType(run, RUN_INVOKER);
    const onApi = invokers.filter((r) => r.inputs.name === 'case-api').map((r) => r.inputs.member);
    const onWorker = invokers
      .filter((r) => r.inputs.name === 'case-worker')
      .map((r) => r.inputs.member)
      .sort();
    expect(onApi).toEqual(['allUsers']);
    expect(onWorker).toEqual([
      `serviceAccount:${sa('case-push-invoker')}`,
      `serviceAccount:${sa('case-tasks-invoker')}`,
    ]);
    expect(invokers.every((r) => r.inputs.role === 'roles/run.invoker')).toBe(true);
    expect(one(run, RUN_SERVICE, 'api').inputs.ingress).toBe('INGRESS_TRAFFIC_ALL');
    expect(one(run, RUN_SERVICE, 'worker').inputs.ingress).toBe('INGRESS_TRAFFIC_INTERNAL_ONLY');
    expect(one(run, RUN_SERVICE, 'worker').inputs.invokerIamDisabled).toBeUndefined();
  });

  it('pushes case-events to the worker with the push identity OIDC token, 600 s ack deadline, backoff and a dead-letter policy', () => {
    const push = one(run, SUBSCRIPTION, 'case-events-worker').inputs;
    expect(push.topic).toBe('case-events-id');
    expect(push.pushConfig.pushEndpoint).toBe(`${workerUrl}/pubsub/case-events`);
    expect(push.pushConfig.oidcToken).toEqual({ serviceAccountEmail: sa('case-push-invoker'), audience: workerUrl });
    expect(push.ackDeadlineSeconds).toBe(600);
    const seconds = (d: string) => Number(d.replace(/s$/, ''));
    expect(seconds(push.retryPolicy.minimumBackoff)).toBeGreaterThan(0);
    expect(seconds(push.retryPolicy.maximumBackoff)).toBeGreaterThan(seconds(push.retryPolicy.minimumBackoff));
    expect(push.deadLetterPolicy).toEqual({ deadLetterTopic: 'case-events-dead-letter-id', maxDeliveryAttempts: 10 });
    // The worker's request timeout covers the ack deadline.
    expect(one(run, RUN_SERVICE, 'worker').inputs.template.timeout).toBe('600s');
  });

  it('gives the dead-letter topic its own subscription that never expires', () => {
    const dlq = ofType(run, SUBSCRIPTION).filter((r) => r.inputs.topic === 'case-events-dead-letter-id');
    expect(dlq).toHaveLength(1);
    expect(dlq[0]!.inputs.pushConfig).toBeUndefined();
    expect(dlq[0]!.inputs.expirationPolicy).toEqual({ ttl: '' });
  });

  it('has Cloud Tasks and the sweep job call the worker with the tasks identity and the worker URL as audience', () => {
    const worker = one(run, RUN_SERVICE, 'worker').inputs;
    const env = envOf(run, 'worker');
    expect(envValue(env, 'TASKS_INVOKER_SERVICE_ACCOUNT')?.value).toBe(sa('case-tasks-invoker'));
    // The worker's tasks carry audience = WORKER_URL (cloud-tasks-scheduler.ts): Cloud Run must accept it.
    expect(envValue(env, 'WORKER_URL')?.value).toBe(workerUrl);
    expect(worker.customAudiences).toEqual([workerUrl]);
    const job = one(run, 'gcp:cloudscheduler/job:Job', 'sweep').inputs;
    expect(job.httpTarget.uri).toBe(`${workerUrl}/tasks/sweep`);
    expect(job.httpTarget.httpMethod).toBe('POST');
    expect(job.httpTarget.oidcToken).toEqual({ serviceAccountEmail: sa('case-tasks-invoker'), audience: workerUrl });
  });

  it('makes exactly one attempt per client webhook and retries timers', () => {
    expect(one(run, QUEUE, 'case-webhooks').inputs.retryConfig.maxAttempts).toBe(1);
    expect(one(run, QUEUE, 'case-timers').inputs.retryConfig.maxAttempts).toBeGreaterThan(1);
    expect(ofType(run, QUEUE).map((q) => q.inputs.location)).toEqual([region, region]);
  });

  it('passes keys to Cloud Run only as Secret Manager references, never as plain values', () => {
    const api = envOf(run, 'api');
    const worker = envOf(run, 'worker');
    expect(envValue(api, 'AGENTMAIL_API_KEY')).toEqual({
      name: 'AGENTMAIL_API_KEY',
      valueSource: { secretKeyRef: { secret: 'agentmail-api-key', version: '3' } },
    });
    expect(envValue(api, 'AGENTMAIL_WEBHOOK_SECRET')?.valueSource?.secretKeyRef.secret).toBe(
      'agentmail-webhook-secret',
    );
    expect(envValue(worker, 'AGENTMAIL_API_KEY')?.valueSource?.secretKeyRef.secret).toBe('agentmail-api-key');
    // The worker never needs the webhook secret; the api never needs the brain.
    expect(envValue(worker, 'AGENTMAIL_WEBHOOK_SECRET')).toBeUndefined();
    expect(envValue(api, 'GEMINI_API_KEY')).toBeUndefined();
    for (const e of [...api, ...worker]) {
      if (/_(KEY|SECRET)$/.test(e.name)) expect(e.value, e.name).toBeUndefined();
      expect(JSON.stringify(e)).not.toMatch(/am_live_key|whsec_/);
    }
    // The values themselves are marked secret, so Pulumi encrypts them in its state.
    for (const v of ofType(run, 'gcp:secretmanager/secretVersion:SecretVersion')) {
      expect(v.inputs.secretData).toHaveProperty('4dabf18193072939515e22adb298388d');
    }
  });

  it('gives each identity exactly its roles, on the narrowest resource', () => {
    const grants = grantsByMember(run);
    expect(grants.get(`serviceAccount:${sa('case-api')}`)).toEqual([
      'roles/datastore.user on project',
      'roles/pubsub.publisher on topic/case-events',
      'roles/secretmanager.secretAccessor on secret/agentmail-api-key',
      'roles/secretmanager.secretAccessor on secret/agentmail-webhook-secret',
    ]);
    expect(grants.get(`serviceAccount:${sa('case-worker')}`)).toEqual([
      'roles/cloudtasks.enqueuer on queue/case-timers',
      'roles/cloudtasks.enqueuer on queue/case-webhooks',
      'roles/datastore.user on project',
      `roles/iam.serviceAccountUser on serviceAccount/${sa('case-tasks-invoker')}`,
      'roles/secretmanager.secretAccessor on secret/agentmail-api-key',
    ]);
    expect(grants.get(`serviceAccount:${sa('case-push-invoker')}`)).toEqual(['roles/run.invoker on run/case-worker']);
    expect(grants.get(`serviceAccount:${sa('case-tasks-invoker')}`)).toEqual(['roles/run.invoker on run/case-worker']);
    expect(grants.get(pubsubAgent)).toEqual([
      `roles/iam.serviceAccountTokenCreator on serviceAccount/${sa('case-push-invoker')}`,
      'roles/pubsub.publisher on topic/case-events-dead-letter',
      'roles/pubsub.subscriber on subscription/case-events-worker',
    ]);
    // Cloud Build's identity (cloudbuild.yaml): push this image, write its build log, nothing else.
    expect(grants.get(`serviceAccount:${sa('case-image-builder')}`)).toEqual([
      `roles/artifactregistry.writer on repository/${region}/email-case-service`,
      'roles/logging.logWriter on project',
    ]);
    expect(grants.get('allUsers')).toEqual(['roles/run.invoker on run/case-api']);
    expect([...grants.keys()]).toHaveLength(7);
  });

  it('runs both services from one image with their own command, identity, CPU boost, scaling and concurrency', () => {
    const api = one(run, RUN_SERVICE, 'api').inputs.template;
    const worker = one(run, RUN_SERVICE, 'worker').inputs.template;
    expect(api.containers[0].image).toBe(worker.containers[0].image);
    expect(api.containers[0].args.at(-1)).toBe('dist/services/api/main.js');
    expect(worker.containers[0].args.at(-1)).toBe('dist/services/worker/main.js');
    expect(api.serviceAccount).toBe(sa('case-api'));
    expect(worker.serviceAccount).toBe(sa('case-worker'));
    for (const t of [api, worker]) {
      expect(t.containers[0].resources.startupCpuBoost).toBe(true);
      expect(t.scaling).toEqual({ minInstanceCount: 0, maxInstanceCount: 10 });
    }
    expect(api.maxInstanceRequestConcurrency).toBe(80);
    expect(worker.maxInstanceRequestConcurrency).toBe(20);
  });

  it('sets env that shared/config.ts accepts and reads as intended', () => {
    const asRecord = (env: EnvVar[]) =>
      Object.fromEntries(env.map((e) => [e.name, e.value ?? `from-secret:${e.valueSource!.secretKeyRef.secret}`]));
    const worker = loadConfig(asRecord(envOf(run, 'worker')));
    expect(worker.env).toBe('production');
    expect(worker.projectId).toBe(projectId);
    expect(worker.worker.url).toBe(workerUrl);
    expect(worker.worker.port).toBe(one(run, RUN_SERVICE, 'worker').inputs.template.containers[0].ports.containerPort);
    expect(worker.tasks).toMatchObject({ location: region, timerQueue: 'case-timers', webhookQueue: 'case-webhooks' });
    expect(worker.brain.kind).toBe('offline');
    // Production holds automated follow-ups to working hours; the local default is `always`.
    expect(worker.worker.followUpWindow).toEqual({
      days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      start: '09:00',
      end: '17:00',
    });
    const api = loadConfig(asRecord(envOf(run, 'api')));
    expect(api.caseEventsTopic).toBe('case-events');
    expect(api.agentmail.webhookSecret).toBe('from-secret:agentmail-webhook-secret');
    expect(envValue(envOf(run, 'api'), 'PORT')).toBeUndefined(); // reserved by Cloud Run
  });

  it('enables the APIs it uses and creates the image repository', () => {
    const apis = ofType(run, 'gcp:projects/service:Service').map((r) => r.inputs.service);
    for (const api of [
      'cloudresourcemanager',
      'run',
      'firestore',
      'pubsub',
      'cloudtasks',
      'cloudscheduler',
      'secretmanager',
      'artifactregistry',
      'cloudbuild',
      'iamcredentials',
    ]) {
      expect(apis).toContain(`${api}.googleapis.com`);
    }
    expect(apis).not.toContain('aiplatform.googleapis.com');
    expect(one(run, 'gcp:artifactregistry/repository:Repository', 'images').inputs).toMatchObject({
      format: 'DOCKER',
      location: region,
    });
  });

  it('turns on the Resource Manager API before anything that calls it (every other resource, getProject)', () => {
    const resourceManager = 'gcp:projects/service:Service::api-cloudresourcemanager';
    expect(one(run, 'gcp:projects/service:Service', 'api-cloudresourcemanager').dependsOn).toEqual([]);
    // The provider reads each enabled API back through Resource Manager; the rest depend on the
    // APIs (directly, or through the database), so this covers the project-level IAM grants too.
    const byKey = new Map(run.resources.map((r) => [`${r.type}::${r.name}`, r]));
    const after = (key: string): string[] => (byKey.get(key)?.dependsOn ?? []).flatMap((d) => [d, ...after(d)]);
    const others = [...byKey.keys()].filter((k) => k !== resourceManager);
    expect(others.length).toBeGreaterThan(30);
    for (const k of others) expect(after(k), k).toContain(resourceManager);
    const registered = run.events.indexOf(`register ${resourceManager}`);
    const called = run.events.indexOf('call gcp:organizations/getProject:getProject');
    expect(registered).toBeGreaterThanOrEqual(0);
    expect(called).toBeGreaterThan(registered);
  });

  it('exports the API URL and the provider webhook URL to register at AgentMail', () => {
    expect(run.outputs.apiUrl).toBe('https://case-api-x7abc-ew.a.run.app');
    expect(run.outputs.providerWebhookUrl).toBe('https://case-api-x7abc-ew.a.run.app/provider/email-events');
    expect(run.outputs.imageRepository).toBe(`${region}-docker.pkg.dev/${projectId}/email-case-service`);
    expect(run.outputs.buildServiceAccountEmail).toBe(sa('case-image-builder'));
  });
});

describe('the brain variants', () => {
  it('Gemini on Vertex AI: aiplatform.user for the worker, no key secret', async () => {
    const run = await runProgram(config(settings({ brain: 'gemini', useVertexAi: 'true' })));
    const worker = grantsByMember(run).get(`serviceAccount:${sa('case-worker')}`)!;
    expect(worker).toContain('roles/aiplatform.user on project');
    expect(worker.filter((g) => g.includes('gemini'))).toEqual([]);
    const env = envOf(run, 'worker');
    expect(envValue(env, 'GOOGLE_GENAI_USE_VERTEXAI')?.value).toBe('true');
    expect(envValue(env, 'GEMINI_API_KEY')).toBeUndefined();
    expect(ofType(run, 'gcp:projects/service:Service').map((r) => r.inputs.service)).toContain(
      'aiplatform.googleapis.com',
    );
    expect(loadConfig(Object.fromEntries(env.map((e) => [e.name, e.value ?? 'x']))).brain.useVertexAi).toBe(true);
  });

  it('Gemini with an API key: a secret only the worker can read, wired as a secret reference', async () => {
    const run = await runProgram(config(settings({ brain: 'gemini' }), { geminiApiKey: 'AIza-test' }));
    const grants = grantsByMember(run);
    expect(grants.get(`serviceAccount:${sa('case-worker')}`)).toContain(
      'roles/secretmanager.secretAccessor on secret/gemini-api-key',
    );
    expect(grants.get(`serviceAccount:${sa('case-worker')}`)).not.toContain('roles/aiplatform.user on project');
    expect(grants.get(`serviceAccount:${sa('case-api')}`)!.some((g) => g.includes('gemini'))).toBe(false);
    expect(envValue(envOf(run, 'worker'), 'GEMINI_API_KEY')?.valueSource?.secretKeyRef.secret).toBe('gemini-api-key');
  });

  it('refuses brain=gemini without Vertex AI and without a key', async () => {
    await expect(runProgram(config(settings({ brain: 'gemini' })))).rejects.toThrow(/geminiApiKey/);
  });
});

describe('before the image exists, and before the webhook is registered', () => {
  it('deploys only the foundation when no image is set', async () => {
    const run = await runProgram(config(settings({ image: '' })));
    expect(ofType(run, RUN_SERVICE)).toEqual([]);
    expect(ofType(run, RUN_INVOKER)).toEqual([]);
    expect(ofType(run, 'gcp:cloudscheduler/job:Job')).toEqual([]);
    expect(ofType(run, SUBSCRIPTION).map((s) => s.name)).toEqual(['case-events-dead-letter']);
    expect(ofType(run, 'gcp:artifactregistry/repository:Repository')).toHaveLength(1);
    // The foundation's own grants (the last resources it creates) are there: the absences above
    // are of resources never created, not of resources not yet registered.
    expect(grantsByMember(run).get(`serviceAccount:${sa('case-worker')}`)).toContain(
      'roles/cloudtasks.enqueuer on queue/case-timers',
    );
    // The image is built before any service exists (docs/deploy.md): so is its build identity.
    expect(run.outputs.buildServiceAccountEmail).toBe(sa('case-image-builder'));
    expect(grantsByMember(run).get(`serviceAccount:${sa('case-image-builder')}`)).toHaveLength(2);
    expect(run.outputs.apiUrl).toBeUndefined();
  });

  it('creates the webhook secret empty and leaves it out of the api env until a value is set', async () => {
    const run = await runProgram(config(settings(), { agentmailWebhookSecret: undefined }));
    expect(ofType(run, 'gcp:secretmanager/secret:Secret').map((s) => s.inputs.secretId)).toContain(
      'agentmail-webhook-secret',
    );
    expect(ofType(run, 'gcp:secretmanager/secretVersion:SecretVersion').map((v) => v.name)).toEqual([
      'agentmail-api-key-value',
    ]);
    expect(envValue(envOf(run, 'api'), 'AGENTMAIL_WEBHOOK_SECRET')).toBeUndefined();
  });

  it('takes limits and scaling from the stack config', async () => {
    const run = await runProgram(
      config(
        settings({
          workerMinInstances: '1',
          workerMaxInstances: '4',
          workerConcurrency: '8',
          pushMaxDeliveryAttempts: '7',
          maxBodyBytes: '1024',
          workerIngress: 'all',
        }),
      ),
    );
    const worker = one(run, RUN_SERVICE, 'worker').inputs;
    expect(worker.template.scaling).toEqual({ minInstanceCount: 1, maxInstanceCount: 4 });
    expect(worker.template.maxInstanceRequestConcurrency).toBe(8);
    expect(worker.ingress).toBe('INGRESS_TRAFFIC_ALL');
    expect(one(run, SUBSCRIPTION, 'case-events-worker').inputs.deadLetterPolicy.maxDeliveryAttempts).toBe(7);
    expect(envValue(envOf(run, 'api'), 'MAX_BODY_BYTES')?.value).toBe('1024');
    // Still not public when reachable from everywhere: IAM decides. The exact set, so an empty
    // (not yet registered) list of invokers cannot pass for "no allUsers".
    const onWorker = ofType(run, RUN_INVOKER)
      .filter((r) => r.inputs.name === 'case-worker')
      .map((r) => r.inputs.member);
    expect(onWorker.filter((m) => m.startsWith('all'))).toEqual([]);
    expect(onWorker.sort()).toEqual([
      `serviceAccount:${sa('case-push-invoker')}`,
      `serviceAccount:${sa('case-tasks-invoker')}`,
    ]);
  });
});

describe('cloudbuild.yaml, run as the build identity', () => {
  const build = readFileSync('cloudbuild.yaml', 'utf8');

  it('logs to Cloud Logging only, as a user-specified service account requires', () => {
    expect(build).toMatch(/^options:\n(?:  .*\n)*?  logging: CLOUD_LOGGING_ONLY$/m);
  });

  it('builds the Dockerfile and pushes exactly the image named by _IMAGE, which has no default', () => {
    expect(build).toMatch(/args: \['build', '--tag', '\$\{_IMAGE\}', '\.'\]/);
    expect(build).toMatch(/^images: \['\$\{_IMAGE\}'\]$/m);
    expect(build).not.toMatch(/^substitutions:/m);
  });
});
