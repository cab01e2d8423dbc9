import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

/**
 * The Cloud Tasks v2 service definition, built from the very protos that ship inside
 * `@google-cloud/tasks` (their imports resolve against google-gax's copy of the common protos),
 * so the emulator speaks exactly the wire format the real client sends.
 */

const modules = new URL('../../node_modules/', import.meta.url);
const TASKS_PROTOS = fileURLToPath(new URL('@google-cloud/tasks/build/protos/', modules));
const GAX_PROTOS = fileURLToPath(new URL('google-gax/build/protos/', modules));

export function loadCloudTasksService(): grpc.ServiceDefinition {
  const definition = protoLoader.loadSync('google/cloud/tasks/v2/cloudtasks.proto', {
    includeDirs: [TASKS_PROTOS, GAX_PROTOS],
    // camelCase fields, int64 as strings, enums by name, bytes as Buffer: what the handlers expect.
    keepCase: false,
    longs: String,
    enums: String,
    defaults: false,
    oneofs: true,
  });
  const pkg = grpc.loadPackageDefinition(definition) as unknown as {
    google: { cloud: { tasks: { v2: { CloudTasks: { service: grpc.ServiceDefinition } } } } };
  };
  return pkg.google.cloud.tasks.v2.CloudTasks.service;
}
