import * as pulumi from '@pulumi/pulumi';
import type { InfraConfig, InfraSecrets, InfraSettings } from '../../infra/infra-config.js';
import { parseInfraSettings } from '../../infra/infra-config.js';
import type { FirestoreIndexFile } from '../../infra/firestore-index-file.js';

/**
 * Runs infra/program.ts under `pulumi.runtime.setMocks`: no CLI, no cloud. The mocks answer like
 * the provider would for the few computed outputs the program reads (service account emails,
 * Cloud Run URIs, the project number) and record every resource with its resolved inputs.
 */

export interface RecordedResource {
  type: string;
  name: string;
  inputs: Record<string, any>;
}

export const projectId = 'acme-cases';
export const projectNumber = '123456789012';
export const region = 'europe-west1';

/** What the mocked provider computes for a resource: the outputs the program depends on. */
function computedState(type: string, name: string, inputs: Record<string, any>): Record<string, unknown> {
  switch (type) {
    case 'gcp:serviceaccount/account:Account': {
      const email = `${inputs.accountId}@${inputs.project}.iam.gserviceaccount.com`;
      return { email, member: `serviceAccount:${email}`, name: `projects/${inputs.project}/serviceAccounts/${email}` };
    }
    case 'gcp:projects/serviceIdentity:ServiceIdentity':
      return { email: `service-${projectNumber}@gcp-sa-pubsub.iam.gserviceaccount.com` };
    case 'gcp:cloudrunv2/service:Service':
      return { uri: `https://${inputs.name}-x7abc-ew.a.run.app` };
    case 'gcp:secretmanager/secretVersion:SecretVersion':
      return { version: '3', name: `${inputs.secret}/versions/3` };
    default:
      return { name: inputs.name ?? name };
  }
}

export interface MockRun {
  resources: RecordedResource[];
  outputs: Record<string, unknown>;
}

let runCounter = 0;

/** Runs the program once with these settings; resolves after every resource is registered. */
export async function runProgram(cfg: InfraConfig): Promise<MockRun> {
  const resources: RecordedResource[] = [];
  await pulumi.runtime.setMocks(
    {
      newResource(args) {
        const inputs = args.inputs as Record<string, any>;
        resources.push({ type: args.type, name: args.name, inputs });
        return { id: `${args.name}-id`, state: { ...inputs, ...computedState(args.type, args.name, inputs) } };
      },
      call(args) {
        if (args.token === 'gcp:organizations/getProject:getProject') {
          return { number: projectNumber, projectId: args.inputs.projectId };
        }
        throw new Error(`unexpected call ${args.token}`);
      },
    },
    'email-case-service',
    `test-${++runCounter}`,
    false,
  );
  const { createInfrastructure } = await import('../../infra/program.js');
  const out = createInfrastructure(cfg);
  const outputs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(out)) outputs[key] = await resolve(value);
  await settled(() => resources.length);
  return { resources, outputs };
}

/** The plain value of an Output (or a plain value as is). */
export function resolve(value: unknown): Promise<unknown> {
  if (!pulumi.Output.isInstance(value)) return Promise.resolve(value);
  return new Promise((done) => (value as pulumi.Output<unknown>).apply((v) => done(v)));
}

/** Polls until a count stops growing: registrations finish asynchronously after the program returns. */
async function settled(count: () => number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let stable = 0;
  while (Date.now() < deadline) {
    const now = count();
    stable = now === last ? stable + 1 : 0;
    if (stable >= 5) return;
    last = now;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('resource registrations did not settle');
}

export function settings(extra: Record<string, string> = {}): InfraSettings {
  return parseInfraSettings({ project: projectId, region, image: `${region}-docker.pkg.dev/${projectId}/email-case-service/app:v1`, ...extra });
}

export const secretValues: InfraSecrets = {
  agentmailApiKey: pulumi.secret('am_live_key'),
  agentmailWebhookSecret: pulumi.secret('whsec_c2VjcmV0'),
  geminiApiKey: undefined,
};

export function config(
  s: InfraSettings = settings(),
  secrets: Partial<InfraSecrets> = {},
  firestoreIndexes: FirestoreIndexFile = { indexes: [], fieldOverrides: [] },
): InfraConfig {
  return { settings: s, secrets: { ...secretValues, ...secrets }, firestoreIndexes };
}

export const ofType = (run: MockRun, type: string) => run.resources.filter((r) => r.type === type);

export function one(run: MockRun, type: string, name: string): RecordedResource {
  const found = run.resources.filter((r) => r.type === type && r.name === name);
  if (found.length !== 1) throw new Error(`expected one ${type} named ${name}, found ${found.length}`);
  return found[0]!;
}
