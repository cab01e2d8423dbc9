import type { CaseRecord } from '../../../shared/case-record.js';
import { isOurMessage, messageText } from '../../../shared/conversation-thread.js';
import { attachmentMetasOf } from '../../../shared/email-attachments.js';
import type { EmailMessage, EmailProvider } from '../../../shared/email-provider.js';
import { PermanentError, RetryableError } from '../../../shared/errors.js';
import type { AttachmentReader } from '../brain/attachments/attachment-reader.js';
import { type Brain, type CaseContext, DraftHeldBack, type TranscriptEntry } from '../brain/brain.js';
import type { FactNeed, Facts, WorkerEvent } from '../workflow/worker-events.js';
import { sameAddress } from '../../../shared/email-address.js';

/**
 * Step 2 of the pipeline: read-only calls that turn a need into facts for `decide`. The
 * inbound message is always re-read from the provider by (the case's inbox, message id): the
 * queue message only says which one, never what it says. The brain context carries no metadata,
 * webhook URL or keys.
 */

export interface FactGatherer {
  gather(c: CaseRecord, event: WorkerEvent, need: FactNeed): Promise<Facts>;
  /**
   * Mail that reached a finished case (timeline-entries.ts, afterEndMailId), read back like a
   * live case's reply: null when it is not the counterparty's on the case's thread. Nothing is
   * evaluated.
   */
  afterEndMail(c: CaseRecord, messageId: string): Promise<{ from: string; attachments: number } | null>;
}

/** A drafted email, or the brain's question for the client when it held the email back (brain.ts). */
async function heldOrDrafted(draft: () => Promise<Facts['draft'] & object>): Promise<Facts> {
  try {
    return { draft: await draft() };
  } catch (err) {
    if (err instanceof DraftHeldBack) return { clientQuestion: err.question };
    throw err;
  }
}

/** A message read back from the case's inbox: the counterparty's on the case's thread, or not. */
type ThreadMessage = { origin: 'counterparty'; message: EmailMessage } | { origin: 'us' | 'other_thread' };

export function caseContext(c: CaseRecord): CaseContext {
  return {
    caseId: c.caseId,
    goal: c.goal,
    counterparty: c.counterparty,
    senderPersona: c.senderPersona,
    ...(c.constraints ? { constraints: c.constraints } : {}),
    ...(c.resultSchema ? { resultSchema: c.resultSchema } : {}),
    attemptCount: c.attemptCount,
    maxAttempts: c.maxAttempts,
  };
}

export function toTranscriptEntry(m: EmailMessage): TranscriptEntry {
  const ours = isOurMessage(m);
  return {
    role: ours ? 'us' : 'counterparty',
    ...(ours ? {} : { from: { address: m.from.address, ...(m.from.name ? { name: m.from.name } : {}) } }),
    text: messageText(m),
    at: m.timestamp,
    messageId: m.messageId,
    ...(m.subject !== undefined ? { subject: m.subject } : {}),
  };
}

/** How many earlier replies with attachments have them read again for the brain (bounded work per reply). */
export const EARLIER_ATTACHMENT_REPLIES = 3;

/** For `transcript`: every earlier reply's attachments are read (no message is being read on its own). */
const NONE_EXCLUDED = '';

