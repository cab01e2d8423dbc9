import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const B = { type: 'boolean' };
const bool = (description: string) => ({ type: 'boolean', description });

describe('yes/no from a list under an inclusion or exclusion heading', () => {
  it.each<[string, string, Record<string, boolean>]>([
    [
      'en',
      'The day hire is €400.\nIncluded:\n- fuel\n- a trained operator\nNot included:\n- road closure permits',
      { fuelIncluded: true, permitsIncluded: false },
    ],
    [
      'de',
      'Der Tagessatz beträgt 400 €.\nInklusive:\n- Kraftstoff\nNicht enthalten:\n- Genehmigungen',
      { fuelIncluded: true, permitsIncluded: false },
    ],
    [
      'fr',
      'Le forfait est de 400 €.\nInclus :\n- le carburant\nNon inclus :\n- les autorisations de voirie',
      { fuelIncluded: true, permitsIncluded: false },
    ],
    [
      'it',
      'Incluso: carburante, operatore.\nNon incluso: permessi comunali.',
      { fuelIncluded: true, permitsIncluded: false },
    ],
  ])('%s', (_lang, text, expected) => {
    const props = {
      fuelIncluded: bool(
        _lang === 'en' ? 'fuel' : _lang === 'de' ? 'Kraftstoff' : _lang === 'fr' ? 'carburant' : 'carburante',
      ),
      permitsIncluded: bool(
        _lang === 'en' ? 'permits' : _lang === 'de' ? 'Genehmigungen' : _lang === 'fr' ? 'autorisations' : 'permessi',
      ),
    };
    expect(read(props, text)).toEqual(expected);
  });

  it('"Extras:" and "Optional:" headings say not included', () => {
    expect(read({ trainingIncluded: B }, 'Extras:\n- training for your staff (half a day)')).toEqual({
      trainingIncluded: false,
    });
  });

  it('an amount under a "not included" heading is an extra, never the price asked', () => {
    const props = { hirePriceEUR: { type: 'number', description: 'hire price in euro' } };
    expect(read(props, 'The package costs €750.\nNot included:\n- travel beyond 20 km (€0.80/km)')).toEqual({
      hirePriceEUR: 750,
    });
    // Only the extra's amount: nothing is stored.
    expect(read(props, 'Not included:\n- travel beyond 20 km (€0.80/km)')).toEqual({});
  });
});

describe('the subject named by the description in the counterparty’s words', () => {
  it('reads the clause that names the description’s word', () => {
    const props = {
      ovenCleanIncluded: bool('la pulizia del forno è compresa nel prezzo'),
      filtersIncluded: bool('i filtri nuovi sono compresi nel prezzo'),
    };
    expect(
      read(
        props,
        'Il prezzo di 160 € comprende la pulizia del forno e il controllo delle guarnizioni; i filtri nuovi invece si pagano a parte.',
      ),
    ).toEqual({ ovenCleanIncluded: true, filtersIncluded: false });
  });

  it('never reads a clause that sets a condition on the subject', () => {
    expect(
      read(
        { replacementTyresIncluded: bool('worn tyres are replaced at no cost') },
        'If a tyre isn’t safe we fit a new one at no extra cost.',
      ),
    ).toEqual({});
  });

  it('a word two yes/no fields share names neither', () => {
    const props = {
      oakInStock: bool('¿tienen tablones de roble en stock para la obra?'),
      pineInStock: bool('¿tienen tablones de pino en stock para la obra?'),
    };
    // Only the shared word ("tablones") is in the text: nothing is read.
    expect(read(props, 'Los tablones no, lo siento.')).toEqual({});
  });
});

describe('a subject word is no name, and a short stem reaches its word', () => {
  it('a delivery word inside a person’s name is not the delivery', () => {
    expect(
      read(
        { deliveryIncluded: B },
        'Comme convenu avec Francoise, la grue est disponible à 210 € HT par jour, assurance comprise.',
      ),
    ).toEqual({});
  });

  it('"livraison" is the delivery in French', () => {
    expect(read({ deliveryIncluded: B }, 'La livraison sur chantier est en sus : 80 € HT.')).toEqual({
      deliveryIncluded: false,
    });
    expect(read({ deliveryIncluded: B }, 'La livraison sur votre site est comprise.')).toEqual({
      deliveryIncluded: true,
    });
  });
});

describe('inclusion by a verb before a list, and new exclusion phrasings', () => {
  it('a subject in the list after "includes"', () => {
    const props = { scaffoldIncluded: B, skipIncluded: B };
    expect(read(props, 'Our price includes the survey, the scaffold and the skip hire.')).toEqual({
      scaffoldIncluded: true,
      skipIncluded: true,
    });
  });

  it('a list after a denied verb, or past a "but", is not read as included', () => {
    expect(read({ skipIncluded: B }, 'The price does not include the scaffold and the skip.')).not.toEqual({
      skipIncluded: true,
    });
    expect(read({ skipIncluded: B }, 'Our price includes the survey, but the skip is charged extra.')).toEqual({
      skipIncluded: false,
    });
  });

  it.each<[string, boolean]>([
    ['Seasonal displays we do on top, priced separately.', false],
    ['Seasonal displays are available as an option.', false],
    ['On top of that, seasonal displays are included.', true],
    ['Die Saisondeko rechnen wir extra ab.', false],
    ['Die Saisondeko ist im Preis drin.', true],
  ])('%s', (text, expected) => {
    const props = { seasonalDisplaysIncluded: bool('seasonal displays (Saisondeko) included') };
    expect(read(props, text)).toEqual({ seasonalDisplaysIncluded: expected });
  });

  it('Portuguese "no" ("in the") is no negation of an included item', () => {
    expect(
      read(
        { boothsIncluded: bool('as cabines estão incluídas') },
        'O preço inclui os intérpretes e as cabines, com montagem no centro de congressos.',
      ),
    ).toEqual({ boothsIncluded: true });
  });
});

describe('a yes/no from the clause about its own subject, never the neighbouring one', () => {
  const props = { modelXAvailable: bool('model X available'), deliveryIncluded: B };

  it.each<[string, string, Record<string, boolean>]>([
    ['it', 'Sì, il modello X ce l’abbiamo; la consegna non è inclusa.', { deliveryIncluded: false }],
    [
      'de',
      'Ja, das Modell X haben wir da; die Lieferung ist nicht inbegriffen.',
      { modelXAvailable: true, deliveryIncluded: false },
    ],
    [
      'fr',
      'Oui, le modèle X est disponible ; la livraison n’est pas comprise.',
      { modelXAvailable: true, deliveryIncluded: false },
    ],
    ['es', 'Sí, tenemos el modelo X; la entrega no está incluida.', { modelXAvailable: true, deliveryIncluded: false }],
    ['pt', 'Sim, temos o modelo X; entrega não incluída.', { modelXAvailable: true, deliveryIncluded: false }],
    [
      'nl',
      'Ja, model X hebben we op voorraad; de levering is niet inbegrepen.',
      { modelXAvailable: true, deliveryIncluded: false },
    ],
  ])('%s: the "no" of the next clause is the delivery’s only', (_lang, text, expected) => {
    const got = read(props, text);
    expect(got).toEqual(expected);
    expect(got['modelXAvailable']).not.toBe(false);
  });

  it('the red ones, not the blue ones', () => {
    expect(
      read(
        { redChairsInStock: bool('are the red chairs in stock?') },
        'The blue chairs are in stock, the red ones not.',
      ),
    ).toEqual({ redChairsInStock: false });
  });
});
