import { describe, expect, it } from 'vitest';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * Declines in words of disappointment, a referral with the firm named between its words, a
 * guarantee about the service that is no promise to answer, a part of a request refused beside
 * what they can do, a rough figure beside a promise, and the terms a goal that only asks for
 * information does not settle.
 */
const validator = createResultSchemaValidator();
const AT = Date.parse('2026-11-26T10:00:00Z');

function evaluate(objective: string, properties: Record<string, unknown>, text: string) {
  const ctx = brainContext({ objective, properties });
  const latest = them(text, AT + 60_000);
  return evaluateReply(ctx, latest, validator, [us('Hello', AT), latest]);
}

const COURIER = { pricePerRunEUR: { type: 'number', description: 'price per daily run, EUR excluding VAT' } };

describe('a decline in words of disappointment, beside prices of something else', () => {
  it.each([
    [
      'de',
      'Da muss ich Sie aber enttäuschen: medizinische Proben fahren wir nicht. Für normale Dokumentenfahrten sind wir gern für Sie da (Direktfahrt 39,00 € netto).',
    ],
    [
      'en',
      "I'm afraid I have to disappoint you: we don't carry medical samples. For ordinary document runs we're happy to help (direct run £39 net).",
    ],
    [
      'fr',
      'Je dois malheureusement vous décevoir : nous ne transportons pas d’échantillons médicaux. Pour des courses de documents, la course directe est à 39,00 € HT.',
    ],
  ])('%s: the price is not delivered, the client is asked', (_lang, text) => {
    const got = evaluate('Ask for the price of a daily courier run for chilled lab samples.', COURIER, text);
    expect(got.outcome).toBe('needs_input');
    expect(got).not.toHaveProperty('result');
  });

  it('a part named before the phrase ("Mit dem Hund muss ich Sie leider enttäuschen") is no decline of the request', () => {
    const got = evaluate(
      'Ask about the holiday flat for 20-27 February: whether the dog is allowed.',
      {
        hundeErlaubt: { type: 'boolean', description: 'ob der Hund erlaubt ist' },
        preisProNacht: { type: 'number', description: 'Mietpreis pro Nacht in EUR' },
      },
      'Die Wohnung ist noch frei, der Mietpreis beträgt 95 € pro Nacht. Mit dem Hund muss ich Sie leider enttäuschen, wir nehmen keine Haustiere auf.',
    );
    expect(got).toMatchObject({ outcome: 'goal_achieved', result: { hundeErlaubt: false, preisProNacht: 95 } });
  });

  it('"daar beginnen we niet aan" with the firm named inside the referral is a refusal', () => {
    const got = evaluate(
      'Ask for a full-service maintenance contract for our Kone lift.',
      { annualPriceEUR: { type: 'number', description: 'annual price, EUR excl. VAT' } },
      'Wij onderhouden uitsluitend plateauliften die wij zelf hebben geleverd; voor personenliften van andere merken hebben wij de onderdelen niet, en daar beginnen we ook niet aan. Voor een Kone kunt u het beste bij Kone zelf terecht. Mocht u ooit een plateaulift nodig hebben: onze contracten beginnen bij € 395 per jaar.',
    );
    expect(got.outcome).toBe('rejected');
  });
});

describe('a promise to answer later, and what is none', () => {
  it.each([
    "I can't promise it before 2, and overnight is no good to you.",
    "We can't guarantee delivery before noon on a Saturday.",
  ])('a guarantee about the service before a time is no promise: %s', (text) => {
    expect(findPromise(text.toLowerCase())).toBeUndefined();
  });

  it.each(["I can't promise anything until I've checked with the depot.", "I can't give you a price until Monday."])(
    'a deferral is still one: %s',
    (text) => {
      expect(findPromise(text.toLowerCase())).toBeDefined();
    },
  );

  it('a rough figure "só para ter uma ideia … deve subir" beside the promise of the exact value is not delivered', () => {
    const got = evaluate(
      'Ask for the price per litre of agricultural diesel for next week.',
      { pricePerLitreEUR: { type: 'number', description: 'price per litre in EUR excluding VAT' } },
      'O preço para a próxima semana só sai amanhã de manhã. Só para ter uma ideia: esta semana está a 1,18 €/l sem IVA, mas deve subir uns cêntimos. Amanhã confirmo-lhe o valor certo por email.',
    );
    expect(got.outcome).not.toBe('goal_achieved');
    expect(JSON.stringify(got)).not.toContain('1.18');
  });
});

