import { describe, expect, it } from 'vitest';
import { findPromise } from '../../services/worker/brain/guards/promises.js';

/**
 * Wanting or needing to check with someone first is a promise of the rest ("I want to check with
 * our crew chief", "devo sentire il responsabile", "tenho de confirmar com o agente"): the part
 * of the answer it leaves open is waited on, not asked for at once. A complete statement that
 * only mentions a later step is no promise.
 */

describe('checking with someone first is a promise', () => {
  it.each([
    ['en', 'I want to check with our crew chief once he has seen the schedule.'],
    ['en', 'We need to check with the warehouse before I can say.'],
    ['en', "I'd like to run it past my manager first."],
    ['en', 'I still have to speak to the owner about the weekend rate.'],
    ['de', 'Das möchte ich noch mit unserem Lager abklären.'],
    ['de', 'Wir müssen das erst mit dem Versicherer absprechen.'],
    ['de', 'Ich will das kurz mit der Werkstatt klären.'],
    ['fr', "Je voudrais d'abord vérifier avec notre dépôt."],
    ['fr', 'Nous devons confirmer avec le transporteur.'],
    ['es', 'Tengo que consultarlo con el almacén.'],
    ['es', 'Necesito confirmar con el jefe de obra.'],
    ['it', 'Per il prezzo devo sentire il responsabile commerciale.'],
    ['it', 'Vorrei prima verificare con il magazzino.'],
    ['nl', 'Dat wil ik even navragen bij de planning.'],
    ['nl', 'We moeten het nog afstemmen met de chauffeur.'],
    ['pt', 'Tenho de confirmar com o nosso agente em Santos.'],
    ['pt', 'Preciso de verificar com o armazém.'],
  ])('%s: %s', (_lang, text) => {
    expect(findPromise(text)).toBeDefined();
  });

  it.each([
    "I'll send the invoice after delivery.",
    'The price is €480 and we can deliver on 14 March.',
    'Our driver will check in at reception on arrival.',
    'We need the deposit before we can start.',
    'Die Rechnung schicken wir nach der Lieferung.',
    'Le prix est de 480 €, livraison le 14 mars.',
    'El precio es 480 €, entrega el 14 de marzo.',
    'Il prezzo è 480 €, consegna il 14 marzo.',
    'De prijs is € 480, levering op 14 maart.',
    'O preço é 480 €, entrega a 14 de março.',
  ])('no promise: %s', (text) => {
    expect(findPromise(text)).toBeUndefined();
  });
});
