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

/**
 * The chair-quote case the offline brain's and the writers' tests start from (100 oak chairs to
 * Berlin, Chairs GmbH, Alex Kim buying, first attempt of three): each suite gives its own result
 * schema, knowledge and constraints, and `over` replaces any part.
 */
export function chairQuoteContext(
  base: { resultSchema: Record<string, unknown>; knowledge: Record<string, string>; constraints?: string[] },
  over: Partial<CaseContext> = {},
): CaseContext {
  return {
    caseId: 'case-1',
    goal: { objective: 'Get a quote for 100 oak chairs delivered to Berlin', knowledge: base.knowledge },
    counterparty: { address: 'sales@chairs.example', name: 'Dana Miller', company: 'Chairs GmbH' },
    senderPersona: { name: 'Alex Kim', role: 'Buyer', company: 'Acme Ltd', tone: 'friendly' },
    ...(base.constraints ? { constraints: base.constraints } : {}),
    resultSchema: base.resultSchema,
    attemptCount: 1,
    maxAttempts: 3,
    ...over,
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

/** Mails from the counterparty's side, oldest first, a minute apart from `at` (message ids m0, m1 …). */
export const theirThread = (texts: readonly string[], at: number): TranscriptEntry[] =>
  texts.map((text, i) => ({ role: 'counterparty', text, at: at + i * 60_000, messageId: `m${i}` }));
