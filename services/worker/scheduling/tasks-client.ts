import { credentials } from '@grpc/grpc-js';
import { CloudTasksClient } from '@google-cloud/tasks';
import type { Config } from '../../../shared/config.js';

/**
 * The Cloud Tasks client. In production: the default endpoint with Application Default
 * Credentials (the worker's service account on Cloud Run). Locally (`TASKS_EMULATOR_HOST`):
 * plain gRPC to dev/tasks-emulator; `universeDomain` stops the client from probing the GCE
 * metadata server for one (there is none here, and the probe would stall the first call).
 */
export function createTasksClient(config: Pick<Config, 'tasks'>): CloudTasksClient {
  const host = config.tasks.emulatorHost;
  if (!host) return new CloudTasksClient();
  const at = host.lastIndexOf(':');
  const port = Number(host.slice(at + 1));
  if (at <= 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`TASKS_EMULATOR_HOST must be host:port, got ${JSON.stringify(host)}`);
  }
  return new CloudTasksClient({
    apiEndpoint: host.slice(0, at),
    port,
    sslCreds: credentials.createInsecure(),
    universeDomain: 'googleapis.com',
  });
}
