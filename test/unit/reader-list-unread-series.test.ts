import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** A series of the reply that names items the reader maps beside items it cannot map: asked, never a part of it. */

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const SERVICES = {
  services: {
    type: 'array',
    items: { type: 'string', enum: ['cut', 'colour', 'balayage', 'perm', 'keratin'] },
    description: 'services they still offer',
  },
};
const PAYMENT = {
  paymentMethods: {
    type: 'array',
    items: { type: 'string', enum: ['visa', 'mastercard', 'paypal', 'bank_transfer'] },
  },
};
const DIETS = {
  diets: {
    type: 'array',
    items: { type: 'string', enum: ['vegetarian', 'vegan', 'gluten_free', 'halal'] },
    description: 'dietary options they offer',
  },
};

describe('a series with items mapped to no value leaves the list unread', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['fr', SERVICES, 'Nous faisons les coupes, les brushings et le balayage, plus de permanentes.'],
    ['de', SERVICES, 'Wir machen Schnitte, Färbungen und Balayage, aber keine Dauerwelle mehr.'],
    ['es', SERVICES, 'Hacemos cortes, mechas y balayage.'],
    ['en', PAYMENT, 'We take Visa, Amex and PayPal.'],
    ['it', PAYMENT, 'Accettiamo Visa, Maestro e PayPal.'],
    ['nl', DIETS, 'We hebben vegetarische, koosjere en halal gerechten.'],
    ['pt', DIETS, 'Temos pratos vegetarianos, kosher e halal.'],
  ])('%s: %s', (_lang, props, text) => {
    expect(read(props, text)[Object.keys(props)[0]!]).toBeUndefined();
  });
});

describe('a series whose every item maps is still read', () => {
  it.each<[string, Record<string, unknown>, string, string[]]>([
    ['en', PAYMENT, 'We take Visa, Mastercard and PayPal.', ['visa', 'mastercard', 'paypal']],
    ['en', SERVICES, 'We do cut, colour and balayage at the moment.', ['cut', 'colour', 'balayage']],
    ['it', DIETS, 'Offriamo piatti vegetariani, vegani e halal.', ['vegetarian', 'vegan', 'halal']],
    ['de', PAYMENT, 'Wir nehmen Visa und Mastercard.', ['visa', 'mastercard']],
  ])('%s: %s', (_lang, props, text, items) => {
    expect(read(props, text)[Object.keys(props)[0]!]).toEqual(items);
  });
});
