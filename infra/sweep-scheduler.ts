import * as gcp from '@pulumi/gcp';
import * as pulumi from '@pulumi/pulumi';
import type { InfraSettings } from './infra-config.js';

/**
 * The safety net: every few minutes Cloud Scheduler calls the worker's sweep, which re-drives
 * cases stuck longer than SWEEP_THRESHOLD_MS (a crash between commit and effects). It calls as
 * the tasks identity, the other identity already allowed to invoke the worker: no third invoker.
 */
export interface SweepJobInput {
  workerUrl: pulumi.Input<string>;
  invokerServiceAccountEmail: pulumi.Input<string>;
}

export function createSweepJob(s: InfraSettings, input: SweepJobInput, opts: pulumi.CustomResourceOptions) {
  return new gcp.cloudscheduler.Job(
    'sweep',
    {
      project: s.project,
      region: s.region,
      name: 'case-sweep',
      description: 'Re-drives cases stuck between commit and effects',
      schedule: s.sweepSchedule,
      timeZone: s.sweepTimeZone,
      attemptDeadline: '600s',
      // A missed sweep is covered by the next one: no retries that could pile up.
      retryConfig: { retryCount: 0 },
      httpTarget: {
        httpMethod: 'POST',
        uri: pulumi.interpolate`${input.workerUrl}/tasks/sweep`,
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.from('{}').toString('base64'),
        oidcToken: { serviceAccountEmail: input.invokerServiceAccountEmail, audience: input.workerUrl },
      },
    },
    opts,
  );
}
