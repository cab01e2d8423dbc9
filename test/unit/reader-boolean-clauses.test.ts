import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const B = { type: 'boolean' };

describe('yes/no from inclusion and exclusion clauses, in the seven languages', () => {
  it.each<[string, string, boolean]>([
    ['en', 'Installation comes with the machine.', true],
    ['en', 'Installation is charged on top, at EUR 180.', false],
    ['en', 'Installation is at your charge.', false],
    ['en', 'Installation on request at €250.', false],
    ['de', 'Die Montage berechnen wir gesondert mit 180 €.', false],
    ['de', 'Die Montage ist kostenfrei.', true],
    ['fr', "L'installation est facturée en sus.", false],
    ['fr', "L'installation est offerte sans frais supplémentaires.", true],
    ['es', 'La instalación se cobra aparte.', false],
    ['es', 'La instalación está incluida en el precio.', true],
    ['it', "L'installazione è a pagamento.", false],
    ['it', "L'installazione è compresa nel prezzo.", true],
    ['nl', 'De installatie wordt apart berekend.', false],
    ['nl', 'De installatie is inbegrepen.', true],
    ['pt', 'A instalação é cobrada à parte.', false],
    ['pt', 'A instalação está incluída.', true],
  ])('%s: %s', (_lang, text, expected) => {
    expect(read({ installationIncluded: B }, text)).toEqual({ installationIncluded: expected });
  });

  it.each<[string, boolean]>([
    ['Carriage paid to your warehouse, VAT not included.', true],
    ['Portes pagados a destino, IVA no incluido.', true],
    ['Lieferung frei Haus, zzgl. MwSt.', true],
    ['Livraison franco de port.', true],
  ])('shipping named by its trade words: %s', (text, expected) => {
    expect(read({ shippingIncluded: B }, text)).toEqual({ shippingIncluded: expected });
  });

  it('a field asked the other way round flips the reading', () => {
    expect(read({ customsExcluded: B }, 'Customs clearance is included in the rate.')).toEqual({
      customsExcluded: false,
    });
    expect(read({ installationExtraCharge: B }, 'Installation is charged separately.')).toEqual({
      installationExtraCharge: true,
    });
    expect(read({ extraBedAvailable: B }, 'An extra bed is available.')).toEqual({ extraBedAvailable: true });
  });

  it('a clause about another subject is never the answer, however near', () => {
    const hotel = { breakfastIncluded: B, parkingIncluded: B, wifiIncluded: B };
    expect(
      read(
        hotel,
        'Breakfast is included in the rate. Our underground garage is charged separately at €12 per night. WiFi is free of charge throughout the hotel.',
      ),
    ).toEqual({ breakfastIncluded: true, parkingIncluded: false, wifiIncluded: true });
    expect(read(hotel, 'Breakfast is included in the rate.')).toEqual({ breakfastIncluded: true });
  });

  it('a line whose words say neither yes nor no is no value', () => {
    expect(read({ petsAllowed: B }, 'About your dog: let me ask the owner.')).toEqual({});
    expect(read({ petsAllowed: B }, 'Regarding your dog: the house rules do not allow animals.')).toEqual({
      petsAllowed: false,
    });
  });
});

describe('inclusion said as "part of the price", "for our account", and a "neither"', () => {
  const freight = { customsIncluded: B, unloadingIncluded: B, insuranceIncluded: B };
  it('es: customs at our account, insurance not included, unloading neither', () => {
    expect(
      read(
        freight,
        'Los trámites de aduana corren de nuestra cuenta. El seguro no está incluido. La descarga en destino tampoco entra en el precio.',
      ),
    ).toEqual({ customsIncluded: true, insuranceIncluded: false, unloadingIncluded: false });
  });
  it('en: staff are part of the price, crockery comes on top', () => {
    expect(
      read(
        { staffIncluded: B, crockeryIncluded: B },
        'Two waiting staff are part of that price. Crockery and glassware come on top at £1.80 a person.',
      ),
    ).toEqual({ staffIncluded: true, crockeryIncluded: false });
  });
  it('a "-free" field: step-free says yes, not step-free says no', () => {
    expect(read({ stepFree: B }, 'The ground floor is fully step-free.')).toEqual({ stepFree: true });
    expect(read({ stepFree: B }, 'The hall is not step-free, there are three steps at the door.')).toEqual({
      stepFree: false,
    });
  });
});

