import * as gcp from '@pulumi/gcp';
import * as pulumi from '@pulumi/pulumi';
import { enableApis } from './apis.js';
import { createImageRepository } from './artifact-registry.js';
import { createQueues } from './cloud-tasks.js';
import { createServices, deterministicServiceUrl, workerServiceName } from './cloud-run.js';
import { createAlertPolicies } from './alert-policies.js';
import { createDashboard } from './dashboard.js';
import { createFirestore } from './firestore.js';
import { grantBuildRoles, grantFoundationRoles, grantServiceRoles } from './iam.js';
import { checkInfraConfig, type InfraConfig } from './infra-config.js';
import { createLogMetrics } from './log-metrics.js';
import { createPushSubscription, createTopics } from './pubsub.js';
import { createSecrets } from './secrets.js';
import { createServiceAccounts } from './service-accounts.js';
import { createSweepJob } from './sweep-scheduler.js';

/**
 * The whole deployment as a function of its config, so tests can run it under Pulumi mocks
 * (index.ts is the thin entrypoint that reads `pulumi config`).
 *
 * Two stages, because the image can only be pushed once its repository exists:
 *   foundation  APIs, repository, identities (the build one too), Firestore, topics, queues,
 *               secrets, their IAM;
 *   services    (once `image` is set) Cloud Run, the push subscription, the sweep job, invokers,
 *               and what watches them: log-based metrics, alert policies, the dashboard.
 */
export function createInfrastructure(cfg: InfraConfig) {
  checkInfraConfig(cfg);
  const s = cfg.settings;

  const apis = enableApis(s);
  const opts: pulumi.CustomResourceOptions = { dependsOn: apis };

  const { repository, imageRepository } = createImageRepository(s, opts);
  const accounts = createServiceAccounts(s, opts);
  createFirestore(s, cfg.firestoreIndexes, opts);
  const { topic, deadLetterTopic, deadLetterSubscription } = createTopics(s, opts);
  const { timerQueue, webhookQueue } = createQueues(s, opts);
  const secrets = createSecrets(s, cfg.secrets, opts);

  // Created here (rather than looked up) so it exists even in a project that never used Pub/Sub.
  const pubsubAgent = new gcp.projects.ServiceIdentity(
    'pubsub-agent',
    { project: s.project, service: 'pubsub.googleapis.com' },
    opts,
  );
  const pubsubAgentMember = pulumi.interpolate`serviceAccount:${pubsubAgent.email}`;

  const foundationGrants = grantFoundationRoles(
    s,
    { accounts, topic, deadLetterTopic, timerQueue, webhookQueue, secrets, pubsubAgentMember },
    opts,
  );

  grantBuildRoles(s, { accounts, repository }, opts);

  const foundation = {
    imageRepository,
    /** `gcloud builds submit --service-account` (docs/deploy.md): builds and pushes as this. */
    buildServiceAccountEmail: accounts.build.email,
    deadLetterSubscription: deadLetterSubscription.name,
  };
  if (s.image === undefined) {
    return {
      ...foundation,
      apiUrl: undefined,
      providerWebhookUrl: undefined,
      workerUrl: undefined,
      dashboardUrl: undefined,
    };
  }

  // A Resource Manager call: only once that API is on (see apis.ts).
  const project = gcp.organizations.getProjectOutput({ projectId: s.project }, { dependsOn: apis });
  const workerUrl = deterministicServiceUrl(workerServiceName, project.number, s.region);

  // Services start only once they can read their secrets and data.
  const afterGrants: pulumi.CustomResourceOptions = { dependsOn: [...apis, ...foundationGrants] };
  const { api, worker } = createServices(
    s,
    {
      image: s.image,
      secrets,
      apiServiceAccountEmail: accounts.api.email,
      workerServiceAccountEmail: accounts.worker.email,
      tasksServiceAccountEmail: accounts.tasks.email,
      workerUrl,
    },
    afterGrants,
  );
  const afterWorker: pulumi.CustomResourceOptions = { dependsOn: [...apis, worker] };
  const pushSubscription = createPushSubscription(
    s,
    { topic, deadLetterTopic, workerUrl, pushServiceAccountEmail: accounts.push.email },
    afterWorker,
  );
  createSweepJob(s, { workerUrl, invokerServiceAccountEmail: accounts.tasks.email }, afterWorker);
  grantServiceRoles(s, { accounts, api, worker, pushSubscription, pubsubAgentMember }, opts);

  const logMetrics = createLogMetrics(s, opts);
  const { channel } = createAlertPolicies(s, { logMetrics }, opts);
  const dashboard = createDashboard(s, { logMetrics }, opts);

  return {
    ...foundation,
    apiUrl: api.uri,
    /** Register this URL at AgentMail (message events) to receive replies. */
    providerWebhookUrl: pulumi.interpolate`${api.uri}/provider/email-events`,
    workerUrl,
    /** Cloud Console URL of the dashboard (docs/operations.md). */
    dashboardUrl: pulumi.interpolate`https://console.cloud.google.com/monitoring/dashboards/builder/${dashboard.id.apply((id) => id.split('/').pop())}?project=${s.project}`,
    /** The alertEmail channel, when one is set. */
    ...(channel ? { alertNotificationChannel: channel.name } : {}),
  };
}
