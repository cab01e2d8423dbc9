import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { DEPOSIT_WORDS } from '../../services/worker/brain/readers/lexicons/cost-terms.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * Italian "in anticipo" is "in advance", no payment: our own sign-off "La ringrazio in anticipo"
 * counted as the client having spoken of deposits, so every deposit an Italian counterparty asked
 * was covered and never put to the client (blind set S: "ci serve un acconto del 30%" was
 * answered by a question about the balance instead).
 */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-23T10:00:00Z');

describe('"in anticipo" is no deposit', () => {
  it.each([
    ['La ringrazio in anticipo.'],
    ['La consegna può avvenire in anticipo di due giorni.'],
    ['Grazie in anticipo per la risposta.'],
  ])('%s', (text) => {
    expect(DEPOSIT_WORDS.test(foldForMatching(text))).toBe(false);
  });

  it.each([
    ['un anticipo del 30% alla firma'],
    ['il pagamento in anticipo è richiesto'],
    ['un anticipo de 500 € al reservar'],
  ])('still a deposit: %s', (text) => {
    expect(DEPOSIT_WORDS.test(foldForMatching(text))).toBe(true);
  });

  it('a deposit asked by an Italian supplier goes to the client after our Italian mail', async () => {
    const ctx = brainContext({
      objective: 'Confermare con il fornitore la data di consegna delle scaffalature dell’ordine 1187',
      properties: { deliveryDate: { type: 'string', format: 'date', description: 'data di consegna' } },
    });
    const ours = us(
      'Buongiorno,\n\nPotrebbe indicarmi la data di consegna?\n\nLa ringrazio in anticipo.\n\nCordiali saluti,\nElisa',
      AT,
    );
    const reply = them(
      'Buongiorno,\n\nconsegna mercoledì 16 dicembre 2026, ma per bloccare la data ci serve un acconto del 30%, cioè 2.115,00 €.\n\nSaluti,\nDavide',
      AT + 3_600_000,
    );
    const got = await brain.evaluateReply(ctx, { transcript: [ours, reply], latest: reply });
    expect(got.outcome).toBe('needs_input');
    expect(got.outcome === 'needs_input' ? got.question : '').toContain('acconto');
  });
});
