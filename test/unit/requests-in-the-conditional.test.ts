import { describe, expect, it } from 'vitest';
import { findRequests } from '../../services/worker/brain/guards/data-requests.js';

/**
 * A request written in the conditional ("bräuchte ich den Betriebsstundenstand", "wir bräuchten
 * Ihre Adresse", "we zouden uw kenteken nodig hebben", "precisaria do NIF") asks the client for a
 * fact like its indicative: before, our own request was sent again with a figure "noted" from
 * the sentence beside it, and the client was asked only after a second mail.
 */

describe('requests in the conditional', () => {
  it.each([
    ['de', 'Bevor ich Ihnen einen Festpreis nennen kann, bräuchte ich den Betriebsstundenstand des Staplers.'],
    ['de', 'Für das Angebot bräuchten wir die Adresse der Baustelle.'],
    ['de', 'Ich benötigte noch die Seriennummer.'],
    ['nl', 'Voor de offerte zouden we het kenteken van de heftruck nodig hebben.'],
    ['pt', 'Para o orçamento precisaria do NIF da empresa.'],
    ['es', 'Para el presupuesto necesitaríamos la dirección de la obra.'],
    ['it', 'Per il preventivo avremmo bisogno della matricola del carrello.'],
    ['fr', "Pour le devis, j'aurais besoin du numéro de série."],
  ])('%s: %s', (_, text) => {
    expect(findRequests(text).length).toBeGreaterThan(0);
  });

  it.each([
    ['de', 'Wir bräuchten etwa zwei Wochen für die Lieferung.'],
    ['de', 'Für die Überarbeitung verrechne ich CHF 1240; dafür bräuchte ich das Instrument etwa drei Tage.'],
    ['en', 'Let me know if you have any questions.'],
  ])('not %s: %s', (_, text) => {
    expect(findRequests(text)).toEqual([]);
  });
});
