import type { CaseRecord } from '../../../shared/case-record.js';
import { recordInline } from '../../../shared/case-attachments.js';
import { graceOf, holdResult, withoutPendingResult } from './completion-grace.js';
import { askClient, finish, send, unchanged, type Decision } from './decision.js';
import { isReviewed } from '../../../shared/review.js';
import { HANDLED_MESSAGE_IDS_KEPT, handledKey } from './handled-messages.js';
import { holdReply, replyWaitOf, withoutPendingReply } from './reply-wait.js';
import type { DecideOptions, Facts } from './worker-events.js';

/**
 * EMAIL_RECEIVED: a message on the case's thread. Ours or another thread's is ignored; the
 * counterparty's is recorded as handled, then the brain's evaluation decides: complete (or hold
 * the result for the completion grace, completion-grace.ts), fail, ask the client, answer (or hold
 * the clarification for the reply wait, reply-wait.ts), or (an auto-reply) wait on. Any reading
 * but an auto-reply replaces a result or a clarification held.
 */
export function replyReceived(
  record: CaseRecord,
  messageId: string,
  facts: Facts,
  now: number,
  opts: DecideOptions,
): Decision {
  const inbound = facts.inbound;
  if (!inbound) throw new Error('decide: EMAIL_RECEIVED needs the inbound message facts');
  if (inbound.origin !== 'counterparty')
    return { ignore: inbound.origin === 'us' ? 'our own message' : "not this case's thread" };
  const evaluation = inbound.evaluation;
  if (!evaluation) throw new Error("decide: a counterparty message needs the brain's evaluation");
  const read: CaseRecord = {
    ...record,
    // Bounded inline part; the pipeline writes the full list to the subcollection in the same commit.
    ...recordInline(record.attachments, record.attachmentsOverflow ?? false, inbound.attachments),
    handledMessageIds: [...record.handledMessageIds, handledKey(messageId)].slice(-HANDLED_MESSAGE_IDS_KEPT),
    lastMessageId: inbound.fromCounterparty ? messageId : record.lastMessageId,
    // Reviewed cases: every email after a message that talks to the agent is held (review-risk.ts).
    ...(evaluation.injectionSignal && isReviewed(record) && !record.injectionSeenAt ? { injectionSeenAt: now } : {}),
  };
  // A result held for the completion grace, or a clarification held for the reply wait, is
  // superseded by this reading (an auto-reply reads nothing).
  const recorded = evaluation.outcome === 'auto_reply' ? read : withoutPendingReply(withoutPendingResult(read));
  switch (evaluation.outcome) {
    case 'goal_achieved':
      // The completion grace: held on the case until its timer, a later reading replaces it.
      // Only from RUNNING: a case waiting on the client (INPUT_NEEDED) completes at once, as the
      // SPEC's moves have it, rather than going back to RUNNING with its question still open.
      if (graceOf(opts) > 0 && record.status === 'RUNNING')
        return holdResult(recorded, messageId, { result: evaluation.result, evidence: evaluation.evidence }, now, opts);
      return finish(recorded, now, {
        status: 'COMPLETED',
        resultStatus: 'goal_achieved',
        result: evaluation.result,
        ...(evaluation.evidence ? { resultEvidence: evaluation.evidence } : {}),
      });
    case 'rejected':
      return finish(recorded, now, {
        status: 'FAILED',
        resultStatus: 'failed_rejected',
        failureReason: evaluation.reason,
        suppress: evaluation.optOut ? 'opt_out' : undefined,
      });
    case 'needs_input':
      // While a question is open (PENDING, or answered and not yet processed) it is not replaced.
      if (record.status === 'INPUT_NEEDED') return unchanged(recorded);
      // Not understood in full: the rest or a correction may follow unprompted; held for the wait.
      if (evaluation.wait && replyWaitOf(opts) > 0 && record.status === 'RUNNING')
        return holdReply(recorded, messageId, { question: evaluation.question }, now, opts);
      return askClient(recorded, evaluation.question, now, opts);
    case 'continue':
      // During INPUT_NEEDED we do not answer: the reply that uses the client's input will.
      if (record.status === 'INPUT_NEEDED') return unchanged(recorded);
      // The reply wait: the rest of their answer may follow unprompted; held until its timer.
      if (replyWaitOf(opts) > 0 && record.status === 'RUNNING')
        return holdReply(recorded, messageId, evaluation.reply, now, opts);
      return send(recorded, 'reply', evaluation.reply, now);
    case 'auto_reply':
      // Out-of-office and the like: stored, and the pending timer keeps running.
      return unchanged(recorded);
  }
}
