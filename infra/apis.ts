import * as gcp from '@pulumi/gcp';
import type { InfraSettings } from './infra-config.js';
import { geminiMode } from './infra-config.js';

/**
 * The Google APIs the service uses. Every other resource depends on these, so a fresh project
 * comes up in one `pulumi up`. `disableOnDestroy: false`: destroying this stack must not switch
 * off APIs that other workloads in the project may rely on.
 */
export function enableApis(s: InfraSettings): gcp.projects.Service[] {
  const services = [
    'run.googleapis.com',
    'artifactregistry.googleapis.com',
    'cloudbuild.googleapis.com',
    'firestore.googleapis.com',
    'pubsub.googleapis.com',
    'cloudtasks.googleapis.com',
    'cloudscheduler.googleapis.com',
    'secretmanager.googleapis.com',
    'iam.googleapis.com',
    // OIDC tokens for push, tasks and scheduler are minted through the IAM Credentials API.
    'iamcredentials.googleapis.com',
  ];
  if (geminiMode(s) === 'vertex') services.push('aiplatform.googleapis.com');
  return services.map(
    (service) =>
      new gcp.projects.Service(`api-${service.split('.')[0]}`, {
        project: s.project,
        service,
        disableOnDestroy: false,
        disableDependentServices: false,
      }),
  );
}
