import { describe, expect, it } from 'vitest';
import type { CaseContext } from '../../services/worker/brain/brain.js';
import { limitsOf } from '../../services/worker/brain/guards/client-limits.js';
import { findLeaks, privateTexts } from '../../services/worker/brain/leak-guard.js';
import { isPrivateInstruction, objectiveParts } from '../../services/worker/brain/objective-private.js';
import { draftFollowUp } from '../../services/worker/brain/writers/follow-up-email.js';
import { draftInitial } from '../../services/worker/brain/writers/initial-email.js';

const schema = {
  type: 'object',
  properties: { totalPriceEUR: { type: 'number' }, deliveryDate: { type: 'string', format: 'date' } },
  required: ['totalPriceEUR', 'deliveryDate'],
};

function ctx(objective: string): CaseContext {
  return {
    caseId: 'case-p',
    goal: { objective },
    counterparty: { address: 'office@printworks.example', name: 'Sam Ortiz', company: 'Printworks' },
    senderPersona: { name: 'Robin Hale', role: 'Office manager', company: 'Hale & Co' },
    resultSchema: schema,
    attemptCount: 1,
    maxAttempts: 3,
  } as CaseContext;
}

describe('objectiveParts: sentences meant for us are not part of the request', () => {
  it('leaves out a budget sentence while the quantity and the deadline stay', () => {
    const p = objectiveParts(
      'Get a quote for 2,000 printed brochures delivered by 14 March. Our budget is €3,200 at most. Ask about paper options.',
    );
    expect(p.request).toContain('2,000 printed brochures');
    expect(p.request).toContain('14 March');
    expect(p.request).toContain('Ask about paper options.');
    expect(p.request).not.toMatch(/3,200|budget/);
    expect(p.private).toEqual(['Our budget is €3,200 at most.']);
  });

  it.each([
    'We can pay up to $450 per night.',
    'The most we would pay is 18 EUR per square metre.',
    'Do not mention that we are talking to two other suppliers.',
    "Don't tell them our deadline is flexible.",
    'Internal note: the previous vendor overcharged us.',
    'For your information only: we are moving offices next year.',
    'Fallback position: accept 45-day payment terms.',
    'Unser Budget liegt bei maximal 5.000 €.',
    'Bitte nicht erwähnen, dass wir schon einen anderen Anbieter haben.',
    'Notre plafond est de 12 000 €.',
    'Ne pas mentionner notre budget.',
    'El presupuesto máximo es de 8.000 euros.',
    'No mencionar que tenemos otra oferta.',
    'Possiamo pagare al massimo 300 euro.',
    'Non dire che abbiamo fretta.',
    'O orçamento é de no máximo 2.500 €.',
    'Não mencionar o prazo interno.',
    'Ons budget is hoogstens € 4.000.',
    'Vertel hen niet dat we haast hebben.',
  ])('private: %s', (s) => {
    expect(isPrivateInstruction(s)).toBe(true);
  });

  it.each([
    'We need up to 500 units in two colours.',
    'Delivery within at most 3 weeks.',
    'The maximum load is 20 kg per shelf.',
    'Bis zu 40 Teilnehmer, Lieferung bis 12. Mai.',
    'Jusqu’à 30 personnes, le 4 juin.',
    'Reparación del techo de 120 m².',
    'Please include installation and disposal of the old units.',
    'Note: deliveries go to the back entrance.',
    'They will pay the shipping if we order 300 or more.',
  ])('part of the request: %s', (s) => {
    expect(isPrivateInstruction(s)).toBe(false);
  });

  it('drops a private clause after a semicolon or in brackets of the first sentence, never the request', () => {
    expect(objectiveParts('Get a quote for 40 desks; we can pay at most €9,000').request).toBe(
      'Get a quote for 40 desks',
    );
    expect(objectiveParts('Book a room for 12 people on 3 May (budget €600, do not disclose)').request).toBe(
      'Book a room for 12 people on 3 May',
    );
  });
});

