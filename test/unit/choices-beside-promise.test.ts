import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * A reply that names the values of a missing choice or list beside a promise of something else
 * ("BSL is no problem … LSF I can do. I'll send a proper quote once you know the streams") has
 * answered (guards/unread-answers.ts): it is not waited on and followed up as if silent.
 */

const AT = Date.parse('2026-11-23T09:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const ctx = brainContext({
  objective: 'Ask Signpost Interpreting which sign languages they can cover at our conference: BSL, ASL and LSF',
  properties: {
    languages: {
      type: 'array',
      items: { type: 'string', enum: ['BSL', 'ASL', 'LSF'] },
      description: 'sign languages they can provide interpreters for on both days',
    },
  },
});
const FIRST = us('Hello, which sign languages could you cover on 17 and 18 May: BSL, ASL, LSF?', AT);

function outcome(text: string) {
  const latest = them(text, AT + 1000);
  return brain.evaluateReply(ctx, { transcript: [FIRST, latest], latest });
}

describe('choices named beside a promise (unread-answers.ts)', () => {
  it('the reply that names the languages is not waited on', async () => {
    const r = await outcome(
      "I've been through the diary. BSL is no problem at all, and Amélie can do the LSF. ASL is where it gets tricky, our two are booked that week, so I'm afraid not. I'll send a proper quote once you know how many streams you're running.",
    );
    expect(r.outcome).not.toBe('auto_reply');
  });

  it('a promise with no value of the list named is still waited on', async () => {
    const r = await outcome("Let me check with the interpreters and I'll get back to you by Friday.");
    expect(r.outcome).toBe('auto_reply');
  });
});
