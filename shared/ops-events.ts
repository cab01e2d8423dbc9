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
export type SweepRedriveKind =
  | 'pending_effects'
  | 'unstarted'
  | 'overdue_timer'
  | 'unanswered_input'
  | 'webhook'
  | 'parked_event';
export type ThrottledRoute = 'create' | 'other';
/**
 * What the provider route did with a signed event: `published` to the case's queue, `parked` (its
 * thread not known yet: kept in parkedEvents), or acknowledged without acting: `duplicate` (a
 * retry or resend already published), `ignored` (a type no case acts on: message.sent,
 * message.delivered, ...), `flagged` (mail AgentMail labelled spam/blocked/unauthenticated),
 * `unusable` (signed, but its JSON or shape is not an event: logged at ERROR).
 */
export type ProviderEventOutcome = 'published' | 'parked' | 'duplicate' | 'ignored' | 'flagged' | 'unusable';
export type EmailEventKindLabel = 'received' | 'bounced' | 'complained' | 'rejected';
/** Who handed a parked event to its case: the worker right after recording the send, or the sweeper. */
export type ParkedReleaser = 'send_commit' | 'sweep';
export type WorkerEventType =
  | 'CASE_CREATED'
  | 'INPUT_PROVIDED'
  | 'EMAIL_RECEIVED'
  | 'EMAIL_BOUNCED'
  | 'EMAIL_COMPLAINED'
  | 'EMAIL_REJECTED'
  | 'TIMER_DUE'
  | 'CANCEL_REQUESTED'
  | 'WEBHOOK_RESEND'
  | 'unknown';
/**
 * Why the worker acknowledged a queue message without acting on it: `duplicate` (its processed
 * marker exists), `stale` (a timer, input request or effect no longer current), `finished` (the
 * case is COMPLETED or FAILED), `handled` (the message was already read), `not_this_case` (our own
 * mail, another thread, a case that does not exist), `not_applicable` (the case's state takes no
 * such event), `invalid` (unreadable message), `permanent_failure` (no retry can succeed).
 */
export type UnactedCause =
  | 'duplicate'
  | 'stale'
  | 'finished'
  | 'handled'
  | 'not_this_case'
  | 'not_applicable'
  | 'invalid'
  | 'permanent_failure';
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
  provider_event: { providerEventOutcome: ProviderEventOutcome };
  parked_event_released: { releasedBy: ParkedReleaser; emailEventKind: EmailEventKindLabel };
  /** A parked event whose thread never became a case's: kept for inspection, WARNING, alerted on. */
  unrouted_event: { emailEventKind: EmailEventKindLabel };
  worker_event_unacted: { workerEvent: WorkerEventType; unactedCause: UnactedCause };
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
  provider_event: ['providerEventOutcome'],
  parked_event_released: ['releasedBy', 'emailEventKind'],
  unrouted_event: ['emailEventKind'],
  worker_event_unacted: ['workerEvent', 'unactedCause'],
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
