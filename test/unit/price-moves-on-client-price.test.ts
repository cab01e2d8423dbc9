import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { readFields } from '../support/read-fields.js';

/**
 * A renewal at the client's own price: the counterparty saying the price cannot stay there, or
 * moves to a new amount, is a changed price for the client ("le montant annuel ne peut pas
 * rester à 4 200 € … le forfait passe à 4 620 € HTVA"); Belgian "HTVA" and "TVAC" are a net and
 * a gross amount; a response time "en 24 h" is no date.
 */

const GOAL =
  'Renew the annual maintenance contract with Clim’Air Services for another year from 1 March, at the current price of EUR 4,200 ex VAT per year.';
const commitment = (text: string, goal = GOAL) =>
  findCommitment(text, [goal], [goal], { goalCommits: true, clientTexts: [goal] })?.kinds;

describe('a price that moves away from the client’s own', () => {
  it.each([
    "Le montant annuel ne peut pas rester à 4 200 € : avec l'indexation, le forfait passe à 4 620 € HTVA par an.",
    'Unfortunately the annual fee goes up to EUR 4,620 from March.',
    'Die Jahrespauschale kann leider nicht bei 4.200 € bleiben, sie steigt auf 4.620 € netto.',
    'La cuota anual sube a 4.620 € + IVA.',
    'Il canone annuo passa a 4.620 € + IVA.',
    'Het jaarbedrag gaat naar € 4.620 excl. btw.',
    'O valor anual passa para 4.620 € + IVA.',
  ])('%s', (text) => {
    expect(commitment(text)).toContain('price change');
  });

  it('a moving verb without an amount after it moves no price', () => {
    expect(commitment('Le technicien passe à 8 h pour la première visite, le prix reste de 4 200 €.')).toBeUndefined();
  });

  it('without a price of the client’s, a price said to go up to an amount is read, not put to them', () => {
    const goal = 'Ask Clim’Air Services for their yearly maintenance price.';
    expect(commitment('From March the annual fee goes up to EUR 4,620.', goal)).toBeUndefined();
  });
});

describe('Belgian VAT words and a response time', () => {
  const net = { annualPriceEUR: { type: 'number', description: 'yearly contract price, EUR, excluding VAT' } };
  it('HTVA is net, TVAC gross', () => {
    expect(readFields(net, 'Le forfait passe à 4 620 € HTVA par an.')).toEqual({ annualPriceEUR: 4620 });
    expect(readFields(net, 'Le forfait passe à 5 590,20 € TVAC par an.')).toEqual({});
  });

  it('"en 24 h", "sous 48 h" name no day', () => {
    const date = {
      firstVisitDate: { type: 'string', format: 'date', description: 'date of the first maintenance visit' },
    };
    expect(readFields(date, 'La visite comprend les dépannages en 24 h.')).toEqual({});
    expect(readFields(date, 'La visite : intervention sous 48 h en cas de panne.')).toEqual({});
    expect(readFields(date, 'La première visite est prévue le 17 mars à 8 h 30.')).toEqual({
      firstVisitDate: '2027-03-17',
    });
  });
});
