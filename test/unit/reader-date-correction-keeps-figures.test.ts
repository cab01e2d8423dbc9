import { describe, expect, it } from 'vitest';
import { regionsOf } from '../../services/worker/brain/regions/reply-regions.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const crates = { type: 'integer', description: 'number of crates' };
const price = { type: 'number', description: 'price in GBP per crate' };

describe('a correction of a date leaves the figures beside it standing', () => {
  const read = (properties: Record<string, unknown>, text: string) =>
    readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

  it('the count before a date correction is read', () => {
    expect(read({ crates }, 'The yard says 12 crates. Sorry, I meant Tuesday the 9th, not the 8th.')).toEqual({
      crates: 12,
    });
  });

  it('a correction that writes a figure still supersedes the figure before it', () => {
    expect(read({ crates }, 'The yard says 12 crates. Sorry, I meant 14 crates, on Tuesday the 9th.')).toEqual({
      crates: 14,
    });
  });

  it('an older price stands when a newer mail corrects only a day', () => {
    const older = { text: 'Fine for Monday 8 March, price as agreed at £4.20 per crate.', at: AT, messageId: 'm1' };
    const newer = { text: 'Apologies, I meant Tuesday the 9th, not the 8th.', at: AT + 60_000, messageId: 'm2' };
    expect(readFromSources({ type: 'object', properties: { price } }, [newer, older], noRefs()).values).toEqual({
      price: 4.2,
    });
  });

  it('an older price is not delivered when the newer mail corrects a figure unreadably', () => {
    const older = { text: 'Price as agreed at £4.20 per crate.', at: AT, messageId: 'm1' };
    const newer = {
      text: 'Apologies, typo in my last mail: it should be 42p per crate.',
      at: AT + 60_000,
      messageId: 'm2',
    };
    expect(readFromSources({ type: 'object', properties: { price } }, [newer, older], noRefs()).values).not.toEqual({
      price: 4.2,
    });
  });
});

describe('a correction that names a price or figure corrects the figure, whatever date it writes', () => {
  const read = (properties: Record<string, unknown>, text: string) =>
    readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;
  const totalPrice = { type: 'number', description: 'total price in GBP' };
  const preis = { type: 'number', description: 'Gesamtpreis in EUR' };
  const prix = { type: 'number', description: 'prix total en EUR' };

  it.each([
    [
      { totalPrice },
      'The total is £4,250. Sorry, that price was a mistake, I will send the corrected figure on Friday 12 March 2027.',
    ],
    [
      { totalPrice },
      'Our quote comes to £4,250. Apologies, I meant to say the amount changes, new total by 12 March 2027.',
    ],
    [
      { preis },
      'Der Gesamtpreis beträgt 4.250 €. Entschuldigung, ich habe mich vertan, der Preis war falsch, ich schicke den richtigen Betrag am 12. März 2027.',
    ],
    [
      { prix },
      'Le total est de 4 250 €. Pardon, ce prix était une erreur, je vous envoie le bon montant le 12 mars 2027.',
    ],
  ])('the figure before it is not read: %s', (props, text) => {
    expect(read(props, text)).toEqual({});
  });

  it('a newer mail that takes the price back and names a date keeps the old price from being delivered', () => {
    const older = { text: 'Price as agreed at £4.20 per crate.', at: AT, messageId: 'm1' };
    const newer = {
      text: 'Apologies, typo in my last mail: the price is wrong, I will send the right figure on 12 March 2027.',
      at: AT + 60_000,
      messageId: 'm2',
    };
    expect(readFromSources({ type: 'object', properties: { price } }, [newer, older], noRefs()).values).toEqual({});
  });
});

describe('a closing name line with parts is a signature', () => {
  it('"Name | Title | Company" with a phone line is cut from the new text', () => {
    const text =
      'Hi Sam,\n\nThe yard says 12 crates.\n\nPriya\n\nPriya Shah | Sales | Eastfield Timber Ltd\nUnit 4, Mill Lane, Leeds LS5 3BT | 0113 496 0000';
    const { newText } = regionsOf(text);
    expect(newText).toContain('12 crates');
    expect(newText).not.toContain('0113');
  });

  it('a last paragraph that answers is not a signature', () => {
    const text = 'Hi Sam,\n\nThanks for the order.\n\nYes | 12 crates on Tuesday';
    expect(regionsOf(text).newText).toContain('12 crates');
  });
});