describe("a yes/no whose subject the description names in the counterparty's word (class B)", () => {
  const AT3 = Date.parse('2026-11-23T10:00:00Z');
  const refs3 = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
  const readIt = (properties: Record<string, unknown>, text: string) =>
    readFromSources({ type: 'object', properties }, [{ text, at: AT3, messageId: 'm1' }], refs3()).values;
  const STAND = {
    assemblyIncluded: { type: 'boolean', description: 'is putting the stand up (opbouw) included?' },
    removalIncluded: { type: 'boolean', description: 'is taking it down (afbouw) included?' },
  };
  it('each reads its own clause', () => {
    expect(readIt(STAND, 'De opbouw rekenen we apart, € 60 per uur. De afbouw doen we zonder meerkosten.')).toEqual({
      assemblyIncluded: false,
      removalIncluded: true,
    });
  });
  it('an Italian term in parentheses', () => {
    expect(
      readIt(
        { legalisationIncluded: { type: 'boolean', description: 'is the legalisation (legalizzazione) included?' } },
        'La revisione è compresa. La legalizzazione invece no, costa 90 € a parte.',
      ),
    ).toEqual({ legalisationIncluded: false });
  });
});

describe('a negation binds to its own clause, also across "and"', () => {
  const two = { transportIncluded: B, assemblyIncluded: B };
  it.each<[string, string, Record<string, boolean>]>([
    [
      'en',
      'The assembly is not part of the quote and the transport is included.',
      { transportIncluded: true, assemblyIncluded: false },
    ],
    [
      'de',
      'Die Montage ist nicht enthalten und der Transport ist inklusive.',
      { transportIncluded: true, assemblyIncluded: false },
    ],
    [
      'fr',
      "Le transport n'est pas compris et le montage est compris.",
      { transportIncluded: false, assemblyIncluded: true },
    ],
    [
      'es',
      'El montaje no está incluido y el transporte sí está incluido.',
      { transportIncluded: true, assemblyIncluded: false },
    ],
    [
      'it',
      'Il trasporto non è incluso e il montaggio è compreso.',
      { transportIncluded: false, assemblyIncluded: true },
    ],
    [
      'pt',
      'O transporte não está incluído e a montagem está incluída.',
      { transportIncluded: false, assemblyIncluded: true },
    ],
    [
      'de',
      'Der Transport und die Montage sind nicht enthalten.',
      { transportIncluded: false, assemblyIncluded: false },
    ],
  ])('%s: %s', (_lang, text, expected) => {
    expect(read(two, text)).toEqual(expected);
  });

  it('a "no" after "and" belongs to what follows it', () => {
    expect(read({ inStock: B }, 'A bomba está disponível em stock e não há prazo de espera.')).toEqual({
      inStock: true,
    });
    expect(read({ inStock: B }, 'The pump is in stock and there is no waiting time.')).toEqual({ inStock: true });
    expect(read({ inStock: B }, 'La bomba è disponibile in magazzino e non ci sono tempi di attesa.')).toEqual({
      inStock: true,
    });
  });

  it('"non è" / "não é" keep their verb: the negation stays', () => {
    expect(read({ transportIncluded: B }, 'No, non è incluso il trasporto.')).toEqual({ transportIncluded: false });
    expect(read({ transportIncluded: B }, 'O transporte não é incluído no preço.')).toEqual({
      transportIncluded: false,
    });
  });

  it('after "and", a subject whose clause says nothing takes no polarity from the other subject', () => {
    // "we don't cover flood and storm damage" / "flood is not covered and storm damage is": unclear.
    const r = read(
      { transportIncluded: B, assemblyIncluded: B },
      'Nicht enthalten sind der Transport und die Montage.',
    );
    expect(r.assemblyIncluded).toBeUndefined();
    expect(r.transportIncluded).toBe(false);
  });
});

describe("a clause saying the name's own words in order answers it", () => {
  it.each<[string, string, boolean]>([
    ['underWarranty', 'Your fridge is still under warranty until next year, so the visit costs nothing.', true],
    ['underWarranty', 'The compressor is no longer under warranty.', false],
    ['inStock', 'Good news: the blue model is in stock and ships tomorrow.', true],
    ['inStock', 'Sadly the blue model is not in stock at the moment.', false],
  ])('%s: %s', (name, text, expected) => {
    expect(read({ [name]: B }, text)).toEqual({ [name]: expected });
  });
});
