import type { CaseRecord } from '../../../shared/case-record.js';
import { recordInline } from '../../../shared/case-attachments.js';
import { askClient, finish, send, unchanged, type Decision } from './decision.js';
import { isReviewed } from '../../../shared/review.js';
import { HANDLED_MESSAGE_IDS_KEPT, handledKey } from './handled-messages.js';
import type { DecideOptions, Facts } from './worker-events.js';

/**
 * EMAIL_RECEIVED: a message on the case's thread. Ours or another thread's is ignored; the
 * counterparty's is recorded as handled, then the brain's evaluation decides: complete, fail,
 * ask the client, answer, or (an auto-reply) wait on.
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
  const recorded: CaseRecord = {
    ...record,
    // Bounded inline part; the pipeline writes the full list to the subcollection in the same commit.
    ...recordInline(record.attachments, record.attachmentsOverflow ?? false, inbound.attachments),
    handledMessageIds: [...record.handledMessageIds, handledKey(messageId)].slice(-HANDLED_MESSAGE_IDS_KEPT),
    lastMessageId: inbound.fromCounterparty ? messageId : record.lastMessageId,
    // Reviewed cases: every email after a message that talks to the agent is held (review-risk.ts).
    ...(evaluation.injectionSignal && isReviewed(record) && !record.injectionSeenAt ? { injectionSeenAt: now } : {}),
  };
  switch (evaluation.outcome) {
    case 'goal_achieved':
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
      return askClient(recorded, evaluation.question, now, opts);
    case 'continue':
      // During INPUT_NEEDED we do not answer: the reply that uses the client's input will.
      if (record.status === 'INPUT_NEEDED') return unchanged(recorded);
      return send(recorded, 'reply', evaluation.reply, now);
    case 'auto_reply':
      // Out-of-office and the like: stored, and the pending timer keeps running.
      return unchanged(recorded);
  }
}