/** `attachments`: reads a reply's attachments for the brain; without it they are not read. */
export function createFactGatherer(deps: {
  provider: EmailProvider;
  brain: Brain;
  attachments?: AttachmentReader;
}): FactGatherer {
  const { provider, brain } = deps;

  /**
   * The thread as the brain reads it. `withAttachmentsBefore`: the text of the attachments of the
   * counterparty's replies too, the last EARLIER_ATTACHMENT_REPLIES of them but that message (read
   * on its own): a quote's PDF read two mails ago still holds its total when they confirm the
   * order, and our next email does not ask for it again.
   */
  async function transcript(c: CaseRecord, withAttachmentsBefore?: string): Promise<TranscriptEntry[]> {
    if (!c.inboxId || !c.threadId) return [];
    const thread = await provider.getThread(c.inboxId, c.threadId);
    const entries = thread.messages.map((m) => toTranscriptEntry(m));
    const reader = deps.attachments;
    if (withAttachmentsBefore === undefined || !reader) return entries;
    const earlier = thread.messages
      .filter((m) => !isOurMessage(m) && m.attachments.length > 0 && m.messageId !== withAttachmentsBefore)
      .slice(-EARLIER_ATTACHMENT_REPLIES);
    for (const m of earlier) {
      const entry = entries.find((e) => e.messageId === m.messageId);
      if (entry) entry.attachments = await reader.read(m);
    }
    return entries;
  }

  return {
    async gather(c, event, need) {
      const ctx = caseContext(c);
      switch (need) {
        case 'initial_draft':
          return heldOrDrafted(() => brain.draftInitial(ctx));
        case 'follow_up_draft': {
          const history = await transcript(c, NONE_EXCLUDED);
          const clientQuestion = await brain.questionAfterSilence?.(ctx, { transcript: history });
          if (clientQuestion) return { clientQuestion };
          return heldOrDrafted(() =>
            brain.draftFollowUp(ctx, { followUpNumber: (c.followUpCount ?? 0) + 1, transcript: history }),
          );
        }
        case 'silence_question': {
          const clientQuestion = await brain.questionAfterSilence?.(ctx, {
            transcript: await transcript(c, NONE_EXCLUDED),
          });
          return clientQuestion ? { clientQuestion } : {};
        }
        case 'input_reply_draft': {
          const history = await transcript(c, NONE_EXCLUDED);
          return heldOrDrafted(() =>
            brain.draftReplyWithInput(ctx, {
              transcript: history,
              question: c.inputRequest?.question ?? '',
              providedContext: c.providedContext ?? '',
            }),
          );
        }
        case 'inbound_message': {
          if (event.type !== 'EMAIL_RECEIVED') throw new Error('inbound_message facts need an EMAIL_RECEIVED event');
          return { inbound: await inbound(c, event.messageId) };
        }
      }
    },

    async afterEndMail(c, messageId) {
      if (!c.inboxId || !c.threadId) return null;
      const read = await onThread(c.inboxId, c.threadId, messageId);
      if (read.origin !== 'counterparty') return null;
      return { from: read.message.from.address, attachments: read.message.attachments.length };
    },
  };

  /** The message by (the case's inbox, message id); one the inbox does not have is not this case's. */
  async function onThread(inboxId: string, threadId: string, messageId: string): Promise<ThreadMessage> {
    let message: EmailMessage;
    try {
      message = await provider.getMessage(inboxId, messageId);
    } catch (err) {
      if (err instanceof PermanentError && err.reason === 'NOT_FOUND') return { origin: 'other_thread' };
      throw err;
    }
    if (message.threadId !== threadId) return { origin: 'other_thread' };
    if (isOurMessage(message)) return { origin: 'us' };
    return { origin: 'counterparty', message };
  }

  async function inbound(c: CaseRecord, messageId: string): Promise<Facts['inbound']> {
    const none = { receivedAt: 0, attachments: [] };
    if (!c.inboxId || !c.threadId) {
      // A reply can overtake the commit of the first send (the thread is indexed right after the
      // provider accepts it): let the queue bring it back once the case knows its thread.
      if (c.outbox.some((o) => o.effect.type === 'SEND_EMAIL'))
        throw new RetryableError('first email not yet confirmed');
      return { origin: 'other_thread', ...none };
    }
    const read = await onThread(c.inboxId, c.threadId, messageId);
    if (read.origin !== 'counterparty') return { origin: read.origin, ...none };
    const { message } = read;
    const history = await transcript(c, message.messageId);
    const latest = toTranscriptEntry(message);
    if (deps.attachments && message.attachments.length > 0) latest.attachments = await deps.attachments.read(message);
    const evaluation = await brain.evaluateReply(caseContext(c), { transcript: history, latest });
    return {
      origin: 'counterparty',
      receivedAt: message.timestamp,
      fromCounterparty: sameAddress(message.from.address, c.counterparty.address),
      from: message.from.address,
      attachments: attachmentMetasOf(message),
      evaluation,
    };
  }
}
