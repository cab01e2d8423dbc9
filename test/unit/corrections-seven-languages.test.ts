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

describe('a figure corrected in a second message a minute later', () => {
  const schema = { type: 'object', properties: { quotedTotal: { type: 'number' } } };
  const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
  /** Oldest first, as written; read newest first, as the brain reads a thread. */
  const thread = (...texts: string[]) =>
    readFromSources(
      schema,
      texts.map((text, i) => ({ text, at: AT + i * 60_000, messageId: `m${i}` })).reverse(),
      noRefs(),
    ).values;

  it.each<[string, string, string]>([
    [
      'en',
      'Hi, the quoted total for the six doors is EUR 4,170 fitted.',
      'Apologies, the digits are the wrong way round: 4,710.',
    ],
    ['de', 'Hallo, der Gesamtbetrag für die sechs Türen liegt bei 4.170 EUR.', 'Sorry, Zahlendreher: 4.710 EUR.'],
    [
      'fr',
      'Bonjour, le total pour les six portes est de 4 170 EUR posées.',
      "Désolé, erreur de frappe : c'est 4 710 EUR.",
    ],
    [
      'es',
      'Hola, el total de las seis puertas es de 4.170 EUR instaladas.',
      'Perdón, he invertido dos cifras: 4.710 EUR.',
    ],
    [
      'it',
      'Buongiorno, il totale per le sei porte è di 4.170 EUR montate.',
      'Scusate, ho invertito le cifre: 4.710 EUR.',
    ],
    ['nl', 'Hallo, het totaal voor de zes deuren is 4.170 EUR geplaatst.', 'Sorry, foutje: 4.710 EUR.'],
    ['pt', 'Olá, o total das seis portas é de 4.170 EUR instaladas.', 'Desculpe, troquei dois algarismos: 4.710 EUR.'],
  ])('%s: the swapped digits named as a typo', (_lang, first, second) => {
    expect(thread(first, second)).toEqual({ quotedTotal: 4710 });
  });

  it('the old figure written as denied beside the new one, without a cue word', () => {
    expect(thread('The quoted total is EUR 4,170.', 'Quick fix to my last mail: EUR 4,710 instead of 4,170.')).toEqual({
      quotedTotal: 4710,
    });
    expect(thread('Het totaal is 4.170 EUR.', 'Het is 4.710 EUR, niet 4.170.')).toEqual({ quotedTotal: 4710 });
  });

  it("the old figure's digits in another order, without any cue, are no less a correction", () => {
    expect(thread('The quoted total is EUR 4,170.', 'Oops: 4,710.')).toEqual({ quotedTotal: 4710 });
  });

  it('the first figure is never delivered when the second message writes two candidates', () => {
    const r = thread('The quoted total is EUR 4,170.', 'Sorry, typo: it is 4,710 or 4,701, I will check.');
    expect(r.quotedTotal).not.toBe(4170);
  });

  it("an apology before another thing's figure does not replace the total", () => {
    const r = thread('The quoted total is EUR 4,170.', 'Sorry, 6 doors take 2 days to fit.');
    expect(r.quotedTotal).not.toBe(6);
    expect(r.quotedTotal).not.toBe(2);
  });
});

describe('an apology right before a figure is a correction cue', () => {
  it.each([
    'the total is eur 2,980 – sorry, 2,890 – including delivery',
    'der gesamtpreis betragt 2.980, pardon, 2.890 eur',
    'el total es 2.980, perdon, 2.890 eur',
    'o total e 2.980, desculpe, 2.890 eur',
  ])('%s', (text) => {
    expect(CORRECTION.test(text)).toBe(true);
  });

  it('not an apology for a delay', () => {
    expect(CORRECTION.test(foldForMatching('Sorry for the late reply, the total is 2,890.'))).toBe(false);
  });
});

describe('a later figure with the old digits, without a cue word', () => {
  const schema = { type: 'object', properties: { quotedTotal: { type: 'number' } } };
  const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
  const thread = (...texts: string[]) =>
    readFromSources(
      schema,
      texts.map((text, i) => ({ text, at: AT + i * 60_000, messageId: `m${i}` })).reverse(),
      noRefs(),
    ).values;

  it('a reference number that shuffles the digits more than a swap corrects nothing', () => {
    expect(thread('The quoted total is EUR 1,250.', 'Please quote our reference 5201 on the order.')).toEqual({
      quotedTotal: 1250,
    });
  });
});

describe('a typo named after the corrected figure, in the same message', () => {
  const schema = { type: 'object', properties: { totalGBP: { type: 'number' } } };
  const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
  const one = (text: string) => readFromSources(schema, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

  it('describes the slip; the figure after the correction cue stands', () => {
    expect(one('The total is £3,170 - correction, £3,710, I swapped the digits on my phone.')).toEqual({
      totalGBP: 3710,
    });
    expect(one('Der Gesamtpreis ist 3.170 £ - Korrektur: 3.710 £, Zahlendreher meinerseits.')).toEqual({
      totalGBP: 3710,
    });
  });
});

describe('a later message whose figures compete, but which names its correction', () => {
  const schema = {
    type: 'object',
    properties: { priceEUR: { type: 'number', description: 'total price, excl. VAT' } },
  };
  const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
  const thread = (...texts: string[]) =>
    readFromSources(
      schema,
      texts.map((text, i) => ({ text, at: AT + i * 60_000, messageId: `m${i}` })).reverse(),
      noRefs(),
    ).values;

  it('takes the corrected figure over the rate beside it', () => {
    expect(
      thread(
        'Buongiorno, per la pulizia delle vetrate il prezzo è di 2.460 € + IVA.',
        'Scusate, ho invertito le cifre: il prezzo giusto è 2.640 € + IVA (4 € al m²), non 2.460.',
      ),
    ).toEqual({ priceEUR: 2640 });
  });

  it('a later text that still writes the old figure beside a swapped one corrects nothing by itself', () => {
    const r = thread('The price is EUR 2,460.', 'It is either 2,460 or 2,640 depending on the glass.');
    expect(r.priceEUR).not.toBe(2640);
  });
});
