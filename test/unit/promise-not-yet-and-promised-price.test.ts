import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/**
 * "Not yet" is a promise too: "je ne peux rien vous confirmer pour la semaine du 19", "ainda não
 * lhe consigo dar o valor atualizado", "non posso confermarglielo finché non ho il listino" give
 * no value (a yes/no is not read as "no" from them) and the case waits. And when what the reply
 * promises is the price itself ("I'll send you a firm price after the survey", "le mando il prezzo
 * definitivo", "avec la disponibilité et le tarif 2027"), an amount beside the promise (last year's,
 * a rough range, another service's call-out) is not their answer: the case waits for the promised
 * one instead of putting the reply to the client.
 */

describe('a deferral ("not yet") is a promise, in the seven languages', () => {
  it.each([
    ['en', 'I can’t confirm anything yet, the rota is not done.'],
    ['en', "We're not able to give you a price at this stage."],
    ['de', 'Ich kann Ihnen leider noch keinen Preis nennen.'],
    ['de', 'Wir können noch nichts zusagen.'],
    ['fr', "Je ne peux rien vous confirmer pour la semaine du 19 avant notre réunion d'équipe."],
    ['fr', 'Je ne peux pas encore vous donner le tarif 2027.'],
    ['es', 'Todavía no le puedo confirmar nada.'],
    ['it', 'Non posso ancora confermarle la data.'],
    ['it', 'Però non posso confermarglielo finché non ho il listino ufficiale.'],
    ['nl', 'Ik kan u nog geen prijs geven.'],
    ['pt', 'Por isso ainda não lhe consigo dar o valor atualizado.'],
  ])('%s: %s', (_lang, text) => {
    expect(findPromise(text)).toBeDefined();
  });

  it.each([
    ['en', "I can't give you a discount on that model."],
    ['en', "We can't do the 15th."],
    ['de', 'Ich kann Ihnen noch heute den Preis nennen: 480 €.'],
    ['fr', 'Je ne peux pas vous donner de remise.'],
    ['nl', 'Ik kan u de prijs nu al geven: € 480.'],
  ])('no deferral: %s: %s', (_lang, text) => {
    expect(findPromise(text)).toBeUndefined();
  });
});

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-26T10:00:00Z');

function ctx(properties: Record<string, unknown>, objective: string): CaseContext {
  return {
    caseId: 'c1',
    goal: { objective },
    counterparty: { address: 'info@supplier.example', name: 'Sam' },
    senderPersona: { name: 'Kim' },
    resultSchema: { type: 'object', properties, required: Object.keys(properties) },
    attemptCount: 1,
    maxAttempts: 3,
  };
}

const evaluate = (c: CaseContext, text: string) => {
  const us: TranscriptEntry = { role: 'us', text: `Hello, ${c.goal.objective}`, at: AT, messageId: 'u0' };
  const latest: TranscriptEntry = { role: 'counterparty', text, at: AT + 60_000, messageId: 'm1' };
  return brain.evaluateReply(c, { transcript: [us, latest], latest });
};

const course = ctx(
  {
    coursePriceEUR: { type: 'number', description: 'prix 2027 du stage catamaran 5 jours, en euros TTC' },
    placeAvailable: { type: 'boolean', description: 'il reste une place pour la semaine du 19 juillet 2027' },
  },
  'Demander le prix du stage catamaran de 5 jours la semaine du 19 juillet 2027, et s’il reste de la place.',
);
const tractor = ctx(
  { priceEURExVAT: { type: 'number', description: 'firm price of the tractor in EUR excluding IVA' } },
  'Get the firm price, excluding VAT, of a new Falco 110 DT tractor with cab.',
);
const pest = ctx(
  {
    pricePerVisitGBPExVAT: { type: 'number', description: 'firm price per routine visit, GBP excluding VAT' },
  },
  'Get the firm price per routine visit, excluding VAT, of a rodent control contract.',
);

describe('the price promised for later: an amount beside the promise is waited past', () => {
  it('fr: "je ne peux rien vous confirmer" gives no "no"; last year’s price beside "le tarif 2027" is waited past', async () => {
    const ev = await evaluate(
      course,
      "Bonjour,\n\nLe planning des moniteurs pour juillet n'est pas encore bouclé : je ne peux rien vous confirmer pour la semaine du 19 avant notre réunion d'équipe de samedi. Je reviens vers vous en début de semaine prochaine avec la disponibilité et le tarif 2027.\n\nPour info, l'an dernier le stage était à 265 €, mais les tarifs vont bouger cette année.\n\nBonne journée,\nGwen",
    );
    expect(ev.outcome).toBe('auto_reply');
  });

  it('it: a list price of last year and an indicative figure beside "le mando il prezzo definitivo"', async () => {
    const ev = await evaluate(
      tractor,
      'Buongiorno,\n\nil trattore a listino 2026 era a 68.400 € + IVA; il nuovo listino non ci è ancora arrivato. Indicativamente siamo intorno ai 71.000 € + IVA, però non posso confermarglielo finché non ho il listino ufficiale. Appena ce l’ho le mando il prezzo definitivo.\n\nCordiali saluti\nPaolo',
    );
    expect(ev.outcome).toBe('auto_reply');
  });

  it('en: a rough range and another service’s price beside "I’ll send you a firm price"', async () => {
    const ev = await evaluate(
      pest,
      "Hi Marco,\n\nWe'd normally be looking at somewhere around £65-£75 a visit + VAT. I'll get Gary to pop in for a free survey on Thursday and I'll send you a firm price after that.\n\nFor reference, a one-off callout is £145 + VAT.\n\nBest,\nHelen",
    );
    expect(ev.outcome).toBe('auto_reply');
  });

  it('a promise of something else (the date) leaves an unplaced amount an answer: not waited on', async () => {
    const dated = ctx(
      {
        pricePerVisitGBPExVAT: { type: 'number', description: 'firm price per routine visit, GBP excluding VAT' },
        startDate: { type: 'string', format: 'date', description: 'first visit' },
      },
      'Get the price per routine visit and the date of the first visit.',
    );
    const ev = await evaluate(
      dated,
      "Hi Marco,\n\nA one-off callout is £145 + VAT, a routine visit under contract less. I'll confirm the start date tomorrow.\n\nBest,\nHelen",
    );
    expect(ev.outcome).not.toBe('auto_reply');
  });
});
