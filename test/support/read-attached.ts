import type { CaseContext } from '../../services/worker/brain/brain.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

const validator = createResultSchemaValidator();
const AT = Date.parse('2027-01-12T10:00:00Z');

/**
 * The values the offline brain reads from one counterparty reply whose attachment's extracted
 * text is `doc` (a PDF's text, a text file), for a case whose schema has `props` (all required).
 */
export function readAttached(
  props: Record<string, Record<string, unknown>>,
  objective: string,
  doc: string,
  file: { filename: string; contentType: string } = { filename: 'quote.pdf', contentType: 'application/pdf' },
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
  const latest = {
    role: 'counterparty' as const,
    text: 'Hello, our quotation is attached.',
    at: AT,
    messageId: 'm1',
    attachments: [{ attachmentId: 'a1', ...file, size: doc.length, text: doc }],
  };
  return readOfflineResult(ctx, latest, [latest], validator).values;
}
