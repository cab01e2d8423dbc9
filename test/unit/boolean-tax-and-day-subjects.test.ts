import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A yes/no field whose subject is the sales tax (`vatIncluded`) is named by any of the tax's names
 * ("IVA no incluido", "btw niet inbegrepen") and answered by the amounts' own tax words ("plus
 * VAT", "HT", "IVA inclusa"); a weekday subject (`saturdayDelivery`) is never taken for a
 * person's name; visits and windows are named in the seven languages.
 */

const vat = { vatIncluded: { type: 'boolean', description: 'whether the quoted price includes VAT' } };

describe('VAT included? read from the tax named in any language', () => {
  it.each<[string, boolean]>([
    ['Der Preis beträgt 1.200 € pro Monat, MwSt. nicht enthalten.', false],
    ['El precio es de 95 € al día, IVA no incluido.', false],
    ['Le tarif est de 420 €, TVA comprise.', true],
    ['De prijs is € 640, btw inbegrepen.', true],
  ])('%s', (text, want) => {
    expect(readOneReply(vat, text).vatIncluded).toBe(want);
  });
});

describe('VAT included? read from the amounts’ own tax words', () => {
  it.each<[string, boolean]>([
    ['That comes to £24.50 per head plus VAT for 42 guests.', false],
    ['Il costo è di 1.850 € + IVA.', false],
    ['Nous proposons 38 € TTC par personne.', true],
    ['We can do it for £356 inc VAT.', true],
    ['Das Angebot liegt bei 3.055,90 € netto.', false],
  ])('%s', (text, want) => {
    expect(readOneReply(vat, text).vatIncluded).toBe(want);
  });

  it('amounts that disagree leave it open', () => {
    expect(
      readOneReply(vat, 'The hall is £900 + VAT; the catering is £35 per head including VAT.').vatIncluded,
    ).toBeUndefined();
  });

  it('a tax number in a signature is no amount', () => {
    expect(readOneReply(vat, 'The price is £480.\nVAT Reg. No. GB 284 5519 07').vatIncluded).toBeUndefined();
  });
});

describe('a weekday subject capitalised mid-sentence is no name', () => {
  const sat = { saturdayDelivery: { type: 'boolean' } };
  it.each<[string, boolean]>([["Hi Sue, Saturday's fine, we run a wagon until noon.", true]])('%s', (text, want) => {
    expect(readOneReply(sat, text).saturdayDelivery).toBe(want);
  });

  it('a conditional Saturday stays open', () => {
    expect(
      readOneReply(sat, 'If the order is in by Thursday, Saturday delivery is included.').saturdayDelivery,
    ).toBeUndefined();
  });
});

describe('visits and windows named in the counterparty’s language', () => {
  it.each<[string, Record<string, Record<string, unknown>>, string, boolean]>([
    [
      'Bezoeken op locatie vallen daar niet onder; die rekenen we apart.',
      { onsiteVisitsIncluded: { type: 'boolean' } },
      'onsiteVisitsIncluded',
      false,
    ],
    [
      'Les visites sur site sont comprises dans le forfait.',
      { siteVisitsIncluded: { type: 'boolean' } },
      'siteVisitsIncluded',
      true,
    ],
    [
      'La limpieza de cristales está incluida en la cuota mensual.',
      { windowCleaningIncluded: { type: 'boolean' } },
      'windowCleaningIncluded',
      true,
    ],
    [
      'Die Fensterreinigung ist nicht im Preis enthalten.',
      { windowCleaningIncluded: { type: 'boolean' } },
      'windowCleaningIncluded',
      false,
    ],
    [
      'La pulizia dei vetri è compresa nel canone.',
      { windowCleaningIncluded: { type: 'boolean' } },
      'windowCleaningIncluded',
      true,
    ],
  ])('%s', (text, props, field, want) => {
    expect(readOneReply(props, text)[field]).toBe(want);
  });

  it('a deferral about the windows is no answer', () => {
    const props = { windowCleaningIncluded: { type: 'boolean' } };
    expect(
      readOneReply(props, 'Lo de los cristales no se lo quiero decir sin confirmarlo con mi encargada.')
        .windowCleaningIncluded,
    ).toBeUndefined();
    expect(
      readOneReply(props, "About the windows, I can't say until I've checked with the area manager.")
        .windowCleaningIncluded,
    ).toBeUndefined();
  });
});