describe('a private clause after a comma in the first sentence', () => {
  it.each([
    ['Get a quote for 40 stacking chairs delivered to Leeds, budget up to £900', '40 stacking chairs', /900|budget/],
    [
      'Angebot für 40 Stapelstühle einholen, Budget höchstens 900 €, Lieferung nach Köln',
      'Lieferung nach Köln',
      /900|budget/i,
    ],
    [
      'Demander un devis pour 40 chaises, notre plafond est de 900 €, livraison à Lyon',
      'livraison à Lyon',
      /900|plafond/,
    ],
    ['Pedir presupuesto de 40 sillas, como máximo 900 €, entrega en Sevilla', 'entrega en Sevilla', /900|máximo/],
  ])('%s', (objective, kept, gone) => {
    const p = objectiveParts(objective);
    expect(p.request).toContain(kept);
    expect(p.request).not.toMatch(gone);
    expect(draftInitial(ctx(objective), 'en').text).not.toMatch(gone);
  });
  it.each([
    [
      'Order 60 folding tables (white tops), budget up to €1,400',
      'Order 60 folding tables (white tops)',
      /1,400|budget/,
    ],
    [
      'Angebot für 25 Bürostühle (mit Armlehnen), höchstens 3.000 €, Lieferung nach Graz',
      'Angebot für 25 Bürostühle (mit Armlehnen), Lieferung nach Graz',
      /3\.000|höchstens/,
    ],
    [
      'Devis pour 12 tentes (4 x 4 m, blanches), notre plafond est de 2 500 €',
      'Devis pour 12 tentes (4 x 4 m, blanches)',
      /2 500|plafond/,
    ],
    [
      'Preventivo per 30 sedie (impilabili), possiamo pagare al massimo 700 euro, consegna a Torino',
      'Preventivo per 30 sedie (impilabili), consegna a Torino',
      /700|massimo/,
    ],
  ])('a private comma clause after a bracket goes too: %s', (objective, request, gone) => {
    const p = objectiveParts(objective);
    expect(p.request).toBe(request);
    expect(p.private.join(' ')).toMatch(gone);
    expect(draftInitial(ctx(objective), 'en').text).not.toMatch(gone);
  });
  it.each([
    ['Get a quote for 40 chairs with a budget of £900.', 'Get a quote for 40 chairs', /900|budget/],
    ['Get a quote for 40 chairs budget up to £900.', 'Get a quote for 40 chairs', /900|budget/],
    ['Get a quote for 40 chairs: budget £900.', 'Get a quote for 40 chairs', /900|budget/],
    ['Get a quote for 40 chairs / budget £900.', 'Get a quote for 40 chairs', /900|budget/],
    ['Get a quote for 40 chairs (oak) budget up to £900', 'Get a quote for 40 chairs (oak)', /900|budget/],
    ['Get a quote for 40 chairs (oak, budget up to £900', 'Get a quote for 40 chairs (oak)', /900|budget/],
    ['Get a quote for 40 chairs,budget £900', 'Get a quote for 40 chairs', /900|budget/],
    ['Angebot für 40 Stühle mit einem Budget von 900 €.', 'Angebot für 40 Stühle', /900|budget/i],
    ['Devis pour 40 chaises avec un budget de 900 €.', 'Devis pour 40 chaises', /900|budget/],
    ['Presupuesto de 40 sillas por no más de 900 €.', 'Presupuesto de 40 sillas', /900|más/],
    ['Offerte voor 40 stoelen met een maximum van 900 euro.', 'Offerte voor 40 stoelen', /900|maximum/],
    ['Orçamento para 40 cadeiras com orçamento de 900 €.', 'Orçamento para 40 cadeiras', /900/],
  ])('a private part the clause splits missed is cut: %s', (objective, request, gone) => {
    const p = objectiveParts(objective);
    expect(p.request).toBe(request);
    expect(p.private.join(' ')).toMatch(gone);
    expect(draftInitial(ctx(objective), 'en').text).not.toMatch(gone);
  });
  it('a request with a ceiling but no money is not cut', () => {
    expect(objectiveParts('Book a van for up to 3 days with driver').request).toBe(
      'Book a van for up to 3 days with driver',
    );
  });
  it('a comma inside a bracket never splits it, and a bracket with no private clause stays whole', () => {
    expect(objectiveParts('Quote for 80 mugs (printed, two colours), delivered by 9 June').request).toBe(
      'Quote for 80 mugs (printed, two colours), delivered by 9 June',
    );
    expect(objectiveParts('Hire a van (7.5 t, with driver), up to 3 days').request).toBe(
      'Hire a van (7.5 t, with driver), up to 3 days',
    );
  });
  it('a comma clause that is the request stays', () => {
    expect(objectiveParts('Get a quote for 40 chairs, up to 500 units later, delivered by May').request).toBe(
      'Get a quote for 40 chairs, up to 500 units later, delivered by May',
    );
  });
});

