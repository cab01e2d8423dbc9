import { describe, expect, it } from 'vitest';
import { createOfflineBrain } from '../../services/worker/brain/offline-brain.js';
import { asksTheClient } from '../../services/worker/brain/guards/questions-back.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, theirThread } from './brain-fixtures.js';

/**
 * A counterparty who gives the answer but asks back something only the client can answer (how
 * many, which option, what time, who, someone's details, "A or B?") has not given a final
 * answer: the client is asked, their question quoted, and no value is delivered.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const brain = createOfflineBrain({ validator: createResultSchemaValidator() });
const properties = {
  deliveryDate: { type: 'string', format: 'date', description: 'delivery date' },
  totalEUR: { type: 'number', description: 'total price in EUR' },
};
const OBJECTIVE = 'Order 30 oak shelving units for our shop and get the delivery date and the total price';

async function evaluate(text: string, knowledge?: Record<string, string>) {
  const transcript = theirThread([`${text}\n\nMira`], AT);
  const ctx = brainContext({ objective: OBJECTIVE, properties });
  if (knowledge) ctx.goal.knowledge = knowledge;
  return brain.evaluateReply(ctx, { transcript, latest: transcript[0]! });
}

describe('a complete answer with a question back only the client can answer goes to the client', () => {
  it.each([
    [
      'en, A or B',
      'We can deliver on Tuesday 8 December 2026, €3,480 in total. Would you like them assembled or flat-packed?',
    ],
    ['en, how many', 'Delivery Tuesday 8 December 2026, €3,480 all in. How many of the corner units do you want?'],
    [
      'en, access time',
      'Delivery on Tuesday 8 December 2026, €3,480 in total. What time can our driver get into the loading bay?',
    ],
    [
      'de, welche Farbe',
      'Lieferung am Dienstag, 8. Dezember 2026, Gesamtpreis 1.240 €. Welche Farbe sollen die Böden haben, Natur oder Weiß?',
    ],
    [
      'fr, combien',
      'Livraison le mardi 8 décembre 2026, montant total 3 480 €. Combien de tablettes faut-il par élément ?',
    ],
    [
      'es, datos del receptor',
      'Entrega el martes 8 de diciembre de 2026, 3.480 € en total. ¿Nos puede indicar el nombre y el teléfono de quien recibe?',
    ],
    [
      'it, a che ora',
      'La consegna è martedì 8 dicembre 2026, prezzo totale 3.480 €. A che ora possiamo scaricare davanti al negozio?',
    ],
    [
      'nl, welke uitvoering',
      'Levering op dinsdag 8 december 2026, totaal € 1.240. Wilt u de geoliede of de gelakte uitvoering?',
    ],
    [
      'pt, quantas',
      'Entrega na terça-feira, 8 de dezembro de 2026, total 3.480 €. Quantas prateleiras quer em cada módulo?',
    ],
  ])('%s', async (_name, text) => {
    // Without its question the same reply is a complete answer: the question is what holds it.
    const answer = text.slice(0, text.search(/[.] [^.]*[?？]$/) + 1);
    expect((await evaluate(answer)).outcome).toBe('goal_achieved');
    const got = await evaluate(text);
    expect(got.outcome).toBe('needs_input');
    expect('result' in got).toBe(false);
    const question = got.outcome === 'needs_input' ? got.question : '';
    expect(question).toContain(text.slice(-25));
  });

  it('a question the case knowledge answers does not stop the answer', async () => {
    const got = await evaluate(
      'Delivery Tuesday 8 December 2026, €3,480 in total. What time can our driver get into the loading bay?',
      { 'loading bay access time': 'The loading bay is open from 7am to 11am' },
    );
    expect(got.outcome).toBe('goal_achieved');
  });
});

describe('courtesy, offers to act and requests for later are no question back', () => {
  it.each([
    ['en, anything else', 'Delivery Tuesday 8 December 2026, €3,480 in total. Is there anything else I can help with?'],
    ['en, shall I', 'Delivery Tuesday 8 December 2026, €3,480 in total. Shall I put the order through?'],
    ['de, Fragen', 'Lieferung am Dienstag, 8. Dezember 2026, gesamt 3.480 €. Haben Sie noch Fragen?'],
    ['fr, puis-je', 'Livraison le mardi 8 décembre 2026, montant total 3 480 €. Puis-je faire autre chose pour vous ?'],
    [
      'en, a request for later',
      'Delivery Tuesday 8 December 2026, €3,480 in total. Please send us your PO number when you order.',
    ],
  ])('%s', async (_name, text) => {
    const got = await evaluate(text);
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { deliveryDate: '2026-12-08', totalEUR: 3480 } });
  });
});

describe('asksTheClient', () => {
  it.each([
    'How many do you need in the end?',
    'Which finish would you prefer?',
    'Do you want the oak or the walnut?',
    'Wie viele Paletten brauchen Sie?',
    'Wer nimmt die Lieferung an?',
    'À quelle heure le quai est-il accessible ?',
    '¿Cuántas unidades necesitan exactamente?',
    'Chi riceverà la merce in negozio?',
    'Hoe laat kunnen we lossen?',
    'Qual prefere, a versão em carvalho ou em faia?',
  ])('%s', (q) => expect(asksTheClient(q)).toBe(true));

  it.each([
    'Any other questions?',
    'Would you like me to reserve it for you?',
    'Soll ich den Auftrag so anlegen?',
    'Voulez-vous que je vous envoie le bon de commande ?',
    'Zal ik de order bevestigen?',
    'Quer que eu reserve já?',
  ])('no: %s', (q) => expect(asksTheClient(q)).toBe(false));
});

describe('a question about questions is the client’s; only courtesy about questions is not (review of round 17)', () => {
  it.each([
    'How many questions should each quiz round have?',
    'Wie viele Fragen soll der Fragebogen haben?',
    'Combien de questions doit compter le quiz ?',
    '¿Cuántas preguntas debe tener el examen?',
    'Quante domande deve avere il questionario?',
    'Hoeveel vragen moet de enquête hebben?',
    'Quantas perguntas deve ter o inquérito?',
  ])('%s', (q) => expect(asksTheClient(q)).toBe(true));

  it.each([
    'Do you have any questions about the quote?',
    'Any further queries?',
    'Haben Sie weitere Fragen?',
    "Avez-vous d'autres questions ?",
    '¿Tiene alguna duda?',
    'Ha altre domande?',
    'Heeft u nog vragen?',
    'Tem alguma dúvida?',
    'Haben Sie Fragen?',
    '¿Tienen preguntas?',
    'Heeft u vragen?',
  ])('no: %s', (q) => expect(asksTheClient(q)).toBe(false));
});
