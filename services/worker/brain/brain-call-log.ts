import type { Logger } from '../../../shared/logger.js';
import { opsFields, type BrainCallKind, type BrainFailureReason, type BrainKind } from '../../../shared/ops-events.js';
import { type Brain, type CaseContext, DraftHeldBack, type TranscriptEntry } from './brain.js';

/**
 * The brain port with one ops line per call (`brain_call`, ok or failed) and, on failure, one
 * `brain_failure` line with a reason an operator can act on. The error is rethrown unchanged:
 * this only watches. Lines carry the case id and the call's kind, never the prompt or output.
 */
export function withBrainCallLog(
  brain: Brain,
  opts: { brain: BrainKind; logger: Logger; reasonOf: (err: unknown) => BrainFailureReason },
): Brain {
  async function watched<T>(brainCall: BrainCallKind, ctx: CaseContext, call: () => Promise<T>): Promise<T> {
    const log = opts.logger.child({ caseId: ctx.caseId });
    const started = Date.now();
    try {
      const value = await call();
      log.info('brain call', {
        durationMs: Date.now() - started,
        ...opsFields('brain_call', { brain: opts.brain, brainCall, brainOutcome: 'ok' }),
      });
      return value;
    } catch (err) {
      const durationMs = Date.now() - started;
      // A held-back draft is the brain's answer (the client is asked), not a failure.
      if (err instanceof DraftHeldBack) {
        log.info('brain call', {
          durationMs,
          ...opsFields('brain_call', { brain: opts.brain, brainCall, brainOutcome: 'ok' }),
        });
        throw err;
      }
      log.info('brain call', {
        durationMs,
        ...opsFields('brain_call', { brain: opts.brain, brainCall, brainOutcome: 'failed' }),
      });
      log.warn('brain call failed', {
        durationMs,
        errorName: err instanceof Error ? err.name : 'unknown',
        ...opsFields('brain_failure', { brain: opts.brain, brainCall, brainFailure: opts.reasonOf(err) }),
      });
      throw err;
    }
  }
  return {
    draftInitial: (ctx) => watched('draft_initial', ctx, () => brain.draftInitial(ctx)),
    draftFollowUp: (ctx, input) => watched('draft_follow_up', ctx, () => brain.draftFollowUp(ctx, input)),
    evaluateReply: (ctx, input) => watched('evaluate_reply', ctx, () => brain.evaluateReply(ctx, input)),
    draftReplyWithInput: (ctx, input) =>
      watched('draft_reply_with_input', ctx, () => brain.draftReplyWithInput(ctx, input)),
    ...(brain.questionAfterSilence
      ? {
          questionAfterSilence: (ctx: CaseContext, input: { transcript: TranscriptEntry[] }) =>
            watched('draft_follow_up', ctx, () => brain.questionAfterSilence!(ctx, input)),
        }
      : {}),
  };
}
