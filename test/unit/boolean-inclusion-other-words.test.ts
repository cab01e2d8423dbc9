import { describe, expect, it } from 'vitest';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { polarity } from '../../services/worker/brain/readers/booleans.js';
import type { ReadLang } from '../../services/worker/brain/readers/language.js';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * Inclusion said in other words than "included": "abgegolten", "eingerechnet", "factored into the
 * price", "rientra nel prezzo", "zit bij het abonnement in", "hoort bij de zaalhuur", "gehört zur
 * Pauschale", "rentre dans le forfait", "va en el precio", "está embutido no preço"; the same
 * words about another item, a negated one and one scoped to a part leave the field unread or no.
 */

const bool = { type: 'boolean' };

describe('inclusion in other words, seven languages', () => {
  it.each<[ReadLang, string, boolean | undefined]>([
    ['en', 'The cleaning fee is already baked into the nightly rate.', true],
    ['en', 'Bed linen is built into the package price.', true],
    ['de', 'Die Endreinigung ist im Mietpreis eingepreist.', true],
    ['de', 'Mit der Pauschale ist auch die Bettwäsche abgegolten.', true],
    ['fr', 'Le nettoyage final rentre dans le forfait.', true],
    ['fr', 'Le linge de lit est intégré au prix de la semaine.', true],
    ['fr', 'Le ménage est déjà dans le prix.', true],
    ['es', 'La limpieza final va en el precio.', true],
    ['es', 'La ropa de cama ya está contemplada en el presupuesto.', true],
    ['pt', 'A limpeza final já está embutida no preço.', true],
    ['pt', 'A roupa de cama entra no orçamento.', true],
    ['it', 'La pulizia finale è già nel prezzo.', true],
    ['nl', 'De eindschoonmaak is verwerkt in de prijs.', true],
    ['nl', 'Het beddengoed hebben we meegenomen in de offerte.', true],
    // Negated: no yes.
    ['de', 'Die Endreinigung ist nicht im Preis eingerechnet.', false],
    ['en', 'Cleaning is not factored into the price.', false],
    ['fr', "Le ménage n'est pas intégré au prix.", false],
    ['pt', 'A limpeza não está embutida no preço.', false],
    ['es', 'La limpieza no va en el precio.', false],
    // A price of its own is no inclusion.
    ['fr', 'Le parking est au prix de 10 € par jour.', undefined],
  ])('%s: %s → %s', (lang, text, want) => {
    expect(polarity(foldForMatching(text), lang)).toBe(want);
  });
});

describe('read for the field whose subject the words are about', () => {
  it.each<[string, Record<string, unknown>]>([
    ['Die Endreinigung ist im Mietpreis eingerechnet.', { endreinigungInklusive: true }],
    ['Le nettoyage final rentre dans le forfait.', { nettoyageInclus: true }],
    ['A limpeza final já está embutida no preço.', { limpezaIncluida: true }],
    ['The cleaning is factored into the price.', { cleaningIncluded: true }],
  ])('%s', (text, want) => {
    expect(readOneReply(Object.fromEntries(Object.keys(want).map((k) => [k, bool])), text)).toMatchObject(want);
  });

  it.each<[string, string]>([
    ['Die Endreinigung ist im Mietpreis eingerechnet.', 'bettwascheInklusive'],
    ['Le nettoyage final rentre dans le forfait.', 'parkingInclus'],
    ['La limpieza final va en el precio.', 'aparcamientoIncluido'],
    ['The cleaning is factored into the price.', 'parkingIncluded'],
  ])('another item: %s leaves %s alone', (text, field) => {
    expect(readOneReply({ [field]: bool }, text)[field]).toBeUndefined();
  });

  it.each<[string, string]>([
    ['Cleaning is included in the price only for the first year.', 'cleaningIncluded'],
    ['Die Wartung ist nur im ersten Jahr im Preis eingerechnet.', 'wartungInklusive'],
    ["L'entretien rentre dans le forfait la première année seulement.", 'entretienInclus'],
  ])('scoped to a part: %s asks %s', (text, field) => {
    expect(readOneReply({ [field]: bool }, text)[field]).toBeUndefined();
  });

  it('"…, die sind damit abgegolten" speaks of the subject before it', () => {
    expect(
      readOneReply(
        { handtuchInklusive: bool },
        'Die Miete beträgt 850 € pro Woche. Handtücher und Bettwäsche stellen wir, die sind damit abgegolten.',
      ),
    ).toMatchObject({ handtuchInklusive: true });
  });
});
