import type { CaseContext } from '../../services/worker/brain/brain.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

const validator = createResultSchemaValidator();
const AT = Date.parse('2027-01-12T10:00:00Z');

/**
 * The values the offline brain reads from one counterparty reply, for a case whose schema has
 * `props` (all required) and whose goal is `objective`.
 */
export function readOneReply(
  props: Record<string, Record<string, unknown>>,
  text: string,
  objective = 'Find out what the price includes',
): Record<string, unknown> {
  const ctx: CaseContext = {
    caseId: 'c1',
    goal: { objective },
    counterparty: { address: 'sales@supplier.example', name: 'Sam' },
    senderPersona: { name: 'Alex' },
    resultSchema: { type: 'object', properties: props, required: Object.keys(props) },
    attemptCount: 1,
    maxAttempts: 3,
  };
  const latest = { role: 'counterparty' as const, text, at: AT, messageId: 'm1' };
  return readOfflineResult(ctx, latest, [latest], validator).values;
}
