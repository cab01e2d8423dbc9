import type { Counterparty, Goal, SenderPersona } from '../../../shared/case-record.js';
import type { AttachmentContent } from './attachments/attachment-content.js';
import type { Draft, ReplyEvaluation } from '../workflow/reply-evaluation.js';

/**
 * Port to the brain: drafting outbound mail and reading replies. Gathering facts is read-only;
 * `decide` receives the result as a fact. Adapters: `offline-brain.ts` (deterministic rules,
 * local and test default) and `gemini/brain.ts`. The context carries no metadata, keys or
 * webhook URL: nothing the counterparty could exfiltrate through the model.
 */

export interface CaseContext {
  caseId: string;
  goal: Goal;
  counterparty: Counterparty;
  senderPersona: SenderPersona;
  constraints?: string[];
  resultSchema?: Record<string, unknown>;
  attemptCount: number;
  maxAttempts: number;
}

/** One message of the conversation so far, oldest first; `counterparty` text is untrusted. */
export interface TranscriptEntry {
  role: 'us' | 'counterparty';
  text: string;
  at: number;
  /** The message's subject, when known: auto-replies often say so only there. */
  subject?: string;
  /** The provider's message id, when known: evidence cites it. */
  messageId?: string;
  /**
   * Who sent it (counterparty side): a colleague or a deputy may answer from their own address,
   * and the client is told who wrote. Untrusted, like the text.
   */
  from?: { address: string; name?: string };
  /** What could be read of the message's attachments (counterparty messages being evaluated). */
  attachments?: AttachmentContent[];
}

export interface Brain {
  draftInitial(ctx: CaseContext): Promise<Draft>;
  draftFollowUp(ctx: CaseContext, input: { followUpNumber: number; transcript: TranscriptEntry[] }): Promise<Draft>;
  evaluateReply(
    ctx: CaseContext,
    input: { transcript: TranscriptEntry[]; latest: TranscriptEntry },
  ): Promise<ReplyEvaluation>;
  draftReplyWithInput(
    ctx: CaseContext,
    input: { transcript: TranscriptEntry[]; question: string; providedContext: string },
  ): Promise<Draft>;
  /**
   * When a follow-up is due (or the case would give up): the question for the client when the
   * counterparty replied, we have asked them once since and they have been silent
   * (guards/silence-after-reply.ts); undefined: follow up (or give up) as usual. Optional: a
   * brain without it always follows up.
   */
  questionAfterSilence?(ctx: CaseContext, input: { transcript: TranscriptEntry[] }): Promise<string | undefined>;
}

/**
 * An email the brain will not send: it would repeat what the client marked as private
 * (leak-guard.ts). The case asks the client `question` instead (fact-gathering.ts hands it to
 * the workflow as the client question); nothing goes to the counterparty.
 */
export class DraftHeldBack extends Error {
  override name = 'DraftHeldBack';
  constructor(readonly question: string) {
    super('draft held back');
  }
}
