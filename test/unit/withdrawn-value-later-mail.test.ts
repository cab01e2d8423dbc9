import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { noLongerValid } from '../../services/worker/brain/guards/older-mail.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/**
 * A later mail that withdraws a value said before, without a new one the reader can bind ("sorry,
 * that price was for the old model", "we can't do the 15th after all", "Samstag klappt doch
 * nicht"), voids it: the field is asked (or waited on), never delivered from the older mail.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const validator = createResultSchemaValidator();

const bike: CaseContext = {
  caseId: 'c-w',
  goal: { objective: 'Ask the bike shop the price of the Urban C7 and the day I can pick it up.' },
  counterparty: { address: 'shop@bikes.example', name: 'Sanne' },
  senderPersona: { name: 'Mark' },
  resultSchema: {
    type: 'object',
    properties: {
      priceEUR: { type: 'number', description: 'price of the bike in EUR' },
      pickupDate: { type: 'string', format: 'date', description: 'day the bike can be picked up' },
    },
    required: ['priceEUR', 'pickupDate'],
  },
  attemptCount: 1,
  maxAttempts: 3,
};

function readThread(...texts: string[]): Record<string, unknown> {
  const entries: TranscriptEntry[] = texts.map((text, i) => ({
    role: 'counterparty',
    text,
    at: AT + (i + 1) * 60_000,
    messageId: `<m${i}@bikes.example>`,
  }));
  return readOfflineResult(bike, entries[entries.length - 1]!, entries, validator).values;
}

const FIRST = 'Hi Mark,\n\nThe price is € 3,299. You can pick it up on Saturday 12 June 2027 from 10:00.\n\nSanne';

describe('a withdrawn value is not delivered from the older mail', () => {
  it.each([
    ['en', 'Sorry, that price was for the old model.'],
    [
      'en',
      "Apologies - I've just realised the price I gave you was for our 2026 range. I'll send the right one tomorrow.",
    ],
    ['de', 'Entschuldigung, der genannte Preis war für das alte Modell.'],
    ['fr', 'Désolée, ce prix était celui de l’ancien modèle.'],
    ['es', 'Perdone, ese precio era para el modelo anterior.'],
    ['it', 'Mi scusi, quel prezzo era per il modello vecchio.'],
    ['nl', 'Sorry, die prijs was voor het oude model.'],
    ['pt', 'Desculpe, esse preço era para o modelo antigo.'],
  ])('%s: the price is asked, the day stands: %s', (_lang, later) => {
    const values = readThread(FIRST, later);
    expect(values['priceEUR']).toBeUndefined();
    expect(values['pickupDate']).toBe('2027-06-12');
  });

  it.each([
    ['en', "Sorry Mark, we can't do Saturday after all."],
    ['de', 'Sorry, Samstag klappt doch nicht.'],
    ['fr', 'Désolée, samedi ne sera finalement pas possible.'],
    ['es', 'Lo siento, al final no podemos el sábado.'],
    ['it', 'Mi dispiace, alla fine non riusciamo sabato.'],
    ['nl', 'Sorry, zaterdag lukt toch niet.'],
    ['pt', 'Desculpe, afinal não conseguimos no sábado.'],
  ])('%s: the day is asked, the price stands: %s', (_lang, later) => {
    const values = readThread(FIRST, later);
    expect(values['pickupDate']).toBeUndefined();
    expect(values['priceEUR']).toBe(3299);
  });

  it.each([
    ['en', 'The price is for the bike with the standard battery, as said.'],
    ['de', 'Das ist doch nicht schlimm, bis Samstag!'],
    ['nl', 'Dat maakt toch niet uit, tot zaterdag!'],
    ['en', 'Thanks, see you on Saturday.'],
  ])('a later mail that withdraws nothing leaves both: %s', (_lang, later) => {
    expect(readThread(FIRST, later)).toEqual({ priceEUR: 3299, pickupDate: '2027-06-12' });
  });

  it('a withdrawal with its new value gives the new value', () => {
    const values = readThread(FIRST, 'Sorry, that price was for the old model: the Urban C7 is € 3,499.');
    expect(values['priceEUR']).toBe(3499);
  });

  it('names the kind withdrawn', () => {
    expect([...noLongerValid('Sorry, that price was for the old model.')]).toEqual(['money']);
    expect([...noLongerValid("We can't do the 15th after all.")]).toEqual(['date']);
  });
});
