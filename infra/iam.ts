import * as gcp from '@pulumi/gcp';
import type * as pulumi from '@pulumi/pulumi';
import type { InfraSettings } from './infra-config.js';
import { geminiMode } from './infra-config.js';
import type { Secrets } from './secrets.js';
import type { ServiceAccounts } from './service-accounts.js';

/**
 * Every role of every identity, in one file so least privilege can be reviewed at a glance.
 * Grants sit on the narrowest resource that works (a topic, a queue, a secret, a service);
 * only Firestore, Vertex AI and Cloud Logging have no finer grain than the project.
 *
 *   api     datastore.user (project) · pubsub.publisher (case-events) ·
 *           secretAccessor (agentmail-api-key, agentmail-webhook-secret)
 *   worker  datastore.user (project) · cloudtasks.enqueuer (case-timers, case-webhooks) ·
 *           iam.serviceAccountUser (tasks identity: to put its OIDC token on tasks) ·
 *           secretAccessor (agentmail-api-key, gemini-api-key if used) · aiplatform.user if Vertex
 *   push    run.invoker (worker)
 *   tasks   run.invoker (worker)   (Cloud Tasks and the sweep job call as this identity)
 *   build   artifactregistry.writer (the image repository) · logging.logWriter (project: a
 *           user-specified build account must log to Cloud Logging, cloudbuild.yaml)
 *   Pub/Sub service agent: iam.serviceAccountTokenCreator (push identity: mints its OIDC token),
 *           pubsub.publisher (dead-letter topic) · pubsub.subscriber (worker subscription)
 */

export interface FoundationGrantInput {
  accounts: ServiceAccounts;
  topic: gcp.pubsub.Topic;
  deadLetterTopic: gcp.pubsub.Topic;
  timerQueue: gcp.cloudtasks.Queue;
  webhookQueue: gcp.cloudtasks.Queue;
  secrets: Secrets;
  pubsubAgentMember: pulumi.Input<string>;
}

export function grantFoundationRoles(s: InfraSettings, r: FoundationGrantInput, opts: pulumi.CustomResourceOptions) {
  const { api, worker, push, tasks } = r.accounts;
  const grants: pulumi.CustomResource[] = [];
  const project = (name: string, role: string, member: pulumi.Input<string>) =>
    grants.push(new gcp.projects.IAMMember(name, { project: s.project, role, member }, opts));
  const secret = (name: string, on: Secrets[keyof Secrets], member: pulumi.Input<string>) => {
    if (on === undefined) return;
    grants.push(
      new gcp.secretmanager.SecretIamMember(
        name,
        { project: s.project, secretId: on.secret.secretId, role: 'roles/secretmanager.secretAccessor', member },
        opts,
      ),
    );
  };
  const queue = (name: string, on: gcp.cloudtasks.Queue, member: pulumi.Input<string>) =>
    grants.push(
      new gcp.cloudtasks.QueueIamMember(
        name,
        { project: s.project, location: s.region, name: on.name, role: 'roles/cloudtasks.enqueuer', member },
        opts,
      ),
    );

  // api
  project('api-datastore-user', 'roles/datastore.user', api.member);
  grants.push(
    new gcp.pubsub.TopicIAMMember(
      'api-publishes-case-events',
      { project: s.project, topic: r.topic.name, role: 'roles/pubsub.publisher', member: api.member },
      opts,
    ),
  );
  secret('api-reads-agentmail-api-key', r.secrets.agentmailApiKey, api.member);
  secret('api-reads-agentmail-webhook-secret', r.secrets.agentmailWebhookSecret, api.member);

  // worker
  project('worker-datastore-user', 'roles/datastore.user', worker.member);
  queue('worker-enqueues-timers', r.timerQueue, worker.member);
  queue('worker-enqueues-webhooks', r.webhookQueue, worker.member);
  grants.push(
    new gcp.serviceaccount.IAMMember(
      'worker-acts-as-tasks-identity',
      { serviceAccountId: tasks.name, role: 'roles/iam.serviceAccountUser', member: worker.member },
      opts,
    ),
  );
  secret('worker-reads-agentmail-api-key', r.secrets.agentmailApiKey, worker.member);
  secret('worker-reads-gemini-api-key', r.secrets.geminiApiKey, worker.member);
  if (geminiMode(s) === 'vertex') project('worker-vertex-ai-user', 'roles/aiplatform.user', worker.member);

  // Pub/Sub service agent: OIDC tokens for push, and dead-lettering.
  grants.push(
    new gcp.serviceaccount.IAMMember(
      'pubsub-agent-mints-push-tokens',
      { serviceAccountId: push.name, role: 'roles/iam.serviceAccountTokenCreator', member: r.pubsubAgentMember },
      opts,
    ),
    new gcp.pubsub.TopicIAMMember(
      'pubsub-agent-publishes-dead-letters',
      {
        project: s.project,
        topic: r.deadLetterTopic.name,
        role: 'roles/pubsub.publisher',
        member: r.pubsubAgentMember,
      },
      opts,
    ),
  );
  return grants;
}

export interface BuildGrantInput {
  accounts: ServiceAccounts;
  repository: gcp.artifactregistry.Repository;
}

/** Apart from the foundation grants: the services never wait for the build identity's roles. */
export function grantBuildRoles(s: InfraSettings, r: BuildGrantInput, opts: pulumi.CustomResourceOptions) {
  const { build } = r.accounts;
  return [
    new gcp.artifactregistry.RepositoryIamMember(
      'build-pushes-images',
      {
        project: s.project,
        location: r.repository.location,
        repository: r.repository.name,
        role: 'roles/artifactregistry.writer',
        member: build.member,
      },
      opts,
    ),
    // No finer grain than the project: build logs are written to the project's Cloud Logging.
    new gcp.projects.IAMMember(
      'build-writes-logs',
      { project: s.project, role: 'roles/logging.logWriter', member: build.member },
      opts,
    ),
  ];
}

export interface ServiceGrantInput {
  accounts: ServiceAccounts;
  api: gcp.cloudrunv2.Service;
  worker: gcp.cloudrunv2.Service;
  pushSubscription: gcp.pubsub.Subscription;
  pubsubAgentMember: pulumi.Input<string>;
}

export function grantServiceRoles(s: InfraSettings, r: ServiceGrantInput, opts: pulumi.CustomResourceOptions) {
  const invoker = (name: string, service: gcp.cloudrunv2.Service, member: pulumi.Input<string>) =>
    new gcp.cloudrunv2.ServiceIamMember(
      name,
      { project: s.project, location: s.region, name: service.name, role: 'roles/run.invoker', member },
      opts,
    );
  return [
    // The API authenticates clients itself (x-api-key) and AgentMail by signature.
    invoker('api-public', r.api, 'allUsers'),
    invoker('push-invokes-worker', r.worker, r.accounts.push.member),
    invoker('tasks-invokes-worker', r.worker, r.accounts.tasks.member),
    // Dead-lettering forwards from this subscription: the agent must be able to ack on it.
    new gcp.pubsub.SubscriptionIAMMember(
      'pubsub-agent-acks-worker-subscription',
      {
        project: s.project,
        subscription: r.pushSubscription.name,
        role: 'roles/pubsub.subscriber',
        member: r.pubsubAgentMember,
      },
      opts,
    ),
  ];
}
