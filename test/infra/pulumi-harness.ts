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
  /** As the program passed them (Pulumi's own type: values of any resource, read by the tests by path). */
  inputs: pulumi.Inputs;
  /** `type::name` of each resource in its `dependsOn` option (the engine's creation order). */
  dependsOn: string[];
}

export const projectId = 'acme-cases';
export const projectNumber = '123456789012';
export const region = 'europe-west1';

/** What the mocked provider computes for a resource: the outputs the program depends on. */
function computedState(type: string, name: string, inputs: pulumi.Inputs): Record<string, unknown> {
  switch (type) {
    case 'gcp:serviceaccount/account:Account': {
      const email = `${inputs.accountId}@${inputs.project}.iam.gserviceaccount.com`;
      return { email, member: `serviceAccount:${email}`, name: `projects/${inputs.project}/serviceAccounts/${email}` };
    }
    case 'gcp:projects/serviceIdentity:ServiceIdentity':
      return { email: `service-${projectNumber}@gcp-sa-pubsub.iam.gserviceaccount.com` };
    case 'gcp:cloudrunv2/service:Service':
      return { uri: `https://${inputs.name}-x7abc-ew.a.run.app` };
    case 'gcp:artifactregistry/repository:Repository':
      return { name: inputs.repositoryId }; // the short id, as the provider reports it
    case 'gcp:secretmanager/secretVersion:SecretVersion':
      return { version: '3', name: `${inputs.secret}/versions/3` };
    default:
      return { name: inputs.name ?? name };
  }
}

export interface MockRun {
  resources: RecordedResource[];
  outputs: Record<string, unknown>;
  /** Registrations (`register type::name`) and invokes (`call token`) in the order they reached the mocks. */
  events: string[];
}

const key = (type: string, name: string) => `${type}::${name}`;

let runCounter = 0;

/**
 * Runs the program once with these settings, in a root stack as `pulumi up` does. Resolves only
 * when every resource the program constructed has been registered with the mocks; see settled().
 */
export async function runProgram(cfg: InfraConfig): Promise<MockRun> {
  const registered = new Map<string, RecordedResource>();
  const events: string[] = [];
  await pulumi.runtime.setMocks(
    {
      newResource(args) {
        const inputs: pulumi.Inputs = args.inputs;
        events.push(`register ${key(args.type, args.name)}`);
        registered.set(key(args.type, args.name), { type: args.type, name: args.name, inputs, dependsOn: [] });
        return { id: `${args.name}-id`, state: { ...inputs, ...computedState(args.type, args.name, inputs) } };
      },
      call(args) {
        events.push(`call ${args.token}`);
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
  // Every resource is seen here, synchronously in its constructor, before it can be registered.
  const constructed: ConstructedResource[] = [];
  // A program error is rethrown here rather than left to reject inside the stack resource,
  // where nothing would handle it.
  let programError: { error: unknown } | undefined;
  const stackOutputs = await pulumi.runtime.runInPulumiStack(async () => {
    pulumi.runtime.registerStackTransformation(({ resource, type, name, opts }) => {
      constructed.push({ resource, type, name, dependsOn: opts.dependsOn });
      return undefined;
    });
    try {
      return createInfrastructure(cfg);
    } catch (error) {
      programError = { error };
      return {};
    }
  });
  await settled(constructed);
  if (programError) throw programError.error;
  const names = new Map(constructed.map((c) => [c.resource, key(c.type, c.name)]));
  const resources = constructed.map((c) => {
    const recorded = registered.get(key(c.type, c.name));
    if (!recorded) throw new Error(`${key(c.type, c.name)}: urn resolved but never reached newResource`);
    recorded.dependsOn = dependencies(c.dependsOn).map((d) => names.get(d) ?? '(not from this program)');
    return recorded;
  });
  return { resources, outputs: stackOutputs ?? {}, events };
}

interface ConstructedResource {
  resource: pulumi.Resource;
  type: string;
  name: string;
  dependsOn: pulumi.ResourceOptions['dependsOn'];
}

/** The program passes dependsOn as plain resources or arrays of them, never as Outputs. */
function dependencies(dependsOn: pulumi.ResourceOptions['dependsOn']): pulumi.Resource[] {
  if (dependsOn === undefined) return [];
  if (pulumi.Output.isInstance(dependsOn)) throw new Error('dependsOn as an Output: not supported by this harness');
  return (Array.isArray(dependsOn) ? dependsOn : [dependsOn]) as pulumi.Resource[];
}

/**
 * Waits until every constructed resource is registered: a resource's urn resolves only from the
 * mock monitor's answer, i.e. after newResource recorded it. Resources constructed meanwhile
 * (in an apply) join the list, so it loops until a pass adds none; the macrotask between passes
 * lets every pending microtask (apply callbacks) run first. No timing guess decides "done".
 */
async function settled(constructed: ConstructedResource[], timeoutMs = 10_000): Promise<void> {
  const registeredUrns = new Set<pulumi.Resource>();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const waiting = constructed.filter((c) => !registeredUrns.has(c.resource)).map((c) => key(c.type, c.name));
      reject(new Error(`resources never registered: ${waiting.join(', ')}`));
    }, timeoutMs);
  });
  timeout.catch(() => {}); // handled by the race below; this only keeps it from counting as unhandled
  try {
    for (let seen = -1; seen !== constructed.length; ) {
      seen = constructed.length;
      const urns = constructed.map((c) => resolve(c.resource.urn).then(() => registeredUrns.add(c.resource)));
      await Promise.race([Promise.all(urns), timeout]);
      await new Promise((r) => setImmediate(r));
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The plain value of an Output (or a plain value as is). */
export function resolve(value: unknown): Promise<unknown> {
  if (!pulumi.Output.isInstance(value)) return Promise.resolve(value);
  return new Promise((done) => (value as pulumi.Output<unknown>).apply((v) => done(v)));
}

export function settings(extra: Record<string, string> = {}): InfraSettings {
  return parseInfraSettings({
    project: projectId,
    region,
    image: `${region}-docker.pkg.dev/${projectId}/email-case-service/app:v1`,
    ...extra,
  });
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