describe('one part refused beside what they can do', () => {
  it('"l’umido invece no … non possiamo offrirlo" beside "possiamo ritirare" is no refusal', () => {
    const got = evaluate(
      'Ask which waste streams they can collect from our hotel.',
      { collectsGeneralWaste: { type: 'boolean', description: 'whether they collect general waste' } },
      "Possiamo ritirare l'indifferenziato e carta e cartone. L'umido invece no: lo ritira il servizio comunale, quindi non possiamo offrirlo noi.",
    );
    expect(got.outcome).not.toBe('rejected');
  });

  it('"non possiamo offrirle" (to you) with nothing they can do stays a refusal', () => {
    const got = evaluate(
      'Ask which waste streams they can collect from our hotel.',
      { collectsGeneralWaste: { type: 'boolean', description: 'whether they collect general waste' } },
      'Purtroppo non possiamo fornirle il servizio: la vostra zona è fuori dal nostro giro.',
    );
    expect(got.outcome).toBe('rejected');
  });
});

describe('a list item said yes for one part and no for another', () => {
  it('is not left out of the list: the list is asked', () => {
    const got = evaluate(
      'We have interview recordings in Polish, Romanian, Arabic, Tigrinya and Ukrainian. Ask which of these languages they can transcribe.',
      {
        languages: {
          type: 'array',
          items: { type: 'string', enum: ['Polish', 'Romanian', 'Arabic', 'Tigrinya', 'Ukrainian'] },
          description: 'the languages of our recordings they can transcribe',
        },
      },
      "Polish and Ukrainian are no problem at all, we have in-house transcribers for both. Arabic we can do for Modern Standard and for Levantine dialects (Syrian, Lebanese, Palestinian); we don't currently have anyone for Maghrebi or Sudanese Arabic, so if any of yours are North African, let me know and I'll try to find someone. Romanian we used to cover, but our freelancer retired in the spring and we haven't replaced her yet, so I'd have to say no for now. Tigrinya I'm afraid we've never offered.",
    );
    expect(got.outcome).not.toBe('goal_achieved');
  });
});

describe('terms on a goal that only asks for information', () => {
  const ask = (text: string, covered: string[] = []) =>
    findCommitment(text, ['Ask for their prices.', ...covered], ['Ask for their prices.'], { goalCommits: false });

  it.each([
    'En cas de contrat annuel de 12 passages, nous accordons une remise de 5 % sur le total.',
    'We knock 5% off from 12 cases, so not quite there with six, sorry!',
    "If you'd like to go ahead I hold the date with a £500 retainer and the balance is due a month before.",
    'Si ça vous convient, confirmez-moi avant le 5 mars, je bloque le camion.',
  ])('set none: %s', (text) => {
    expect(ask(text)).toBeUndefined();
  });

  it('a deposit to hold the booking still counts on a goal that commits', () => {
    const got = findCommitment(
      "If you'd like to go ahead I hold the date with a £500 retainer.",
      ['Book the photographer for 18 September.'],
      ['Book the photographer for 18 September.'],
      { goalCommits: true },
    );
    expect(got).toBeDefined();
  });

  it('a count the client asked ("8 moving heads") corrected by the writer is no other day', () => {
    const got = findCommitment(
      'Sorry, ik zie net dat ik in de calculatie 6 moving heads had staan in plaats van 8.',
      ['Ask for the weekend hire price of 8 moving heads.'],
      ['Ask for the weekend hire price of 8 moving heads.'],
      { goalCommits: false, clientTexts: ['Ask for the weekend hire price of 8 moving heads.'] },
    );
    expect(got).toBeUndefined();
  });

  it('a day the client named ("Friday 14 March") replaced by another still is', () => {
    const got = findCommitment(
      'We could do the 16th instead of the 14 as the crane is out that day.',
      ['Book the crane for Friday 14 March.'],
      ['Book the crane for Friday 14 March.'],
      { goalCommits: true, clientTexts: ['Book the crane for Friday 14 March.'] },
    );
    expect(got?.kinds).toContain('alternative');
  });
});
