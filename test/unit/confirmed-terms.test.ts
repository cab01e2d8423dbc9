import { describe, expect, it } from 'vitest';
import type { CaseContext, TranscriptEntry } from '../../services/worker/brain/brain.js';
import { readOfflineResult } from '../../services/worker/brain/offline-result.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';

/**
 * After the client's decision our reply repeats the terms it accepts; the counterparty confirming
 * them gives their own value again, now agreed: it is read, not taken for an echo of our mail.
 */

const AT = Date.parse('2026-11-23T10:00:00Z');
const validator = createResultSchemaValidator();

function ctx(objective: string, properties: Record<string, unknown>): CaseContext {
  return {
    caseId: 'case-c',
    goal: { objective },
    counterparty: { address: 'office@trade.example', name: 'Robin Hale' },
    senderPersona: { name: 'Alex Dunn', company: 'Dunn Dental' },
    resultSchema: { type: 'object', properties, required: Object.keys(properties) },
    attemptCount: 1,
    maxAttempts: 3,
  };
}

const entry = (role: 'us' | 'counterparty', text: string, minutes: number): TranscriptEntry => ({
  role,
  text,
  at: AT + minutes * 60_000,
  messageId: `<m${minutes}@trade.example>`,
});

/** Our request, their offer, our reply with the client's decision, their confirmation. */
function read(c: CaseContext, offer: string, decision: string, confirmation: string) {
  const thread = [
    entry('us', 'Hello Robin, could you let us have your price and a date?', 0),
    entry('counterparty', offer, 10),
    entry('us', `Hello Robin,\n\nAs for your proposal: ${decision}\n\nBest regards,\nAlex`, 20),
    entry('counterparty', confirmation, 30),
  ];
  return readOfflineResult(c, thread[3]!, thread, validator).values;
}

const booking = ctx(
  'Get a price to install a new boiler at our surgery before spring, and book the installation date',
  {
    totalPrice: { type: 'number', description: 'total price, installed' },
    installationDate: { type: 'string', format: 'date', description: 'booked installation date' },
  },
);

describe('the counterparty confirming terms the client accepted', () => {
  it.each([
    [
      'en',
      'The boiler comes to £4,180 fitted. We can install it on Tuesday 9 March 2027. We would need 30% up front to hold that slot, is that OK?',
      'Yes, the 30% up front is fine, please go ahead with Tuesday 9 March.',
      'Lovely, Tuesday 9 March 2027 is yours; the engineer arrives at 8.',
      '2027-03-09',
    ],
    [
      'de',
      'Der Kessel kostet montiert 4.180 €. Wir können ihn am Dienstag, 9. März 2027 installieren. Dafür bräuchten wir 30 % Anzahlung, passt das?',
      'Ja, die Anzahlung ist in Ordnung, bitte nehmen Sie den 9. März.',
      'Danke, dann ist es fest: Dienstag, 9. März 2027, ab 8 Uhr.',
      '2027-03-09',
    ],
    [
      'es',
      'La caldera montada sale a 4.180 €. Podemos instalarla el martes 9 de marzo de 2027. Necesitamos un anticipo del 30 %, ¿le parece bien?',
      'Sí, aceptamos el anticipo; adelante con el 9 de marzo, por favor.',
      'Perfecto, queda reservado el martes 9 de marzo de 2027. Le envío la factura del anticipo.',
      '2027-03-09',
    ],
    [
      'fr',
      "La chaudière posée revient à 4 180 €. Nous pouvons l'installer le mardi 9 mars 2027. Il nous faut un acompte de 30 %, cela vous convient ?",
      "Oui, l'acompte nous convient, merci de retenir le 9 mars.",
      "Parfait, c'est noté pour le mardi 9 mars 2027, à partir de 8 h.",
      '2027-03-09',
    ],
  ])(
    'a date they offered, repeated in our reply with the client’s yes, is still theirs (%s)',
    (_l, offer, yes, ok, date) => {
      expect(read(booking, offer, yes, ok)['installationDate']).toBe(date);
    },
  );

  it('a date the client proposed that they never stated stays our echo, not their answer', () => {
    const values = read(
      booking,
      'We have a few slots in March. Which day suits you?',
      'Tuesday 9 March would suit us.',
      'Thanks, I will check with the engineers about Tuesday 9 March 2027 and come back to you.',
    );
    expect(values['installationDate']).toBeUndefined();
  });

  it('a date the case itself names stays an echo, though they stated it too', () => {
    const fixed = ctx('We would like to book the boiler installation for Tuesday 9 March 2027.', {
      installationDate: { type: 'string', format: 'date', description: 'the booked installation date' },
    });
    const values = read(
      fixed,
      'About Tuesday 9 March 2027: the engineers are on another site that week.',
      'Thank you, Tuesday 9 March is still the day we need.',
      'Still trying to free someone up for Tuesday 9 March 2027, sorry for the wait.',
    );
    expect(values['installationDate']).toBeUndefined();
  });
});
