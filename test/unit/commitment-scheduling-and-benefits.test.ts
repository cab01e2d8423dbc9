import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';

/**
 * On a goal that only asks, what is no term of the offer: when to order or tell them ("se ordina
 * entro le 12", "as long as you let us know the numbers 5 days ahead"), a benefit a condition earns
 * ("the survey is waived if you sign up within 30 days"), a time after "only after" ("rientra solo
 * dopo Pasqua"), a Spanish "desde que" (since), "see" after a Portuguese-looking "so se", a term
 * said not to exist ("não há avença mensal nem fidelização"), a minimum order per day beside
 * payment days, and a minimum charge beside a price. Real conditions stay with the client.
 */

const OBJECTIVE = 'Ask them for their price and lead time.';
const kinds = (text: string, commits = false) =>
  findCommitment(text, [OBJECTIVE], [OBJECTIVE], { goalCommits: commits })?.kinds ?? [];

describe('no term on a goal that only asks', () => {
  it.each<[string, string]>([
    ['it', "La consegna la facciamo in 2 giorni lavorativi dall'ordine, se ordina entro le 12."],
    ['pt', 'Preparamos lanches embalados a 6,00 € cada, desde que nos peçam até às 18h do dia anterior.'],
    ['en', 'We can do veggie versions at the same price as long as you let us know the numbers 5 days ahead.'],
    ['en', 'The initial survey (normally £95 + VAT) is waived if you sign up within 30 days.'],
    ['it', 'Le rispondo io, perché la collega Paola rientra solo dopo Pasqua.'],
    ['es', 'Perdona, se me pasó lo del plazo: son 6 días laborables desde que nos devuelvas la prueba firmada.'],
    ['en', "We're holding those rates until the end of March, so see below."],
    ['pt', 'Não há avença mensal nem fidelização: paga apenas o que enviar.'],
    ['en', 'Minimum order is 20 lunches a day, payment on invoice within 14 days.'],
    ['es', 'El pedido mínimo son 10 cajas de 10 kg y el plazo habitual es de 4 a 5 días laborables.'],
    ['pt', 'Tarifa all-in: 2,95 €/kg, com mínimo de 1.000 €.'],
  ])('%s: %s', (_lang, text) => {
    expect(kinds(text)).toEqual([]);
  });
});

describe('terms that stay with the client', () => {
  it.each<[string, string, string]>([
    ['en', 'We can hold the room, subject to a signed order form by Monday.', 'condition'],
    ['en', 'Yes, but only if you take the full pallet.', 'condition'],
    ['pt', 'Fazemos o preço de 6,00 € desde que paguem adiantado.', 'condition'],
    ['en', 'Minimum hire is 4 hours.', 'minimum'],
    ['en', 'We can do it as long as you pay the deposit by Friday.', 'condition'],
  ])('%s: %s', (_lang, text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('a benefit’s condition on a goal that commits is still put to the client', () => {
    expect(kinds('The initial survey is waived if you sign up within 30 days.', true)).toContain('condition');
  });
});

describe('a run made only from a count above the one asked', () => {
  const objective = 'Ask for the price per bag for 5,000 kraft paper carrier bags, and the lead time.';
  const terms = (text: string) => findCommitment(text, [objective], [objective], { goalCommits: false })?.kinds ?? [];
  it.each<[string, string]>([
    ['es', 'Las bolsas las fabricamos a partir de 10.000 unidades, por debajo no nos compensa.'],
    ['en', 'We only print these from 10,000 units upwards.'],
    ['de', 'Die Tüten fertigen wir ab 10.000 Stück.'],
  ])('%s: a minimum the client must accept', (_lang, text) => {
    expect(terms(text)).toContain('minimum');
  });
  it('a tier priced from a count is no minimum', () => {
    expect(terms('Die Tüten kosten je Stück 0,21 €, ab 10.000 Stück 0,19 €.')).toEqual([]);
  });
  it('a price list’s tier header is no minimum', () => {
    expect(terms('Farbgruppe;Beschreibung;300-499 Stück;500-999 Stück;ab 10000 Stück')).toEqual([]);
  });
  it('a start date after "vanaf" is no minimum', () => {
    expect(terms('Dus wij kunnen vanaf 13 april beginnen met twee monteurs.')).toEqual([]);
  });
  it('a date after "from" is no minimum', () => {
    expect(terms('The price of 0,19 € applies from 1 March.')).toEqual([]);
  });
});

describe('a term the schema asks, above the one the client asked', () => {
  const objective =
    'Get a price for 24/7 alarm monitoring of our warehouse on a 12-month contract, budget up to £45 a month';
  const schema = [
    'contractTermMonths length of the contract in months',
    'monthlyPriceGBP monthly monitoring fee in GBP',
  ];
  it('goes to the client though the schema asks the term', () => {
    const text =
      "I should say that price is on our standard 36-month minimum term - we don't do 12-month agreements, sorry.";
    const got = findCommitment(text, [objective], [objective], {
      goalCommits: false,
      schemaTexts: schema,
      schemaFields: schema,
    });
    expect(got?.kinds).toContain('minimum');
  });
  it('the term the client asked answers the field', () => {
    const text = 'The price is on a 12-month minimum term.';
    const got = findCommitment(text, [objective], [objective], {
      goalCommits: false,
      schemaTexts: schema,
      schemaFields: schema,
    });
    expect(got?.kinds ?? []).not.toContain('minimum');
  });
});
