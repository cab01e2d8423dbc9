import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { returnDate } from '../../services/worker/brain/guards/absence-past-deadline.js';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { fromClientQuestion } from '../../services/worker/brain/writers/client-question.js';

/**
 * An out-of-office whose writer is back only after the client's deadline goes to the client (wait,
 * or write to someone else, is theirs to choose), its words quoted; one back in time, or a case
 * without a deadline, is waited on as ever.
 */

const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const AT = Date.parse('2026-11-27T10:00:00Z');
const schema = {
  type: 'object',
  properties: { deliveryDate: { type: 'string', description: 'delivery date, YYYY-MM-DD' } },
  required: ['deliveryDate'],
};
const ctxWith = (objective: string, knowledge?: string): CaseContext => ({
  caseId: 'c1',
  goal: { objective, ...(knowledge ? { knowledge } : {}) },
  counterparty: { address: 'pat@supplier.example', name: 'Pat Lind', company: 'Lind GmbH' },
  senderPersona: { name: 'Alex' },
  resultSchema: schema,
  attemptCount: 1,
  maxAttempts: 3,
});
const FIRST: TranscriptEntry = { role: 'us', text: 'Could you tell me the delivery date?', at: AT, messageId: 'u0' };
const auto = (text: string): TranscriptEntry => ({
  role: 'counterparty',
  text,
  at: AT + 60_000,
  messageId: 'm1',
  subject: 'Automatic reply: delivery date',
});
const evaluate = (ctx: CaseContext, text: string) => {
  const latest = auto(text);
  return brain.evaluateReply(ctx, { transcript: [FIRST, latest], latest });
};

describe('an out-of-office back after the client deadline', () => {
  it.each([
    [
      'en',
      'Get the delivery date of our order; we need the answer by 10 December.',
      'I am out of the office until Monday 4 January with no access to email. For urgent matters please contact my colleague Ruth Baines, ruth.baines@supplier.example.',
    ],
    [
      'de',
      'Liefertermin unserer Bestellung erfragen; wir brauchen die Antwort bis spätestens 10. Dezember.',
      'Vielen Dank für Ihre Nachricht. Ich bin bis einschließlich 8. Januar nicht im Büro. In dringenden Fällen wenden Sie sich bitte an Herrn Vogt.',
    ],
    [
      'fr',
      'Demander la date de livraison ; il nous faut la réponse avant le 10 décembre.',
      "Bonjour, je suis absent jusqu'au mardi 5 janvier inclus. Pour toute urgence, contactez Julie Martin.",
    ],
    [
      'es',
      'Pedir la fecha de entrega; necesitamos la respuesta antes del 10 de diciembre.',
      'Estoy fuera de la oficina hasta el lunes 11 de enero. Para asuntos urgentes, escriba a Marta Gil.',
    ],
    [
      'it',
      'Chiedere la data di consegna; ci serve la risposta entro il 10 dicembre.',
      'Sono assente fino al 7 gennaio compreso. Per urgenze potete contattare il collega Luca Bassi.',
    ],
    [
      'nl',
      'Vraag de leverdatum; we hebben het antwoord uiterlijk 10 december nodig.',
      'Ik ben tot en met 6 januari afwezig. Voor dringende zaken kunt u terecht bij Sanne de Vries.',
    ],
    [
      'pt',
      'Pedir a data de entrega; precisamos da resposta até 10 de dezembro.',
      'Estou fora do escritório até 8 de janeiro. Para assuntos urgentes, contacte a colega Rita Sousa.',
    ],
  ])('%s: the client is asked, the autoresponder quoted', async (_lang, objective, text) => {
    const got = await evaluate(ctxWith(objective), text);
    expect(got.outcome).toBe('needs_input');
    const q = got.outcome === 'needs_input' ? got.question : '';
    expect(q).toContain('answered automatically');
    expect(q).toMatch(/away until 2027-01-\d\d, after your deadline \(2026-12-10\)/);
    expect(fromClientQuestion(q)?.kind).toBe('away');
  });

  it('a deadline in the knowledge counts too', async () => {
    const ctx = ctxWith('Get the delivery date of our order.', 'We must have it confirmed before 10 December.');
    const got = await evaluate(ctx, 'I am on annual leave until 4 January. Your email will not be forwarded.');
    expect(got.outcome).toBe('needs_input');
  });

  it.each([
    [
      'back before the deadline',
      'Get the delivery date; we need the answer by 10 December.',
      'I am out of the office until 2 December.',
    ],
    [
      'no deadline',
      'Get the delivery date of our order.',
      'I am out of the office until 4 January. Please contact Ruth Baines.',
    ],
    [
      'no return date',
      'Get the delivery date; we need the answer by 10 December.',
      'I am away on holiday. Please contact Ruth Baines.',
    ],
    [
      'a date that is not their return',
      'Get the delivery date; we need the answer by 10 December.',
      'I am out of the office today. Our offices close for the holidays on 24 December.',
    ],
  ])('%s: waited on as ever', async (_what, objective, text) => {
    expect((await evaluate(ctxWith(objective), text)).outcome).toBe('auto_reply');
  });

  it.each([
    ["I'll be back in the office on Monday, 4 January.", '2027-01-04'],
    ['Ab dem 11.01. bin ich wieder im Büro.', '2027-01-11'],
    ['Je serai de retour le 5 janvier.', '2027-01-05'],
    ['Estaré de vuelta el 12 de enero.', '2027-01-12'],
    ['Rientrerò in ufficio il 7 gennaio.', '2027-01-07'],
    ['Vanaf 6 januari ben ik weer op kantoor.', '2027-01-06'],
    ['Estarei de volta a 8 de janeiro.', '2027-01-08'],
  ])('return date: %s', (text, date) => {
    expect(returnDate(text, AT)?.slice(0, 10)).toBe(date);
  });

  it('a date in the notice that bounds nothing is no return date', () => {
    expect(returnDate('Orders placed before 18 December ship this year.', AT)).toBeUndefined();
  });
});
