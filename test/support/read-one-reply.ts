import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

const validator = createResultSchemaValidator();
const AT = Date.parse('2027-01-12T10:00:00Z');

/** A one-counterparty case whose schema has `props` (all required) and whose goal is `objective`. */
export function oneReplyCase(props: Record<string, Record<string, unknown>>, objective: string): CaseContext {
  return {
    caseId: 'c1',
    goal: { objective },
    counterparty: { address: 'sales@supplier.example', name: 'Sam' },
    senderPersona: { name: 'Alex' },
    resultSchema: { type: 'object', properties: props, required: Object.keys(props) },
    attemptCount: 1,
    maxAttempts: 3,
  };
}

/** The values the offline brain reads from one counterparty message (`reply`, without its time and id). */
export function readReply(
  props: Record<string, Record<string, unknown>>,
  objective: string,
  reply: Omit<TranscriptEntry, 'role' | 'at' | 'messageId'>,
  at = AT,
): Record<string, unknown> {
  const latest = { ...reply, role: 'counterparty' as const, at, messageId: 'm1' };
  return readOfflineResult(oneReplyCase(props, objective), latest, [latest], validator).values;
}

/**
 * The values the offline brain reads from one counterparty reply, for a case whose schema has
 * `props` (all required) and whose goal is `objective`, written at `at` (12 January 2027 unless given).
 */
export function readOneReply(
  props: Record<string, Record<string, unknown>>,
  text: string,
  objective = 'Find out what the price includes',
  at = AT,
): Record<string, unknown> {
  return readReply(props, objective, { text }, at);
}
