import type { Counterparty } from '../../shared/case-record.js';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';

/** Case contexts and transcripts for the brain's unit tests: plain values, no I/O. */

/**
 * A case context with a result schema of `properties` (every property required unless
 * `required` says otherwise) and the usual sender, first attempt of three.
 */
export function brainContext(opts: {
  objective: string;
  properties: Record<string, unknown>;
  required?: string[];
  counterparty?: Counterparty;
  attemptCount?: number;
}): CaseContext {
  return {
    caseId: 'c1',
    goal: { objective: opts.objective },
    counterparty: opts.counterparty ?? { address: 'dana@supplier.example', name: 'Dana' },
    senderPersona: { name: 'Alex' },
    resultSchema: {
      type: 'object',
      properties: opts.properties,
      required: opts.required ?? Object.keys(opts.properties),
    },
    attemptCount: opts.attemptCount ?? 1,
    maxAttempts: 3,
  };
}

/** A message we sent. */
export const us = (text: string, at: number, messageId = `u${at}`): TranscriptEntry => ({
  role: 'us',
  text,
  at,
  messageId,
});

/** A message from the counterparty's side. */
export const them = (text: string, at: number, messageId = `t${at}`): TranscriptEntry => ({
  role: 'counterparty',
  text,
  at,
  messageId,
});
