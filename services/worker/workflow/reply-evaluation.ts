import type { ResultEvidence } from '../../../shared/case-record.js';

/**
 * What a brain hands the workflow: a drafted message, or its reading of a reply. The workflow
 * (`decide`) takes these as facts; the brain port (`brain/brain.ts`) produces them.
 */

export interface Draft {
  subject: string;
  text: string;
}

/**
 * The reply held text addressed to an automated assistant, claiming a case status, dictating a
 * value or giving the agent orders (brain/regions/instructions.ts): none of it was used; the
 * workflow records the signal in the case's timeline. `blocks`: how many such blocks.
 */
export interface InjectionSignal {
  blocks: number;
}

export type ReplyEvaluation = ReplyOutcome & { injectionSignal?: InjectionSignal };

type ReplyOutcome =
  /**
   * The goal is met; `result` already validated against resultSchema (when given). `evidence`:
   * for top-level result fields, the message (and attachment) each came from with a verbatim
   * quote that code has checked occurs there.
   */
  | { outcome: 'goal_achieved'; result: unknown; evidence?: Record<string, ResultEvidence> }
  /**
   * A question for the client. `wait`: the reply was not understood in full and the counterparty
   * may still be writing (the rest, a correction): held for the reply wait like a clarification,
   * asked only if nothing newer is read. Without it (a decision only the client can make) it is
   * asked at once, so that nothing read later can stand in for it.
   */
  | { outcome: 'needs_input'; question: string; wait?: boolean }
  /**
   * The counterparty refused; the case fails with `failed_rejected`. `optOut`: the refusal asks
   * not to be contacted again (unsubscribe, remove me from your list, do not contact me ...).
   */
  | { outcome: 'rejected'; reason: string; optOut?: boolean }
  /** Out-of-office or other automatic reply: nothing to answer, the case waits on. */
  | { outcome: 'auto_reply' }
  /** The conversation goes on with this reply in the thread. */
  | { outcome: 'continue'; reply: Draft };
