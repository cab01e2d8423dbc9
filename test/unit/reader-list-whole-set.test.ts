import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A list named as the whole set less some items ("everything on your list bar the air-con
 * regas", "alles außer …", "tout sauf …", "todo menos …", "tutto tranne …", "alles behalve …",
 * "tudo exceto …") is every value but the excepted ones; an exception under a condition, or a
 * remaining item said no to or offered under a condition elsewhere, leaves the list asked.
 */

const list = (values: string[]) => ({
  included: { type: 'array', items: { type: 'string', enum: values }, description: 'items included in the price' },
});
const read = (values: string[], text: string) => readOneReply(list(values), text)['included'];
const SERVICE = ['oil_and_filter', 'brake_fluid', 'air_filter', 'aircon_regas', 'pollen_filter'];

describe('the whole set less its exceptions', () => {
  it.each([
    [
      SERVICE,
      'The full service is £289 and covers everything you listed apart from the pollen filter.',
      ['oil_and_filter', 'brake_fluid', 'air_filter', 'aircon_regas'],
    ],
    [
      SERVICE,
      "We'll do the lot for £289 - it covers everything on your list bar the air-con regas, that's a separate job.",
      ['oil_and_filter', 'brake_fluid', 'air_filter', 'pollen_filter'],
    ],
    [
      SERVICE,
      'All of them are included except the brake fluid and the pollen filter.',
      ['oil_and_filter', 'air_filter', 'aircon_regas'],
    ],
    [
      ['Verpackungsmaterial', 'Einpacken', 'Möbelmontage', 'Halteverbotszone', 'Endreinigung'],
      'Im Festpreis ist alles bis auf die Endreinigung und die Halteverbotszone enthalten.',
      ['Verpackungsmaterial', 'Einpacken', 'Möbelmontage'],
    ],
    [['ménage', 'linge', 'wifi', 'parking'], 'Le forfait comprend tout sauf le ménage.', ['linge', 'wifi', 'parking']],
    [
      ['seguro', 'mantenimiento', 'instalación', 'formación'],
      'La cuota lo incluye todo menos el seguro, que se factura aparte.',
      ['mantenimiento', 'instalación', 'formación'],
    ],
    [
      ['parcheggio', 'pulizia', 'wifi', 'colazione'],
      'Il prezzo comprende tutto tranne il parcheggio e la pulizia finale.',
      ['wifi', 'colazione'],
    ],
    [
      ['ramen', 'keuken', 'sanitair', 'stofzuigen'],
      'Alles is inbegrepen behalve de ramen.',
      ['keuken', 'sanitair', 'stofzuigen'],
    ],
    [
      ['estacionamento', 'almoco', 'wifi', 'projetor'],
      'O pacote inclui tudo o que refere, à exceção do estacionamento, que é pago à parte.',
      ['almoco', 'wifi', 'projetor'],
    ],
  ])('%j: %s', (values, text, expected) => {
    expect(read(values, text)).toEqual(expected);
  });

  it('an item after a comma and an "and" opens a clause of its own: its condition leaves the list asked', () => {
    expect(
      read(
        SERVICE,
        "The price includes everything except the pollen filter, and the air filter is only changed if it's dirty.",
      ),
    ).toBeUndefined();
  });

  it('an exception under a condition leaves the list asked', () => {
    expect(
      read(SERVICE, 'The price covers everything except the pollen filter unless you book the full service.'),
    ).toBeUndefined();
    expect(
      read(SERVICE, 'The price covers everything except the pollen filter, which is free if you book two vans.'),
    ).toBeUndefined();
  });

  it('an exception word that opens a condition ("a menos que", "except when", "sauf si") is no exception', () => {
    const values = ['seguro', 'mantenimiento', 'instalación', 'formación'];
    expect(read(values, 'Está todo incluido, a menos que el seguro se quiera ampliar.')).toBeUndefined();
    expect(
      read(['ménage', 'linge', 'wifi', 'parking'], 'Le forfait comprend tout, sauf si le parking est complet.'),
    ).toBeUndefined();
    expect(
      read(SERVICE, 'The price covers everything except when the pollen filter has to be ordered in.'),
    ).toBeUndefined();
  });

  it('a remaining item said no to elsewhere leaves the list asked', () => {
    expect(
      read(
        ['estacionamento', 'almoco', 'wifi', 'projetor'],
        'O pacote inclui tudo exceto o estacionamento. O wifi não está incluído.',
      ),
    ).toBeUndefined();
  });

  it('no whole set is named by "tout à fait" or by "not everything"', () => {
    expect(
      read(['ménage', 'linge', 'wifi', 'parking'], "C'est tout à fait possible, sauf le parking."),
    ).toBeUndefined();
    expect(read(SERVICE, 'Not everything is included, except the oil and filter.')).toBeUndefined();
  });
});

describe('a word of an item name written in two parts', () => {
  it('"air-con regas" and "air con regas" name aircon_regas; a one-word name is never split by a space', () => {
    expect(read(SERVICE, 'The air-con regas is included.')).toEqual(['aircon_regas']);
    expect(read(SERVICE, 'The air con regas is included too.')).toEqual(['aircon_regas']);
    expect(read(['email', 'phone'], 'Support by ma il is included.')).toBeUndefined();
  });
});
