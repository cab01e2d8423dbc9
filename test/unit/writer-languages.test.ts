import { describe, expect, it } from 'vitest';
import type { Lang } from '../../services/worker/brain/readers/language.js';
import { draftClarification } from '../../services/worker/brain/writers/clarification.js';
import { draftFollowUp } from '../../services/worker/brain/writers/follow-up-email.js';
import { draftReplyWithInput } from '../../services/worker/brain/writers/reply-with-input.js';
import { ctx, expectWrittenByAPerson } from './writer-fixtures.js';

describe('languages', () => {
  const cases: Array<[Lang, RegExp, RegExp, RegExp]> = [
    ['en', /^Hi Dana Miller,/, /Could you also let me know/, /Best regards,\nAlex Kim/],
    [
      'de',
      /^Hallo Dana Miller,\n\nvielen Dank für Ihre Antwort\./,
      /Könnten Sie mir bitte noch Folgendes mitteilen:\n- Liefertermin/,
      /Viele Grüße\nAlex Kim/,
    ],
    [
      'fr',
      /^Bonjour Dana Miller,\n\nMerci pour votre réponse\./,
      /Pourriez-vous également m'indiquer les éléments suivants :\n- date de livraison/,
      /Bien à vous,\nAlex Kim/,
    ],
    [
      'es',
      /^Hola, Dana Miller:\n\nMuchas gracias por su respuesta\./,
      /¿Podría indicarme también lo siguiente\?\n- fecha de entrega/,
      /Un saludo,\nAlex Kim/,
    ],
  ];
  it.each(cases)('%s: greeting, request and sign-off in the language', (lang, greeting, request, signOff) => {
    const d = draftClarification(
      ctx(),
      [],
      { missing: ['deliveryDate', 'paymentTermsDays'], invalid: [] },
      {
        lang,
        noted: { unitPriceEUR: 1240.5 },
      },
    );
    expect(d.text).toMatch(greeting);
    expect(d.text).toMatch(request);
    expect(d.text).toMatch(signOff);
    expectWrittenByAPerson(d.text);
  });

  it('formal tone and dates and numbers written the language’s way', () => {
    const formal = ctx({ senderPersona: { name: 'Alex Kim', tone: 'formal' } });
    const de = draftFollowUp(formal, 1, {
      replied: true,
      lang: 'de',
      noted: { deliveryDate: '2027-03-14', unitPriceEUR: 1240.5 },
      missing: ['paymentTermsDays'],
    });
    expect(de.text).toMatch(/^Guten Tag Dana Miller,/);
    expect(de.text).toContain('14. März 2027');
    expect(de.text).toContain('1.240,5');
    expect(de.text).toMatch(/Mit freundlichen Grüßen\nAlex Kim$/);
    const fr = draftReplyWithInput(formal, 'Acceptez-vous un acompte ?', 'Oui, 20 % au maximum.', {
      lang: 'fr',
      missing: ['deliveryDate'],
    });
    expect(fr.text).toContain('Merci pour votre patience.');
    expect(fr.text).toContain('Concernant votre question « Acceptez-vous un acompte ? » : Oui, 20 % au maximum.');
    expect(fr.text).toMatch(/Cordialement,\nAlex Kim$/);
    const es = draftFollowUp(formal, 1, {
      replied: true,
      lang: 'es',
      noted: { deliveryDate: '2027-03-14' },
      missing: ['paymentTermsDays'],
    });
    expect(es.text).toContain('14 de marzo de 2027');
    expect(es.text).toMatch(/^Estimado\/a Dana Miller:/);
    expect(es.text).toMatch(/Atentamente,\nAlex Kim$/);
  });
});
