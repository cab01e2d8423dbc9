import { describe, expect, it } from 'vitest';
import { enumMentions } from '../../services/worker/brain/readers/enums.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import type { Segment } from '../../services/worker/brain/readers/segments.js';

/** A one-word enum value written with a hyphen in the mail ("Wi-Fi" for `wifi`) is named; two words are not. */

function named(text: string, values: string[]): unknown[] {
  const seg = { text, folded: foldForMatching(text) } as unknown as Segment;
  return enumMentions([seg], values).map((m) => m.value);
}

describe('a one-word value written with a hyphen', () => {
  it.each([
    ['Coffee breaks, lunch and Wi-Fi are included.', 'wifi'],
    ['Der Preis enthält Frühstück und WLAN, Wi-Fi im ganzen Haus.', 'wifi'],
    ['We confirm by e-mail within the hour.', 'email'],
    ['O check-in é às 15h.', 'checkin'],
  ])('%s names %s', (text, value) => {
    expect(named(text, [value, 'phone'])).toContain(value);
  });

  it.each([
    ['Possiamo scriverle, ma il telefono è più rapido.', 'mail'],
    ['Wi Fi is not something we offer, the signal is poor.', 'wifi'],
  ])('%s does not name %s (two words, no hyphen)', (text, value) => {
    expect(named(text, [value])).not.toContain(value);
  });
});
