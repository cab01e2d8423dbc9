import { describe, expect, it } from 'vitest';
import { fieldTerms } from '../../services/worker/brain/readers/field-terms.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A name word joins a vocabulary row by its stem; two words of six letters or more share six:
 * "service" (cut to "servic") is not the Dutch "servies" (crockery), so a service or waiting-staff
 * field is not about plates and glasses, while "deliveries", "installation", "availability" still
 * join their rows.
 */

describe('six-letter stems', () => {
  it('"service" brings no crockery words', () => {
    const terms = fieldTerms('servic staff');
    expect(terms).toContain('personnel');
    expect(terms).not.toContain('stoviglie');
    expect(terms).not.toContain('vaisselle');
  });

  it('crockery still brings "servies", deliveries still delivery words', () => {
    expect(fieldTerms('crockery')).toContain('servies');
    expect(fieldTerms('deliveries')).toContain('livr');
  });

  it.each<[string, Record<string, boolean>]>([
    [
      'In the £48 a head the waiting staff are included; crockery and glassware hire is extra.',
      { serviceStaffIncluded: true, crockeryIncluded: false },
    ],
    [
      'Il servizio camerieri è compreso, il noleggio delle stoviglie è escluso.',
      { waiterServiceIncluded: true, crockeryIncluded: false },
    ],
    [
      'Het bedienend personeel zit in de prijs; het servies rekenen we apart.',
      { serviceStaffIncluded: true, crockeryIncluded: false },
    ],
    [
      'Le personnel de service est compris, la vaisselle est en supplément.',
      { serviceStaffIncluded: true, crockeryIncluded: false },
    ],
  ])('%s', (text, want) => {
    const props = Object.fromEntries(Object.keys(want).map((k) => [k, { type: 'boolean' }]));
    const got = readOneReply(props, text);
    for (const [k, v] of Object.entries(want)) expect(got[k] === undefined || got[k] === v).toBe(true);
    expect(got.crockeryIncluded).toBe(false);
  });
});
