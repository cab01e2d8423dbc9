import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { components } from './api-types.js';

export { WebhookVerificationError } from 'standardwebhooks';

type Schemas = components['schemas'];
export type CaseCompletedEvent = Schemas['CaseCompletedEvent'];
export type CaseFailedEvent = Schemas['CaseFailedEvent'];
export type CaseInputNeededEvent = Schemas['CaseInputNeededEvent'];
/** Any webhook the service sends; narrow it by `event`. */
export type CaseWebhook = CaseCompletedEvent | CaseFailedEvent | CaseInputNeededEvent;

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? '';
  const bag = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : bag[key];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

/**
 * Checks a signed webhook (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) against your signing secret (`whsec_…`, from the admin CLI's
 * webhook-secret) and returns its payload. Pass the body exactly as received (raw bytes or
 * text, before any JSON parsing). Throws WebhookVerificationError when a header is missing, the
 * signature does not match, or the timestamp is more than 5 minutes away from now.
 */
export function verifyWebhook(secret: string, body: string | Uint8Array, headers: HeaderBag): CaseWebhook {
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  const wanted = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
  const found = Object.fromEntries(wanted.map((h) => [h, header(headers, h)]));
  if (wanted.some((h) => found[h] === '')) throw new WebhookVerificationError('Missing required headers');
  return new Webhook(secret).verify(text, found) as CaseWebhook;
}
