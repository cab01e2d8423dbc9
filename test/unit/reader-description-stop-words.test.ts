import { describe, expect, it } from 'vitest';
import { fieldTerms } from '../../services/worker/brain/readers/field-terms.js';
import { readFromSources, referencesFrom } from '../../services/worker/brain/readers/schema-reader.js';

/** A description written in another language than English: its articles name nothing to look for. */

const AT = Date.parse('2027-01-10T09:00:00Z');
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], referencesFrom([], AT)).values;

describe('field terms: the function words of the seven languages are no terms', () => {
  it.each<[string, string]>([
    ['de', 'Tag, an dem die Anlage von den Monteuren eingebaut wird'],
    ['fr', 'le jour où les techniciens posent la cuisine pour nous'],
    ['es', 'el día en que los técnicos instalan la cocina para nosotros'],
    ['it', 'il giorno in cui gli operai della ditta montano la cucina'],
    ['nl', 'de dag waarop het team van de leverancier de keuken plaatst'],
    ['pt', 'o dia em que a equipa monta a cozinha para nós com uma grua'],
  ])('%s', (_lang, description) => {
    const terms = fieldTerms('fittingDate', description);
    for (const w of ['die', 'den', 'les', 'pour', 'los', 'para', 'gli', 'della', 'het', 'van', 'uma', 'com'])
      expect(terms).not.toContain(w);
    // and no vocabulary row comes in through an article ("die" → "dieren" → pets)
    expect(terms).not.toContain('haustier');
  });

  it('a sentence that only shares an article with the description gives the field no date', () => {
    const props = {
      wrapDate: { type: 'string', format: 'date', description: 'Termin, an dem die Fahrzeuge foliert werden' },
    };
    expect(read(props, 'Die Rechnung für die Anzahlung kommt heute per Mail.')).toEqual({});
    expect(read(props, 'Les factures partent demain par courrier.')).toEqual({});
  });
});
