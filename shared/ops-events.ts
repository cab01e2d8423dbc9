import type { CaseStatus } from './case-record.js';
import type { OutboundKind } from './effects.js';
import type { Plan } from './usage.js';

/**
 * The log lines operators count. Each ops event is one JSON log line carrying
 * `opsEvent: <name>` plus the label fields listed here; infra/log-metrics.ts turns every entry
 * into a log-based metric (filter on `jsonPayload.opsEvent`, one metric label per field). Both
 * sides import this module, so renaming a field or an event changes the services' lines and the
 * metrics' filters together; the types below keep every label value to a small fixed set
 * (never ids, addresses or free text), which is what keeps metric cardinality low.
 */

/** The field that names the event in every ops line (`jsonPayload.opsEvent` in Cloud Logging). */
export const OPS_EVENT_FIELD = 'opsEvent';

export type BrainKind = 'offline' | 'gemini';
export type BrainCallKind = 'draft_initial' | 'draft_follow_up' | 'evaluate_reply' | 'draft_reply_with_input';
/** Why a brain call failed: who has to act (rate limits and outages pass; auth and bad requests need an operator). */
export type BrainFailureReason =
  | 'rate_limited'
  | 'unavailable'
  | 'auth'
  | 'bad_request'
  | 'timeout'
  | 'network'
  | 'invalid_output'
  | 'other';
/** How a provider failure is sorted (shared/provider-error-kind.ts). */
export type ProviderErrorKind =
  | 'timeout'
  | 'unreachable'
  | 'rate_limited'
  | 'server_error'
  | 'auth'
  | 'account_limit'
  | 'conflict'
  | 'rejected'
  | 'not_found'
  | 'client_error'
  | 'other';
export type ProviderOperationLabel = 'send' | 'reply' | 'read';
export type InboundOrigin = 'counterparty' | 'us' | 'other_thread';
/** The brain's reading of a counterparty message; `none` when it was not the counterparty's. */
export type InboundReading = 'goal_achieved' | 'needs_input' | 'rejected' | 'auto_reply' | 'continue' | 'none';
export type WebhookOutcome = 'delivered' | 'failed' | 'blocked';
/** What the sweeper found left behind (one line per case or delivery it re-drives). */
export type SweepRedriveKind = 'pending_effects' | 'unstarted' | 'overdue_timer' | 'unanswered_input' | 'webhook';
export type ThrottledRoute = 'create' | 'other';
export type Bool = 'true' | 'false';

/** Label fields (and their allowed values) of each ops event. */
export interface OpsEventLabels {
  case_created: { plan: Plan };
  /** `status` is a terminal one (COMPLETED, FAILED); resultStatus comes from decide's fixed set. */
  case_finished: { status: CaseStatus; resultStatus: string };
  email_sent: { emailKind: OutboundKind };
  inbound_read: { inboundOrigin: InboundOrigin; inboundReading: InboundReading };
  brain_call: { brain: BrainKind; brainCall: BrainCallKind; brainOutcome: 'ok' | 'failed' };
  brain_failure: { brain: BrainKind; brainCall: BrainCallKind; brainFailure: BrainFailureReason };
  provider_error: { providerOp: ProviderOperationLabel; providerError: ProviderErrorKind; retryable: Bool };
  webhook_outcome: { webhookOutcome: WebhookOutcome };
  sweep_redrive: { redriveKind: SweepRedriveKind };
  usage_limit_refused: { plan: Plan };
  throttle_refused: { throttledRoute: ThrottledRoute };
}

export type OpsEventName = keyof OpsEventLabels;

/**
 * Label names per event, at run time (infra reads them). `satisfies` makes the compiler hold
 * this list to the interface above: a label missing here or unknown there fails the build.
 */
export const OPS_EVENT_LABELS = {
  case_created: ['plan'],
  case_finished: ['status', 'resultStatus'],
  email_sent: ['emailKind'],
  inbound_read: ['inboundOrigin', 'inboundReading'],
  brain_call: ['brain', 'brainCall', 'brainOutcome'],
  brain_failure: ['brain', 'brainCall', 'brainFailure'],
  provider_error: ['providerOp', 'providerError', 'retryable'],
  webhook_outcome: ['webhookOutcome'],
  sweep_redrive: ['redriveKind'],
  usage_limit_refused: ['plan'],
  throttle_refused: ['throttledRoute'],
} as const satisfies { [E in OpsEventName]: readonly (keyof OpsEventLabels[E])[] };

// Every label field of the interface is listed (the `satisfies` above checks the other direction).
type Listed<E extends OpsEventName> = (typeof OPS_EVENT_LABELS)[E][number];
type Complete = { [E in OpsEventName]: Exclude<keyof OpsEventLabels[E], Listed<E>> extends never ? true : E };
const complete: Complete[OpsEventName] = true;
void complete;

export const OPS_EVENT_NAMES = Object.keys(OPS_EVENT_LABELS) as OpsEventName[];

/** The fields of one ops line: spread them into a log call's fields. */
export function opsFields<E extends OpsEventName>(event: E, labels: OpsEventLabels[E]): Record<string, unknown> {
  return { [OPS_EVENT_FIELD]: event, ...labels };
}
