import * as gcp from '@pulumi/gcp';
import type * as pulumi from '@pulumi/pulumi';
import type { InfraSecrets, InfraSettings } from './infra-config.js';
import { geminiMode } from './infra-config.js';

/**
 * Secret Manager holds the keys; Cloud Run reads them as secret env references pinned to the
 * version created here, so rotating a value (`pulumi config set --secret ...; pulumi up`) rolls
 * out a new revision. Values come from Pulumi secret config and stay encrypted in the state.
 * A secret whose value is not configured yet (the webhook secret before the webhook exists) is
 * created empty and not wired into Cloud Run.
 */
export interface ManagedSecret {
  secret: gcp.secretmanager.Secret;
  /** Absent until a value is configured. */
  version: gcp.secretmanager.SecretVersion | undefined;
}

export interface Secrets {
  agentmailApiKey: ManagedSecret;
  agentmailWebhookSecret: ManagedSecret;
  /** Only for BRAIN=gemini with an API key. */
  geminiApiKey: ManagedSecret | undefined;
}

export function createSecrets(s: InfraSettings, values: InfraSecrets, opts: pulumi.CustomResourceOptions): Secrets {
  const managed = (secretId: string, value: pulumi.Input<string> | undefined): ManagedSecret => {
    const secret = new gcp.secretmanager.Secret(
      secretId,
      { project: s.project, secretId, replication: { auto: {} } },
      opts,
    );
    const version =
      value === undefined
        ? undefined
        : new gcp.secretmanager.SecretVersion(`${secretId}-value`, { secret: secret.id, secretData: value }, opts);
    return { secret, version };
  };
  return {
    agentmailApiKey: managed('agentmail-api-key', values.agentmailApiKey),
    agentmailWebhookSecret: managed('agentmail-webhook-secret', values.agentmailWebhookSecret),
    geminiApiKey: geminiMode(s) === 'api-key' ? managed('gemini-api-key', values.geminiApiKey) : undefined,
  };
}
