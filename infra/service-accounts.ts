import * as gcp from '@pulumi/gcp';
import type * as pulumi from '@pulumi/pulumi';
import type { InfraSettings } from './infra-config.js';

/**
 * One identity per role in the system, none of them the default compute account (which has
 * Editor, or on secure-by-default organizations no role at all): the api, the worker, the identity
 * Pub/Sub pushes as, the identity Cloud Tasks (and Cloud Scheduler's sweep) call the worker as,
 * and the identity Cloud Build builds and pushes the image as (docs/deploy.md).
 * Roles are granted in iam.ts, all in one place.
 */
export interface ServiceAccounts {
  api: gcp.serviceaccount.Account;
  worker: gcp.serviceaccount.Account;
  push: gcp.serviceaccount.Account;
  tasks: gcp.serviceaccount.Account;
  build: gcp.serviceaccount.Account;
}

export function createServiceAccounts(s: InfraSettings, opts: pulumi.CustomResourceOptions): ServiceAccounts {
  const account = (name: string, accountId: string, displayName: string) =>
    new gcp.serviceaccount.Account(name, { project: s.project, accountId, displayName }, opts);
  return {
    api: account('sa-api', 'case-api', 'Email Case Service: public API'),
    worker: account('sa-worker', 'case-worker', 'Email Case Service: worker'),
    push: account('sa-push', 'case-push-invoker', 'Email Case Service: Pub/Sub push to the worker'),
    tasks: account('sa-tasks', 'case-tasks-invoker', 'Email Case Service: Cloud Tasks and Scheduler to the worker'),
    build: account('sa-build', 'case-image-builder', 'Email Case Service: Cloud Build, builds and pushes the image'),
  };
}