describe('the first email and later ones state the request without the private sentences', () => {
  const objective =
    'Get a quote for 2,000 printed brochures delivered by 14 March. We can pay no more than €3,200. Do not mention that the event may move.';

  it.each(['en', 'de', 'fr', 'es'] as const)('first email in %s (the languages the brain writes)', (lang) => {
    const d = draftInitial(ctx(objective), lang);
    expect(d.text).toContain('2,000');
    expect(d.text).toContain('14 March');
    expect(`${d.subject}\n${d.text}`).not.toMatch(/3,200|event may move|mention/);
  });

  it('a follow-up too', () => {
    const d = draftFollowUp(ctx(objective), 1);
    expect(`${d.subject}\n${d.text}`).not.toMatch(/3,200|event may move/);
  });
});

describe('leak guard: a private sentence of the objective or its figures is refused', () => {
  const c = ctx('Get a quote for 2,000 printed brochures by 14 March. Our ceiling is €3,200 in total.');
  const leaks = (text: string) => findLeaks(text, privateTexts(c, []));

  it('refuses the budget figure in any spelling, but not the quantity of the request', () => {
    expect(leaks('We could go to 3200 euros.')).toEqual(['confidential knowledge']);
    expect(leaks('Our ceiling is €3,200 in total.')).toEqual(['confidential knowledge']);
    expect(leaks('Could you quote 2,000 brochures for 14 March?')).toEqual([]);
  });
});

describe('paying or spending "more than" an amount is a ceiling of the client, never sent', () => {
  it.each([
    ['en', 'Order 30 desk lamps for the new office. We do not want to spend more than EUR 9,000.', '9,000'],
    ['it', 'Richiedere un preventivo per 30 lampade. Non vogliamo spendere più di 9.000 €.', '9.000'],
    ['es', 'Pedir precio de 30 lámparas. No queremos gastar más de 4.500 € en total.', '4.500'],
    ['pt', 'Pedir orçamento de 30 candeeiros. Não podemos gastar mais de 2.000 €.', '2.000'],
    ['fr', 'Demander le prix de 30 lampes. Nous ne souhaitons pas payer plus de 3 500 € HT.', '3 500'],
    ['de', 'Angebot für 30 Lampen einholen. Wir wollen auf keinen Fall mehr als 2.800 € ausgeben.', '2.800'],
    ['nl', 'Vraag een offerte voor 30 lampen. We willen zeker geen meer dan 1.900 euro betalen.', '1.900'],
  ])('%s: the sentence is private and the first email and its subject leave the figure out', (_l, objective, fig) => {
    const p = objectiveParts(objective);
    expect(p.private).toHaveLength(1);
    expect(p.request).not.toContain(fig);
    const d = draftInitial(ctx(objective), 'en');
    expect(`${d.subject}\n${d.text}`).not.toContain(fig);
  });

  it('a spending clause inside the request is cut, the request stays', () => {
    const p = objectiveParts('Get a quote for 40 folding chairs without spending more than £700.');
    expect(p.request).toBe('Get a quote for 40 folding chairs');
    expect(p.private.join(' ')).toContain('£700');
  });

  it('"more than" a quantity, or paying for more than one thing, stays the request', () => {
    expect(isPrivateInstruction('Ask for a quote for more than 500 flyers.')).toBe(false);
    expect(objectiveParts('Get a quote for more than 200 mugs, printed on two sides.').private).toEqual([]);
  });

  it('the sentence still sets the limit it set before (the objective is read whole for limits)', () => {
    const objective = 'Vraag een offerte voor 30 lampen. We willen zeker geen meer dan 1.900 euro betalen.';
    expect(limitsOf([objective]).map((l) => l.value)).toEqual([1900]);
  });
});
