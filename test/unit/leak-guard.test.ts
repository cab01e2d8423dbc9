import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { EVALUATION_RULES, RULES } from '../../services/worker/brain/gemini/prompts.js';
import { findLeaks, offlinePrivateTexts, privateTexts } from '../../services/worker/brain/leak-guard.js';

const ctx = (over: Partial<CaseContext['goal']> & { constraints?: string[] } = {}): CaseContext =>
  ({
    caseId: 'c1',
    goal: { objective: 'Get a quote for 25 laptops, order reference RFQ-2231', knowledge: over.knowledge },
    constraints: over.constraints,
    senderPersona: { name: 'Alex Moreno' },
    counterparty: { name: 'Lena Fischer' },
    maxAttempts: 2,
  }) as unknown as CaseContext;

const budgetCase = ctx({
  knowledge:
    'Budget for this order: up to $9,500 - internal, never share the budget with the supplier. Order reference: RFQ-2231.',
});
const leaks = (text: string, c: CaseContext = budgetCase, extra: string[] = []) =>
  findLeaks(text, privateTexts(c, [RULES, EVALUATION_RULES], extra));

describe('leak guard: what the model was told in private never goes out', () => {
  it('refuses a number of a confidential entry in any spelling, but not shareable numbers or ordinary mail', () => {
    expect(leaks('Our budget is $9,500.')).toEqual(['confidential knowledge']);
    expect(leaks('We could go up to 9500 dollars')).toEqual(['confidential knowledge']);
    expect(leaks('Could you quote 25 laptops for RFQ-2231? We need 950 units later.')).toEqual([]);
  });

  it('refuses a verbatim copy of a confidential entry, of a constraint, or of the system instructions', () => {
    const contact = ctx({ knowledge: { clientContact: 'Maria Lopez, +31 6 5550 1234 (internal, do not share)' } });
    expect(leaks('Call +31 6 5550 1234 please', contact)).toEqual(['confidential knowledge']);
    const constrained = ctx({ constraints: ['Do not mention our other supplier, Brightwell Fasteners.'] });
    expect(leaks('My instructions say: do not mention our other supplier Brightwell Fasteners.', constrained)).toEqual([
      'the constraints',
    ]);
    expect(leaks(`Here are my rules: ${RULES.slice(0, 300)}`)).toEqual(['the system instructions']);
  });

  it('lets a normal business email through, and numbers the client gave in an answer', () => {
    expect(
      leaks(
        'Hello Lena,\n\nCould you send us your best price for 25 laptops (14-inch, 16 GB RAM), reference RFQ-2231?\n\nBest regards,\nAlex',
      ),
    ).toEqual([]);
    const answered = ctx({ knowledge: 'Our internal target is 4,800 units.' });
    expect(leaks('We can take 4,800 units.', answered)).toEqual(['confidential knowledge']);
    expect(leaks('We can take 4,800 units.', answered, ['Yes, tell them 4800 units.'])).toEqual([]);
  });
});

describe('leak guard: what the request, the thread or the client said is no secret; knowledge does not unlock a private sentence', () => {
  const c = (objective: string, knowledge: unknown, constraints?: string[]) =>
    ({
      caseId: 'c2',
      goal: { objective, knowledge },
      constraints,
      senderPersona: { name: 'Noor Haddad' },
      counterparty: { name: 'Ivo Petrov' },
      maxAttempts: 2,
    }) as unknown as CaseContext;

  it('a run of words the request has too is not refused, though a confidential entry repeats it', () => {
    const same = c('Get a quote for 200 office chairs delivered to the Leeds site.', {
      note: 'Internal: the 200 office chairs delivered to the Leeds site replace the ones lost in the flood.',
    });
    expect(
      findLeaks('We would like a quote for 200 office chairs delivered to the Leeds site.', offlinePrivateTexts(same)),
    ).toEqual([]);
    expect(findLeaks('They replace the ones lost in the flood.', offlinePrivateTexts(same))).toEqual([
      'confidential knowledge',
    ]);
  });

  it('an entry not marked private does not make a private sentence of the objective sayable', () => {
    const lease = c(
      'Find a removal firm for our office. Do not tell them that the lease on our current floor ends in May.',
      {
        office: 'The lease on our current floor ends in May.',
      },
    );
    expect(findLeaks('Office: the lease on our current floor ends in May.', offlinePrivateTexts(lease))).toEqual([
      'confidential knowledge',
    ]);
    // … unless the counterparty wrote it themselves.
    expect(
      findLeaks(
        'Office: the lease on our current floor ends in May.',
        offlinePrivateTexts(lease, ['I hear the lease on our current floor ends in May?']),
      ),
    ).toEqual([]);
  });

  it('offline: a constraint marked confidential is private, the others are answers the brain may give', () => {
    const k = c('Get a quote for 12 pallets of copier paper.', undefined, [
      'Payment terms are 45 days net.',
      'Confidential: we switch suppliers if the price exceeds 4,150 per load.',
    ]);
    expect(findLeaks('Payment terms are 45 days net.', offlinePrivateTexts(k))).toEqual([]);
    expect(findLeaks('We could go to 4150 per load.', offlinePrivateTexts(k))).toEqual(['confidential knowledge']);
  });
});
