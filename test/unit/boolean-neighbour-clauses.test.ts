import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { clausePolarity, polarity } from '../../services/worker/brain/readers/booleans.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A yes/no field's clause keeps its own polarity: a part before the subject's comma, or an aside
 * in parentheses before it, that says no of another thing (mostly the tax) is never read as the
 * subject's; Italian plurals ("compresi", "inclusi"); "Saturday's" as "Saturday is"; "no problem"
 * as a yes; a room or a date "still free" and a job "feasible" as available.
 */

const bool = { type: 'boolean' };
const read = (want: Record<string, unknown>, text: string, extra: Record<string, Record<string, unknown>> = {}) =>
  readOneReply({ ...Object.fromEntries(Object.keys(want).map((k) => [k, bool])), ...extra }, text);

describe('a part before the subject that says no of something else is not the subject’s', () => {
  it.each<[string, string]>([
    ['The rate is £120 a day, VAT not included, with unlimited mileage and full insurance.', 'insuranceIncluded'],
    ['Der Tagessatz beträgt 110 €, MwSt. nicht enthalten, mit Vollkasko und Winterreifen.', 'winterreifenInklusive'],
    ['Le prix est de 90 € par jour, TVA non comprise, avec assurance tous risques.', 'assuranceComprise'],
    ['Il prezzo è di 85 € al giorno, IVA esclusa, con assicurazione kasko e seggiolino.', 'seggiolinoIncluso'],
    [
      'De prijs is € 75 per dag, btw niet inbegrepen, met onbeperkt aantal kilometers en winterbanden.',
      'winterbandenInbegrepen',
    ],
  ])('%s', (text, field) => {
    expect(read({ [field]: true }, text)[field]).toBeUndefined();
  });
});

describe('an aside in parentheses before the subject qualifies what it follows', () => {
  it.each<[string, Record<string, boolean>]>([
    [
      'In the £42 per guest (excl. VAT) the waiting staff are included; linen hire is extra.',
      { staffIncluded: true, linenIncluded: false },
    ],
    [
      'Nei 40 € a persona (IVA esclusa) il servizio al tavolo è compreso, il noleggio dei tovaglioli è escluso.',
      { servizioCompreso: true, tovaglioliCompreso: false },
    ],
    ['Im Preis von 320 € (zzgl. MwSt.) ist die Reinigung enthalten, die Anfahrt nicht.', { reinigungEnthalten: true }],
    ['Dans les 55 € par personne (hors TVA) le service est compris.', { serviceCompris: true }],
  ])('%s', (text, want) => {
    const got = read(want, text);
    for (const [k, v] of Object.entries(want)) expect(got[k]).toBe(v);
  });

  it('an aside after the subject is still the subject’s own', () => {
    expect(read({ deliveryIncluded: false }, 'Delivery (not included in the quote) is £45.').deliveryIncluded).toBe(
      false,
    );
  });
});

describe('Italian plural inclusion words', () => {
  it.each<[string, Record<string, boolean>]>([
    ['Il ritiro e lo smaltimento dei vecchi pneumatici sono compresi nel prezzo.', { smaltimentoCompreso: true }],
    ['I pasti dell’autista sono inclusi, i pedaggi no.', { pastiInclusi: true }],
    ['Le pulizie finali sono comprese nella tariffa.', { pulizieComprese: true }],
    ['I materiali di consumo non sono compresi.', { materialiCompresi: false }],
  ])('%s', (text, want) => {
    expect(read(want, text)).toMatchObject(want);
  });
});

describe('"Saturday\'s not a problem", "no problem": yes', () => {
  it.each<[string, Record<string, boolean>]>([
    ["Hi Jo, Saturday's not a problem, we run a van till noon.", { saturdayDelivery: true }],
    ['Saturday delivery is no problem for us.', { saturdayDelivery: true }],
    ['Samstags liefern wir auch, das ist kein Problem.', { samstagLieferung: true }],
    ['La livraison le samedi, pas de souci.', { livraisonSamedi: true }],
    ['Entregar el sábado no es ningún problema.', { entregaSabado: true }],
  ])('%s', (text, want) => {
    expect(read(want, text)).toMatchObject(want);
  });

  it('a possessive is still a complement: the driver’s meals are not the driver', () => {
    expect(clausePolarity(foldForMatching("the driver's meals are not included"), ['driver'])).toBeUndefined();
    expect(clausePolarity(foldForMatching("the driver's included, the fuel is extra"), ['driver'])).toBe(true);
  });

  it.each(['è un problema', 'es un problema grave'])('a problem said is no yes: %s', (text) => {
    expect(polarity(foldForMatching(text))).not.toBe(true);
  });

  it('"no problem" never outweighs a no in the subject’s own clause', () => {
    expect(
      read({ saturdayDelivery: false }, "No problem asking! Saturday delivery isn't possible, sorry.").saturdayDelivery,
    ).toBe(false);
  });
});

describe('free on a date, feasible: available', () => {
  const asked = (name: string, description: string) => ({ [name]: { type: 'boolean', description } });
  it.each<[string, string, string]>([
    ['Good news: the garden room is still free on Friday 12 March.', 'available', 'The room is available on 12 March'],
    ['Le vendredi 12 mars, la salle est encore libre.', 'disponible', 'La salle est disponible le 12 mars'],
    ['Der Saal ist am 12. März noch frei.', 'verfuegbar', 'Der Saal ist am 12. März verfügbar'],
    ['La produzione entro fine febbraio è fattibile.', 'disponibile', 'Possono produrre entro fine febbraio'],
    ['Levering voor eind februari is haalbaar.', 'beschikbaar', 'Levering voor eind februari mogelijk'],
    ['La sala está libre el 12 de marzo.', 'disponible', 'La sala está disponible el 12 de marzo'],
  ])('%s', (text, name, description) => {
    expect(readOneReply(asked(name, description), text)[name]).toBe(true);
  });

  it.each([
    'Delivery is free on orders over £500.',
    'Feel free to call me about the date.',
    'The room is not free on the 12th, sorry.',
  ])('free of charge or a no is never read as available: %s', (text) => {
    expect(readOneReply(asked('available', 'The room is available on 12 March'), text).available).not.toBe(true);
  });

  it('a date taken is no', () => {
    expect(polarity(foldForMatching('the 12th is no longer free, sadly'))).toBe(false);
  });
});
