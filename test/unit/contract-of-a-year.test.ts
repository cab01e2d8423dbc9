import { describe, expect, it } from 'vitest';
import { askedOf, evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * A price bound to a contract of a year ("on an annual contract", "dans le cadre d'un contrat
 * annuel", "bei einem Jahresvertrag", "con contrato anual", "con contratto annuale", "bij een
 * jaarcontract", "com contrato anual") is a term the client accepts, like "minimum 12 months":
 * the client is asked, quoted, unless their own texts asked for a year's term. Before, a price per
 * visit tied to a 12-visit annual contract was delivered to a client who asked for no commitment.
 */

const props = { pricePerVisitEUR: { type: 'number', description: 'price per visit excl. VAT, EUR' } };
const NO_TIE = 'Get the price per monthly pest-control visit for our restaurant, with no fixed term';

describe('a price bound to a contract of a year goes to the client', () => {
  it.each([
    ['en', 'We charge €95 + VAT per visit on an annual contract of 12 visits.'],
    ['en, 12-month', 'It is €95 + VAT per visit, based on a 12-month agreement.'],
    ['de', 'Der Preis liegt bei 95 € netto pro Besuch bei einem Jahresvertrag.'],
    ['fr', "Le passage est à 95 € HT, dans le cadre d'un contrat annuel."],
    ['es', 'El precio es de 95 € + IVA por visita con contrato anual.'],
    ['it', 'Il prezzo è 95 € + IVA a intervento con contratto annuale.'],
    ['nl', 'De prijs is € 95 excl. btw per bezoek bij een jaarcontract.'],
    ['pt', 'O valor é 95 € + IVA por visita, com contrato anual.'],
  ])('%s', async (_, text) => {
    const got = await evaluateOneReply(NO_TIE, text, props);
    expect(askedOf(got)).toMatch(/annu|12-month|Jahres|anual|jaar/i);
  });

  it.each([
    [
      'en',
      'Get the price per visit for a 12-month pest-control contract at our restaurant',
      'We charge €95 + VAT per visit on an annual contract.',
    ],
    [
      'fr',
      'Obtenir le prix HT par passage pour un contrat annuel de dératisation',
      "Le passage est à 95 € HT, dans le cadre d'un contrat annuel.",
    ],
    [
      'de',
      'Preis pro Besuch für einen Schädlingsvertrag über ein Jahr erfragen',
      'Der Preis liegt bei 95 € netto pro Besuch bei einem Jahresvertrag.',
    ],
  ])('not when the client asked for a year (%s)', async (_, objective, text) => {
    const got = await evaluateOneReply(objective, text, props);
    // Never a decision put to the client (the German reading of "pro Besuch" is the reader's matter).
    expect(got.outcome === 'needs_input' ? got.question : '').not.toContain('needs your decision');
  });

  it.each([
    ['en', 'We only service equipment covered by an annual maintenance contract; the visit is €95 + VAT.'],
    ['pt', 'Só fazemos intervenções a equipamentos com contrato de manutenção anual; a visita custa 95 € + IVA.'],
    ['fr', "Nous n'intervenons que sous contrat d'entretien annuel ; le passage est à 95 € HT."],
    ['it', 'Interveniamo solo con contratto di manutenzione annuale; la visita costa 95 € + IVA.'],
  ])('a contract with a word between binds too (%s)', async (_, text) => {
    const got = await evaluateOneReply(NO_TIE, text, props);
    expect(askedOf(got)).toMatch(/annu|anual/i);
  });

  it.each([
    ['en', 'It is €95 + VAT per visit. An annual maintenance contract (optional) is €300 + VAT.'],
    ['pt', 'A visita custa 95 € + IVA. O contrato de manutenção anual (opcional) tem o valor de 300 € + IVA.'],
    ['de', 'Der Besuch kostet 95 € netto. Ein Jahreswartungsvertrag ist auf Wunsch möglich.'],
  ])('not a contract offered as an option (%s)', async (_, text) => {
    const got = await evaluateOneReply(NO_TIE, text, props);
    expect(got.outcome === 'needs_input' ? got.question : '').not.toContain('needs your decision');
  });

  it('not an annual price without a contract', async () => {
    const got = await evaluateOneReply(
      NO_TIE,
      'It is €95 + VAT per visit; the annual service report is included.',
      props,
    );
    expect(got.outcome === 'goal_achieved' ? got.result : got).toEqual({ pricePerVisitEUR: 95 });
  });
});
