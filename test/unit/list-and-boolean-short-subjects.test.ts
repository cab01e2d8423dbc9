import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A list of included items read whole or not at all: Portuguese "no" ("in the") is no negation
 * of an item ("o almoço no restaurante está incluído"), and an item named beside the list's items
 * but read neither yes nor no leaves the list to be asked. A yes/no whose subject is too short
 * for terms ("av" of `avInbegrepen`) is never answered by another subject's sentence.
 */

const read = (props: Record<string, Record<string, unknown>>, text: string) =>
  readOneReply(props, text, 'Find out what the package includes');

const included = {
  type: 'array',
  items: { type: 'string', enum: ['coffee_breaks', 'almoco', 'projetor', 'wifi', 'estacionamento'] },
};

describe('a list of included items in Portuguese', () => {
  it.each([
    'Os coffee breaks e o almoço no restaurante estão incluídos, assim como o projetor e o wifi.',
    'O almoço no restaurante do hotel, os coffee breaks, o projetor e o wifi estão incluídos.',
    'Estão incluídos os coffee breaks, o almoço no terraço, o projetor e o wifi.',
  ])('%s', (text) => {
    expect(read({ incluidos: included }, text)['incluidos']).toEqual(
      expect.arrayContaining(['coffee_breaks', 'almoco', 'projetor', 'wifi']),
    );
  });

  it('an item named beside the others but read neither yes nor no leaves the list unread', () => {
    const got = read(
      { incluidos: included },
      'O projetor e o wifi estão incluídos; quanto ao almoço e aos coffee breaks, vou confirmar com a cozinha.',
    );
    expect(got['incluidos']).toBeUndefined();
  });

  it('an item said no to stays out', () => {
    const got = read(
      { incluidos: included },
      'O projetor, o wifi, o almoço e os coffee breaks estão incluídos. O estacionamento não está incluído.',
    );
    expect(got['incluidos']).toEqual(expect.not.arrayContaining(['estacionamento']));
  });
});

describe('a yes/no subject too short for terms', () => {
  const props = {
    parkerenInbegrepen: { type: 'boolean' },
    avInbegrepen: { type: 'boolean', description: 'beamer en geluid inbegrepen' },
  };
  it.each([
    'Parkeren is helaas niet bij de zaalhuur inbegrepen. Beamer en geluid horen gewoon bij de zaal.',
    'Parkeren is helaas niet inbegrepen.',
    'Het parkeren is niet inbegrepen. Beamer en geluid staan klaar in de zaal.',
  ])('%s: no answer for the AV field', (text) => {
    expect(read(props, text)['avInbegrepen']).toBeUndefined();
  });
  it('its description words still answer it', () => {
    expect(read(props, 'Parkeren is helaas niet inbegrepen. Beamer en geluid zijn wel inbegrepen.')).toEqual({
      parkerenInbegrepen: false,
      avInbegrepen: true,
    });
  });
});

describe('an item named after an exception word is left out of the list', () => {
  const services = {
    type: 'array',
    items: { type: 'string', enum: ['oil_change', 'brakes', 'tyres', 'aircon'] },
    description: 'the services included in the price',
  };
  it.each([
    ['Everything on your list is included in the price: oil change, brakes and tyres except the aircon.', 'aircon'],
    ['Im Preis ist alles enthalten, außer der Klimaanlage (aircon): Ölwechsel (oil change), brakes, tyres.', 'aircon'],
    ['Tudo está incluído (oil change, brakes, tyres) à exceção do aircon.', 'aircon'],
    ["Tout est compris sauf les tyres : l'oil change, les brakes et l'aircon.", 'tyres'],
  ])('%s', (text, left) => {
    const got = read({ services }, text).services as string[] | undefined;
    // Read or asked, never with the excepted item.
    if (got !== undefined) expect(got).not.toContain(left);
  });
  it('an item before the exception word is still read', () => {
    const got = read({ services }, 'The aircon check is included. Everything else is extra, except brakes.').services as
      | string[]
      | undefined;
    if (got !== undefined) expect(got).toContain('aircon');
  });
});
