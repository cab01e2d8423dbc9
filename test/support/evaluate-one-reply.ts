import { expect } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import type { ReplyEvaluation } from '../../services/worker/workflow/reply-evaluation.js';
import { brainContext, theirThread } from '../unit/brain-fixtures.js';

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-23T10:00:00Z');

/**
 * The offline brain's evaluation of one counterparty reply (`text`, with a greeting and a
 * sign-off around it) on a case whose goal is `objective` and whose schema has `properties`
 * (all required).
 */
export async function evaluateOneReply(
  objective: string,
  text: string,
  properties: Record<string, unknown>,
): Promise<ReplyEvaluation> {
  const transcript = theirThread([`Hi,\n\n${text}\n\nThanks,\nCraig`], AT);
  return brain.evaluateReply(brainContext({ objective, properties }), { transcript, latest: transcript[0]! });
}

/** The question put to the client; the evaluation must be one. */
export function askedOf(got: ReplyEvaluation): string {
  expect(got.outcome).toBe('needs_input');
  return got.outcome === 'needs_input' ? got.question : '';
}
