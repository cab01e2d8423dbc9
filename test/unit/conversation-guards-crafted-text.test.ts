import { describe, expect, it } from 'vitest';
import { GUARD_CRAFTED, runConversationGuards } from '../support/crafted-texts.js';

/**
 * The conversation guards run on counterparty text: crafted near-misses must not hang them.
 * A guard that backtracks without end never returns and the test's timeout fails it; how long
 * each takes (ms per 1,000 characters, linear when flat) is `npm run bench:patterns`'s to print.
 */

describe('the conversation guards return on crafted text', () => {
  it.each(GUARD_CRAFTED.map((t, i) => [i, t.length, t] as const))('input %i (%i characters)', (_i, _n, text) => {
    expect(() => runConversationGuards(text)).not.toThrow();
  });
});
