import * as gcp from '@pulumi/gcp';
import type { InfraSettings } from './infra-config.js';
import { geminiMode } from './infra-config.js';

/**
 * The Google APIs the service uses. Every other resource depends on these, so a fresh project
 * comes up in one `pulumi up`. `disableOnDestroy: false`: destroying this stack must not switch
 * off APIs that other workloads in the project may rely on.
 *
 * Enabling goes through the Service Usage API, which must already be on (it is in a new project):
 * nothing can enable it from outside. The Resource Manager API is enabled first and alone: the
 * provider reads every enabled service back through it (projects.get), and getProject and the
 * project-level IAM grants call it too, so with service-account credentials on a project where it
 * is off, everything else would fail.
 */
export function enableApis(s: InfraSettings): gcp.projects.Service[] {
  const enable = (service: string, dependsOn: gcp.projects.Service[] = []) =>
    new gcp.projects.Service(
      `api-${service.split('.')[0]}`,
      { project: s.project, service, disableOnDestroy: false, disableDependentServices: false },
      { dependsOn },
    );
  const resourceManager = enable('cloudresourcemanager.googleapis.com');
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
    // Log-based metrics, alert policies, the dashboard (monitoring.ts files).
    'logging.googleapis.com',
    'monitoring.googleapis.com',
  ];
  if (geminiMode(s) === 'vertex') services.push('aiplatform.googleapis.com');
  return [resourceManager, ...services.map((service) => enable(service, [resourceManager]))];
}
