import * as gcp from '@pulumi/gcp';
import * as pulumi from '@pulumi/pulumi';
import type { InfraSettings } from './infra-config.js';
import { apiEnv, containerPort, workerEnv } from './cloud-run-env.js';
import type { Secrets } from './secrets.js';

/**
 * Two Cloud Run services from one image, told apart by their command (the image's default is
 * the api). Who may invoke them is decided in iam.ts: the api is public, the worker is not.
 */

export const apiServiceName = 'case-api';
export const workerServiceName = 'case-worker';

/**
 * The worker's deterministic URL (`https://SERVICE-PROJECT_NUMBER.REGION.run.app`). It is known
 * before the service exists, which the worker needs: its own env (WORKER_URL, the target of the
 * tasks it creates) cannot reference its own output. It is also the OIDC audience of every
 * caller, and listed as a custom audience so Cloud Run accepts it whichever URL was dialled.
 */
export function deterministicServiceUrl(name: string, projectNumber: pulumi.Input<string>, region: string) {
  return pulumi.interpolate`https://${name}-${projectNumber}.${region}.run.app`;
}

/** Path of both services' health route (shared/health.ts): no key, no Firestore read. */
export const healthPath = '/healthz';

/**
 * Startup: traffic only once /healthz answers (checked every 2 s, up to 60 s). Liveness: an
 * instance that stops answering it for 3 checks in a row (90 s) is restarted. /healthz reads no
 * dependency, so a Firestore or provider outage never restarts healthy instances.
 */
function probes() {
  const httpGet = { path: healthPath, port: containerPort };
  return {
    startupProbe: { httpGet, initialDelaySeconds: 0, periodSeconds: 2, timeoutSeconds: 2, failureThreshold: 30 },
    livenessProbe: { httpGet, periodSeconds: 30, timeoutSeconds: 5, failureThreshold: 3 },
  };
}

export interface ServicesInput {
  image: string;
  secrets: Secrets;
  apiServiceAccountEmail: pulumi.Input<string>;
  workerServiceAccountEmail: pulumi.Input<string>;
  tasksServiceAccountEmail: pulumi.Input<string>;
  workerUrl: pulumi.Output<string>;
}

export function createServices(s: InfraSettings, input: ServicesInput, opts: pulumi.CustomResourceOptions) {
  const api = new gcp.cloudrunv2.Service(
    'api',
    {
      project: s.project,
      location: s.region,
      name: apiServiceName,
      ingress: 'INGRESS_TRAFFIC_ALL',
      // Stateless and rebuilt from the image in seconds: protection would only block `destroy`.
      deletionProtection: false,
      template: {
        serviceAccount: input.apiServiceAccountEmail,
        scaling: { minInstanceCount: s.apiMinInstances, maxInstanceCount: s.apiMaxInstances },
        maxInstanceRequestConcurrency: s.apiConcurrency,
        timeout: '60s',
        containers: [
          {
            name: 'api',
            image: input.image,
            commands: ['node'],
            args: ['--enable-source-maps', 'dist/services/api/main.js'],
            ports: { containerPort },
            envs: apiEnv(s, input.secrets),
            ...probes(),
            resources: {
              limits: { cpu: s.apiCpu, memory: s.apiMemory },
              cpuIdle: true,
              startupCpuBoost: true,
            },
          },
        ],
      },
    },
    opts,
  );

  const worker = new gcp.cloudrunv2.Service(
    'worker',
    {
      project: s.project,
      location: s.region,
      name: workerServiceName,
      ingress: s.workerIngress === 'internal' ? 'INGRESS_TRAFFIC_INTERNAL_ONLY' : 'INGRESS_TRAFFIC_ALL',
      customAudiences: [input.workerUrl],
      deletionProtection: false,
      template: {
        serviceAccount: input.workerServiceAccountEmail,
        scaling: { minInstanceCount: s.workerMinInstances, maxInstanceCount: s.workerMaxInstances },
        maxInstanceRequestConcurrency: s.workerConcurrency,
        // = the push subscription's ack deadline: a step may take that long, no longer.
        timeout: '600s',
        containers: [
          {
            name: 'worker',
            image: input.image,
            commands: ['node'],
            args: ['--enable-source-maps', 'dist/services/worker/main.js'],
            ports: { containerPort },
            envs: workerEnv(s, input.secrets, {
              workerUrl: input.workerUrl,
              tasksServiceAccountEmail: input.tasksServiceAccountEmail,
            }),
            ...probes(),
            resources: {
              limits: { cpu: s.workerCpu, memory: s.workerMemory },
              cpuIdle: true,
              startupCpuBoost: true,
            },
          },
        ],
      },
    },
    opts,
  );
  return { api, worker };
}
