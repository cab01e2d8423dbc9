import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** "Job ref DC-22817": the abbreviation "ref" between an identifier's name and its code. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (text: string) =>
  readFromSources(
    { type: 'object', properties: { jobReference: { type: 'string', description: 'the job reference' } } },
    [{ text, at: AT, messageId: 'm1' }],
    noRefs(),
  ).values;

describe('an identifier named by its kind and "ref"', () => {
  it.each([
    'Job ref DC-22817 - the engineers will call on the Friday before.',
    'Your job ref is DC-22817.',
    'Job ref.: DC-22817',
  ])('%s', (text) => {
    expect(read(text)).toEqual({ jobReference: 'DC-22817' });
  });

  it('two different codes after the name leave the field unread', () => {
    expect(read('Job ref DC-22817 for the canopy, job ref DC-22818 for the duct.')).toEqual({});
  });
});
