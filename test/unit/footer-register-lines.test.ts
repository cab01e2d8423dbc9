import { describe, expect, it } from 'vitest';
import { isFooterParagraph } from '../../services/worker/brain/regions/footers.js';
import { regionsOf } from '../../services/worker/brain/regions/reply-regions.js';

/** Register details make a footer as a register line, never when they are words of a sentence. */
describe('register details (regions/footers.ts)', () => {
  it.each([
    'P.IVA 01234560789 - REA MO-123456',
    'KvK 12345678 | btw NL001234567B01',
    'Amtsgericht Köln HRB 98765 · USt-IdNr. DE 123 456 789',
    'SIRET 123 456 789 00012 - RCS Lyon B 123 456 789',
    'Geschäftsführer: Anna Beispiel',
    'Registered office: 4 Mill Road, Leeds. Company number 01234567.',
  ])('a footer line: %s', (line) => {
    expect(isFooterParagraph(line)).toBe(true);
  });

  it.each([
    'Grazie della richiesta. Purtroppo vendiamo solo ad aziende e professionisti con partita IVA, i nostri listini non sono per la vendita al pubblico e non possiamo fare eccezioni.',
    'We only open accounts for firms with a VAT number and a trading address, so I am afraid a private order is not something our system can take at the moment.',
    'Wir beliefern nur Betriebe mit Handelsregister-Eintrag, weil unsere Konditionen auf Wiederverkäufer ausgelegt sind und Privatbestellungen leider nicht abgewickelt werden können.',
  ])('words of the message: %s', (paragraph) => {
    expect(isFooterParagraph(paragraph)).toBe(false);
    expect(regionsOf(`Hello,\n\n${paragraph}\n\nBest regards\nAnna`).newText).toContain(paragraph);
  });

  it.each([
    'Could you send us your VAT number?',
    'Für die Rechnung brauchen wir Ihre USt-IdNr.',
    'Il nous faut votre n° TVA.',
    'Graag uw KvK-nummer.',
  ])('a short line that speaks to the reader is a sentence: %s', (line) => {
    expect(isFooterParagraph(line)).toBe(false);
  });
  it.each(['VAT number on request', 'Registered in England and Wales'])(
    'a short line of register words stays a footer: %s',
    (line) => {
      expect(isFooterParagraph(line)).toBe(true);
    },
  );
});
