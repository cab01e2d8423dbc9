import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { EVALUATION_RULES, RULES } from '../../services/worker/brain/gemini-prompts.js';
import { findLeaks, privateTexts } from '../../services/worker/brain/leak-guard.js';

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
