import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import {
  caseTrustedTexts,
  findContacts,
  foreignContacts,
  refusalReason,
  trustedContactsIn,
} from '../../services/worker/brain/draft-guard.js';
import { CONTACT_UNITS, contactRun } from '../support/crafted-texts.js';

const NONE = trustedContactsIn([]);
const refused = (draft: string, trusted = NONE) => foreignContacts(draft, trusted).length > 0;

describe('findContacts: ordinary text is not a contact', () => {
  it.each([
    'e.g. a quote for chairs',
    'that is, i.e., the price',
    'the U.S. market and the U.S.A.',
    'z.B. bzw. d.h. No.5 etc.',
    'at 9 a.m. or 3 p.m., Dana Miller, Ph.D.',
    'we run Node.js and Vue.js',
    'version 1.2.3, v2.0.1-beta, Python 3.12',
    'the price is 3.50 per unit, €1.200,50 in all, 3.50EUR.',
    'call at 10.30 or 10.30am, dated 1.5.2024',
    'please find quote.pdf, Report.DOCX and photo.jpeg attached',
    'We agreed. Delivery follows.',
    'Wait...what?',
    'ありがとうございます。よろしくお願いします',
    'Alex Kim, Buyer, Acme Ltd',
  ])('%j', (text) => {
    expect(findContacts(text)).toEqual([]);
    expect(refused(text)).toBe(false);
  });
});

describe('findContacts: what it reads as a contact', () => {
  it.each([
    ['visit evil.example/login', { kind: 'link', host: 'evil.example', target: 'evil.example/login' }],
    ['write to billing@evil.example.', { kind: 'email', address: 'billing@evil.example', domain: 'evil.example' }],
    ['John.Doe@Evil.Example', { kind: 'email', address: 'john.doe@evil.example', domain: 'evil.example' }],
    ['mailto:x@evil.example', { kind: 'email', address: 'x@evil.example', domain: 'evil.example' }],
    ['(see https://evil.example/pay).', { kind: 'link', host: 'evil.example', target: 'evil.example/pay' }],
    ['[pay](https://evil.example/a_(b))', { kind: 'link', host: 'evil.example', target: 'evil.example/a_(b)' }],
    ['ftp://files.evil.example', { kind: 'link', host: 'files.evil.example', target: 'files.evil.example' }],
    ['http://localhost:3000/x', { kind: 'link', host: 'localhost:3000', target: 'localhost:3000/x' }],
    ['www.evil', { kind: 'link', host: 'evil', target: 'evil' }],
    ['WWW.EVIL.EXAMPLE/Path/', { kind: 'link', host: 'evil.example', target: 'evil.example/Path' }],
    ['EVIL.EXAMPLE.', { kind: 'link', host: 'evil.example', target: 'evil.example' }],
    ['evil.example:8443/x', { kind: 'link', host: 'evil.example:8443', target: 'evil.example:8443/x' }],
    ['follow @evil.example', { kind: 'link', host: 'evil.example', target: 'evil.example' }],
    ['203.0.113.5/login', { kind: 'link', host: '203.0.113.5', target: '203.0.113.5/login' }],
    ['evil.xn--p1ai', { kind: 'link', host: 'evil.xn--p1ai', target: 'evil.xn--p1ai' }],
    // Spellings a reader (or a browser) turns into the plain host.
    ['ｅｖｉｌ．ｅｘａｍｐｌｅ', { kind: 'link', host: 'evil.example', target: 'evil.example' }],
    ['evil\u200B.exam\u00ADple', { kind: 'link', host: 'evil.example', target: 'evil.example' }],
    // A suffix that is not a TLD does not swallow what follows it.
    ['notes.pdf/evil.example', { kind: 'link', host: 'evil.example', target: 'evil.example' }],
    // Refused knowingly (see draft-guard.ts): a TLD is a TLD, whatever the text meant.
    ['send quote.zip', { kind: 'link', host: 'quote.zip', target: 'quote.zip' }],
    ['Thanks.Best regards', { kind: 'link', host: 'thanks.best', target: 'thanks.best' }],
    ['version 1.2.3.4', { kind: 'link', host: '1.2.3.4', target: '1.2.3.4' }],
  ])('%j', (text, contact) => {
    expect(findContacts(text)).toEqual([contact]);
    expect(refused(text)).toBe(true);
  });

  it.each(CONTACT_UNITS)('returns on a 20,000-character run of %j (model output is attacker-influenced)', (unit) => {
    const run = contactRun(unit);
    // Whatever it reads, each contact is a piece of the run: never more contacts than characters.
    expect(findContacts(run).length).toBeLessThanOrEqual(run.length);
  });
});

