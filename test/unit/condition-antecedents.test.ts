import { describe, expect, it } from 'vitest';
import { askedOf, evaluateOneReply } from '../support/evaluate-one-reply.js';

/**
 * A condition that points back ("If you can sort both of those, I'll pencil it in") is quoted with
 * the sentences it points at, so the client reads what they are asked to arrange. Before, the
 * question quoted only "If you can sort both of those I'll pencil it in."
 */

const OBJECTIVE = 'Book the annual boiler service at our office on Thursday 10 December 2026 and get the price';
const props = {
  serviceDate: { type: 'string', format: 'date', description: 'date of the service' },
  priceGBP: { type: 'number', description: 'price per boiler' },
};

describe('a condition that points back is quoted with what it points at', () => {
  it.each([
    [
      'en',
      'Thursday 10 December 2026 works, £168 per boiler. The engineer needs to be let in at 7:15. The plant room must be cleared of boxes. If you can sort both of those, it is booked.',
      'plant room',
    ],
    [
      'de',
      'Donnerstag, 10. Dezember 2026, passt, 168 € pro Kessel. Der Techniker muss um 7:15 Uhr rein. Der Heizraum muss frei geräumt sein. Wenn Sie beides sicherstellen können, trage ich es ein.',
      'Heizraum',
    ],
    [
      'fr',
      "Le jeudi 10 décembre 2026 est possible, 168 € par chaudière. Le technicien doit entrer à 7h15. La chaufferie doit être dégagée. Si vous pouvez garantir cela, c'est réservé.",
      'chaufferie',
    ],
    [
      'es',
      'El jueves 10 de diciembre de 2026 nos va bien, 168 € por caldera. El técnico tiene que entrar a las 7:15. La sala de calderas tiene que estar despejada. Si pueden garantizarlo, lo reservo.',
      'sala de calderas',
    ],
    [
      'it',
      'Giovedì 10 dicembre 2026 va bene, 168 € a caldaia. Il tecnico deve entrare alle 7:15. Il locale caldaia deve essere sgombro. Se potete garantirlo, lo fissiamo.',
      'locale caldaia',
    ],
    [
      'nl',
      'Donderdag 10 december 2026 kan, € 168 per ketel. De monteur moet om 7.15 uur binnen kunnen. Het ketelhok moet leeg zijn. Als u dat kunt regelen, plan ik het in.',
      'ketelhok',
    ],
    [
      'pt',
      'Quinta-feira, 10 de dezembro de 2026, dá, 168 € por caldeira. O técnico tem de entrar às 7h15. A casa das caldeiras tem de estar livre. Se conseguirem garantir isso, fica marcado.',
      'casa das caldeiras',
    ],
  ])('%s', async (_, text, word) => {
    const got = await evaluateOneReply(OBJECTIVE, text, props);
    expect(askedOf(got)).toContain(word);
  });

  it('a condition that names its own terms is quoted alone', async () => {
    const got = await evaluateOneReply(
      OBJECTIVE,
      'We had a lovely summer. Thursday 10 December 2026 works, £168 per boiler, provided the plant room is cleared of boxes.',
      props,
    );
    const q = askedOf(got);
    expect(q).toContain('plant room');
    expect(q).not.toContain('summer');
  });
});
