import { resolve } from 'node:path';
import * as pulumi from '@pulumi/pulumi';
import { loadFirestoreIndexFile } from './firestore-index-file.js';
import { parseInfraSettings, settingKeys } from './infra-config.js';
import { createInfrastructure } from './program.js';

/**
 * Pulumi entrypoint: reads the stack config (documented in Pulumi.yaml) and the checked-in
 * Firestore index file, and exports the stack outputs. Everything else is in program.ts.
 */
const config = new pulumi.Config();
const gcpConfig = new pulumi.Config('gcp');

const raw: Record<string, string | undefined> = {
  project: gcpConfig.get('project'),
  region: gcpConfig.get('region'),
};
for (const key of settingKeys) raw[key] = config.get(key);

const out = createInfrastructure({
  settings: parseInfraSettings(raw),
  secrets: {
    agentmailApiKey: config.requireSecret('agentmailApiKey'),
    agentmailWebhookSecret: config.getSecret('agentmailWebhookSecret'),
    geminiApiKey: config.getSecret('geminiApiKey'),
  },
  // Pulumi runs the program with the project directory (where Pulumi.yaml is) as cwd.
  firestoreIndexes: loadFirestoreIndexFile(resolve(process.cwd(), 'firestore.indexes.json')),
});

export const imageRepository = out.imageRepository;
export const buildServiceAccountEmail = out.buildServiceAccountEmail;
export const apiUrl = out.apiUrl;
export const providerWebhookUrl = out.providerWebhookUrl;
export const workerUrl = out.workerUrl;
export const deadLetterSubscription = out.deadLetterSubscription;
export const dashboardUrl = out.dashboardUrl;
export const alertNotificationChannel = 'alertNotificationChannel' in out ? out.alertNotificationChannel : undefined;
