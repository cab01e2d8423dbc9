import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { CORRECTION } from '../../services/worker/brain/guards/corrections.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

/** A value the writer corrects is never delivered: the corrected one wins, or the field is asked. */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-26T10:00:00Z');
const base = {
  caseId: 'c1',
  counterparty: { address: 'kim@vendor.example', name: 'Kim' },
  senderPersona: { name: 'Alex' },
  attemptCount: 1,
  maxAttempts: 3,
};
const dateCtx: CaseContext = {
  ...base,
  goal: { objective: 'Confirm the delivery date of our order' },
  resultSchema: {
    type: 'object',
    properties: { deliveryDate: { type: 'string', format: 'date' } },
    required: ['deliveryDate'],
  },
};
const priceCtx: CaseContext = {
  ...base,
  goal: { objective: 'Get the total price of the repair' },
  resultSchema: {
    type: 'object',
    properties: { totalEUR: { type: 'number', description: 'total price in EUR' } },
    required: ['totalEUR'],
  },
};
const evaluate = async (ctx: CaseContext, ...texts: string[]) => {
  const transcript: TranscriptEntry[] = texts.map((text, i) => ({
    role: 'counterparty',
    text,
    at: AT + i * 60_000,
    messageId: `m${i}`,
  }));
  const latest = transcript[transcript.length - 1]!;
  return brain.evaluateReply(ctx, { transcript, latest });
};

describe('a correction in the same message', () => {
  it.each([
    'Delivery is on 12 May, no wait, the 13th.',
    'Delivery on 12 May — my mistake, delivery on 13 May.',
    'Lieferung am 12. Mai, nein, Moment, ich habe mich vertan: Lieferung am 13. Mai.',
    'Livraison le 12 mai, pardon, je me suis trompé : livraison le 13 mai.',
    'Entrega el 12 de mayo, perdón, me equivoqué: entrega el 13 de mayo.',
    'Consegna il 12 maggio, anzi no, mi sono sbagliato: consegna il 13 maggio.',
    'Levering op 12 mei, nee wacht, ik heb me vergist: levering op 13 mei.',
    'Entrega a 12 de maio, desculpe, enganei-me: entrega a 13 de maio.',
  ])('%s', async (text) => {
    const got = await evaluate(dateCtx, text);
    expect(JSON.stringify(got)).not.toContain('-05-12"');
    if (got.outcome === 'goal_achieved') expect(got.result).toEqual({ deliveryDate: '2027-05-13' });
  });

  it.each([
    'The total is €1,240 — sorry, typo: €1,420.',
    'Der Gesamtpreis beträgt 1.240 €, Tippfehler, richtig ist 1.420 €.',
    'Le total est de 1 240 €, coquille : 1 420 €.',
    'El total es 1.240 €, errata, quise decir 1.420 €.',
    'Il totale è 1.240 €, refuso, intendevo 1.420 €.',
    'Het totaal is € 1.240, typfout, ik bedoelde € 1.420.',
    'O total é 1.240 €, gralha, queria dizer 1.420 €.',
  ])('%s', async (text) => {
    const got = await evaluate(priceCtx, text);
    expect(JSON.stringify(got)).not.toMatch(/"totalEUR":1240\b/);
    if (got.outcome === 'goal_achieved') expect(got.result).toEqual({ totalEUR: 1420 });
  });
});

describe('a correction in a later message replaces the earlier value', () => {
  it.each([
    ['Delivery on 12 May.', 'Sorry, I misread the plan: the 13th of May.'],
    ['Lieferung am 12. Mai.', 'Korrektur: Lieferung am 13. Mai.'],
    ['Livraison le 12 mai.', 'Je me suis trompé, la livraison est le 13 mai.'],
    ['Consegna il 12 maggio.', 'Correzione: la consegna è il 13 maggio.'],
  ])('%s / %s', async (first, second) => {
    const got = await evaluate(dateCtx, first, second);
    expect(JSON.stringify(got)).not.toContain('-05-12"');
  });
});

describe('correction cues', () => {
  it.each([
    'no wait',
    'my mistake',
    'falsch abgelesen',
    'je me suis trompee',
    'me equivoque',
    'mi sono sbagliata',
    'ik heb me vergist',
    'enganei-me',
  ])('%s', (cue) => {
    expect(CORRECTION.test(foldForMatching(`the 12th, ${cue}, the 13th`))).toBe(true);
  });
  it('plain text has none', () => {
    expect(CORRECTION.test(foldForMatching('Delivery on 13 May, the driver calls ahead.'))).toBe(false);
  });
});

describe('more correction cues, and a "typo:" that is no purchase-order number', () => {
  const AT5 = Date.parse('2026-11-23T10:00:00Z');
  const refs5 = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
  const PRICE = { priceEUR: { type: 'number', description: 'total price in EUR' } };
  const readIt = (text: string) =>
    readFromSources({ type: 'object', properties: PRICE }, [{ text, at: AT5, messageId: 'm1' }], refs5()).values;
  it.each([
    ['en', 'The total is €3,100. Sorry, typo: €3,010.'],
    ['fr', 'Le total est de 3 100 €, pardon, 3 010 €.'],
    ['es', 'El total es 3.100 €, perdón, 3.010 €.'],
    ['it', 'Il totale è 3.100 €, anzi 3.010 €.'],
    ['nl', 'Het totaal is € 3.100, sorry, ik bedoel € 3.010.'],
    ['de', 'Der Gesamtpreis ist 3.100 €, ich meine 3.010 €.'],
  ])('%s: %s', (_lang, text) => {
    expect(readIt(text)['priceEUR']).toBe(3010);
  });
  it('"pardon" before the figure supersedes nothing after it', () => {
    expect(readIt('Pardon the delay. The total is €3,100.')['priceEUR']).toBe(3100);
  });
});
