import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/**
 * The client's own words for each field bind amounts and days: an amount right after a word only
 * another field's description holds ("a fatura da adjudicação (1.170 € + IVA)" beside a deposit
 * described "(adjudicação)") is that field's; a price said without what the field includes ("Só as
 * letras, sem colocação, seriam 1.995 €" for a price with fitting) is another variant's; two date
 * fields never take one day from a sentence that writes two.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const refs = { dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() };
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], refs).values;

const SIGN = {
  priceEUR: { type: 'number', description: 'preço do reclamo com colocação, em euros sem IVA' },
  depositEUR: { type: 'number', description: 'valor a pagar adiantado (adjudicação), em euros sem IVA' },
};

describe("an amount named by another field's own word", () => {
  it.each([
    'Envio-lhe amanhã a maqueta para aprovação e a fatura da adjudicação (1.170 € + IVA).',
    'O prazo conta a partir do pagamento da adjudicação, que é de 50% (1.170 € + IVA).',
  ])('%s', (text) => {
    expect(read(SIGN, text)).not.toHaveProperty('priceEUR');
  });

  it('the words of its own sentence still bind the field it names', () => {
    const props = {
      unitPriceGBP: { type: 'number', description: 'price per chair, GBP ex VAT' },
      deliveryChargeGBP: {
        type: 'number',
        description: 'total delivery/assembly charge for the order, GBP ex VAT (0 if free)',
      },
    };
    // "per chair" belongs to the £8.50: the £102 after it is the delivery charge.
    expect(read(props, 'Deliver & Build is £8.50 per chair, so £102 + VAT for the 12.')).toMatchObject({
      deliveryChargeGBP: 102,
    });
  });
});

describe('a price without what the field includes', () => {
  it.each([
    [
      'pt',
      'O reclamo fica em 2.340 € + IVA, já com a colocação incluída. Só as letras, sem colocação, seriam 1.995 € + IVA.',
    ],
    ['pt', 'Sem colocação seriam 1.995 € + IVA; com a colocação incluída fica em 2.340 € + IVA.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(SIGN, text)).toEqual({ priceEUR: 2340 });
  });

  it.each([
    ['en', 'The sign is £2,340 fitted. Without fitting it would be £1,995.'],
    ['de', 'Das Schild kostet montiert 2.340 €. Ohne Montage wären es 1.995 €.'],
  ])('%s: %s', (_lang, text) => {
    const props = { price: { type: 'number', description: 'price of the sign including fitting, excluding VAT' } };
    expect(read(props, text)['price']).not.toBe(1995);
  });
});

describe('two date fields, one sentence with two days', () => {
  const DATES = {
    cabinetInstallationDate: {
      type: 'string',
      format: 'date',
      description: 'date on which the cabinets and counter body are installed',
    },
    worktopInstallationDate: {
      type: 'string',
      format: 'date',
      description: 'date on which the stone worktop is installed',
    },
  };
  it('one day read for both from a sentence that writes two: neither is delivered', () => {
    const text =
      'Fica então marcado: montagem dos móveis e do balcão a 16 de abril e colocação do tampo de granito a 29 de abril.';
    expect(read(DATES, text)).toEqual({});
  });
  it('each field named beside its own day is read', () => {
    expect(read(DATES, 'We will install the cabinets on 16 April and the stone worktop on 29 April.')).toEqual({
      cabinetInstallationDate: expect.stringMatching(/-04-16$/),
      worktopInstallationDate: expect.stringMatching(/-04-29$/),
    });
  });
});
