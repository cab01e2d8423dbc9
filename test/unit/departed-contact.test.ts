import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * An automatic reply that says the address reaches nobody (the person left, the mailbox is no
 * longer read) goes to the client, quoted (guards/departed-contact.ts): following up there would
 * reach nobody, and writing to the address it gives is the client's call. A holiday's "your
 * message will not be forwarded" is still waited out.
 */

const AT = Date.parse('2026-11-23T09:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const ctx = brainContext({
  objective: 'Ask Levage Rhône for the day rate of a 50-tonne crane with operator',
  properties: { dayRate: { type: 'number', description: 'day rate in EUR excluding VAT' } },
});

async function outcome(text: string) {
  const latest = { ...them(text, AT + 1000), subject: 'Réponse automatique' };
  return brain.evaluateReply(ctx, {
    transcript: [us('Bonjour, quel est votre tarif journalier ?', AT), latest],
    latest,
  });
}

describe('an automatic reply from an address nobody reads', () => {
  it.each([
    "Marc Delorme ne fait plus partie des effectifs de Levage Rhône depuis le 31 octobre. Cette boîte aux lettres n'est plus consultée. Merci d'écrire à devis@levage-rhone.example.",
    'This is an automatic reply. Marc Delorme is no longer with the company and this mailbox is no longer monitored. Please write to quotes@example.com.',
    'Automatische Antwort: Herr Delorme hat das Unternehmen verlassen. Bitte wenden Sie sich an angebote@example.de.',
  ])('goes to the client: %s', async (text) => {
    const r = await outcome(text);
    expect(r.outcome).toBe('needs_input');
    expect(r.outcome === 'needs_input' ? r.question : '').toMatch(/no longer reaches anyone/);
  });

  it('a holiday auto-reply is still waited out', async () => {
    const r = await outcome(
      "Je suis absent jusqu'au 2 décembre. Votre message ne sera pas transféré. En cas d'urgence, appelez l'agence.",
    );
    expect(r.outcome).toBe('auto_reply');
  });
});