describe('foreignContacts: only what the client gave may go out', () => {
  const trusted = trustedContactsIn([
    'Our portal is portal.acme.com.',
    'Catalogue: https://acme.example/catalogue?year=2026',
    'Invoices to Billing@Acme.example',
  ]);

  it.each([
    'Please use Portal.Acme.COM.',
    'Log in at https://www.portal.acme.com/ today',
    '(portal.acme.com)',
    'The catalogue is at acme.example/catalogue?year=2026.',
    'See http://acme.example/catalogue?year=2026',
    'our site acme.example',
    'send invoices to billing@acme.example',
  ])('allowed: %j', (draft) => {
    expect(foreignContacts(draft, trusted)).toEqual([]);
  });

  it.each([
    ['another path on a trusted host', 'acme.example/pay'],
    ['another query on a trusted link', 'acme.example/catalogue?year=2027'],
    ['a path on a host named bare', 'portal.acme.com/login'],
    ['a subdomain of a trusted host', 'evil.portal.acme.com'],
    ['a look-alike host (Cyrillic а)', 'pоrtal.acme.com'],
    ['userinfo in front of a trusted host', 'https://evil.example@portal.acme.com'],
    ['a trusted host behind userinfo', 'https://portal.acme.com@evil.example'],
    ['an address at a trusted domain not given as such', 'ceo@acme.example'],
    ['another port', 'portal.acme.com:8080'],
    ['one foreign among trusted ones', 'portal.acme.com or evil.example'],
  ])('refused: %s', (_name, draft) => {
    expect(foreignContacts(draft, trusted).length).toBeGreaterThan(0);
  });

  it('the refusal reason names kinds, never the offending text', () => {
    const why = refusalReason(foreignContacts('go to evil.example or write x@evil.example', NONE));
    expect(why).toBe(
      'the email contains a link or domain name and an email address not given in <case> or <client_answer>; leave it out',
    );
    expect(refusalReason(foreignContacts('write x@evil.example', NONE))).toMatch(/contains an email address not given/);
  });
});

describe('caseTrustedTexts', () => {
  const ctx: CaseContext = {
    caseId: 'c1',
    goal: {
      objective: 'Quote via quotes.acme.com',
      knowledge: { portal: 'portal.acme.com', 'docs.acme.com': true, nested: [{ mail: 'a@acme.com' }] },
    },
    counterparty: {
      address: 'dana@chairs.example',
      name: 'Dana',
      company: 'chairs-gmbh.example',
      customData: { site: 'shop.chairs.example' },
    },
    senderPersona: { name: 'Alex', role: 'Buyer', company: 'acme.com', tone: 'formal' },
    constraints: ['Never mention budget.acme.com'],
    attemptCount: 0,
    maxAttempts: 3,
  };
  const trusted = trustedContactsIn(caseTrustedTexts(ctx, ['Our fee page: fees.acme.com']));

  it.each([
    'quotes.acme.com',
    'portal.acme.com',
    'docs.acme.com',
    'a@acme.com',
    'shop.chairs.example',
    'chairs-gmbh.example',
    'acme.com',
    'budget.acme.com',
    'fees.acme.com',
  ])('trusts what the client wrote: %s', (draft) => {
    expect(foreignContacts(draft, trusted)).toEqual([]);
  });

  it('does not trust the counterparty address (never in a prompt) nor an answer given in another call', () => {
    expect(foreignContacts('dana@chairs.example', trusted)).toHaveLength(1);
    expect(foreignContacts('fees.acme.com', trustedContactsIn(caseTrustedTexts(ctx)))).toHaveLength(1);
  });
});
