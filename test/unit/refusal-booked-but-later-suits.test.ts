import { describe, expect, it } from 'vitest';
import { findRefusal } from '../../services/worker/brain/guards/refusals.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';

/**
 * "Fully booked next week, but the week after works" leaves a way forward (alternative-offers.ts
 * `openNamed`): no refusal, the reply is read. A flooring fitter's "Nächste Woche sind wir komplett
 * ausgebucht, aber übernächste Woche klappt es: … am Mittwoch in KW 50" failed the case as rejected.
 */
const refusal = (text: string) => findRefusal(foldForMatching(text));

describe('booked out, but a later time suits', () => {
  it.each([
    'Nächste Woche sind wir komplett ausgebucht, aber übernächste Woche klappt es.',
    "We're fully booked next week, but the week after works for us.",
    'Nous sommes complets la semaine prochaine, mais la semaine suivante ça marche.',
    'Estamos completos la semana que viene, pero la siguiente nos va bien.',
    'Siamo al completo la prossima settimana, ma quella dopo va bene.',
    'Volgende week zijn we volgeboekt, maar de week erna lukt het.',
  ])('%s', (text) => {
    expect(refusal(text)).toBeUndefined();
  });

  it('booked out with nothing that suits is still a refusal', () => {
    expect(refusal("Sorry, we're fully booked for the rest of the year.")).toBeDefined();
    expect(refusal('Leider sind wir komplett ausgebucht, aber danke für die Anfrage.')).toBeDefined();
  });
});
