import { describe, expect, it } from 'vitest';
import { READER_CRAFTED, READER_SCHEMA, readCrafted } from '../support/crafted-texts.js';

/**
 * The readers run on what a counterparty writes: crafted text must not hang them. A reader that
 * never returns fails on the test's timeout; how long each takes is `npm run bench:patterns`'s
 * to print (ms per 1,000 characters at three lengths).
 */

describe('the readers return on crafted text', () => {
  it.each(READER_CRAFTED)('%s (30 KB): values only for the schema fields', (_name, text) => {
    const { values } = readCrafted(text);
    for (const key of Object.keys(values)) expect(Object.keys(READER_SCHEMA.properties)).toContain(key);
  });
});
