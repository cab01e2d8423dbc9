import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * An earlier message set options before us to choose from; the reply to our choice confirms one
 * and restates only some of its figures. The options' figures are each one option's: none of them
 * is delivered for a field the confirmation leaves out (it is asked), though one option's figure
 * was the only one of its kind left once an echo of ours dropped the other.
 */
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-24T10:00:00Z');
const ctx = brainContext({
  objective:
    "Demander à l'enseigniste un devis pour l'enseigne lumineuse de notre restaurant (façade de 5 m), avec le délai de fabrication et pose",
  properties: {
    priceEUR: { type: 'number', description: "prix de l'enseigne posée, en euros HT" },
    leadTimeWeeks: { type: 'integer', description: 'délai de fabrication et pose, en semaines' },
  },
});

describe('options offered in an earlier message', () => {
  it('the confirmation restates the price only: the lead time is not taken from an option line', async () => {
    const opening = us("Pourriez-vous nous faire un devis pour l'enseigne (façade de 5 m), avec le délai ?", AT);
    const offer = them(
      'Je vous propose deux solutions :\n- Option 1 : lettres boîtiers rétroéclairées : 3 850 € HT pose comprise, délai 5 semaines.\n- Option 2 : caisson lumineux : 2 940 € HT pose comprise, délai 3 semaines.\nDites-moi laquelle des deux solutions vous retenez.',
      AT + 1000,
    );
    const choice = us("On part sur l'option 1, les lettres boîtiers.", AT + 2000);
    const confirmation = them(
      "C'est noté pour les lettres boîtiers (option 1), 3 850 € HT posées. Merci pour votre confiance.",
      AT + 3000,
    );
    const got = await brain.evaluateReply(ctx, {
      transcript: [opening, offer, choice, confirmation],
      latest: confirmation,
    });
    expect(got.outcome).not.toBe('goal_achieved');
    expect(JSON.stringify(got)).not.toMatch(/"leadTimeWeeks":\s*[35]/);
  });
});
