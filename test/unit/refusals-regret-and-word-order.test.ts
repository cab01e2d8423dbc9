import { describe, expect, it } from 'vitest';
import { findRefusal } from '../../services/worker/brain/guards/refusals.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';

/**
 * A refusal written as a regret for not helping ("sorry not to be of more use", "mi spiace non
 * esserle d'aiuto"), as the request being nothing the writer does or can quote ("it's not
 * something we'd be able to help with", "there's nothing I can quote you"), or as "can't give
 * you a price" in either word order ("wir können Ihnen kein Angebot machen", "ik kan u er geen
 * offerte voor maken"); only when the reply offers nothing else (guards/declines.ts).
 */
const refusal = (text: string) => findRefusal(foldForMatching(text));

describe('a regret or a "can\'t quote" in other words is a refusal', () => {
  it.each([
    ['en', 'We only do residential work these days. Sorry not to be of more help.'],
    ['en', "Large events have never been our thing, so that's not something I could help you with."],
    ['en', "Our licence covers hospitals only, so there's nothing we can offer you."],
    ['de', 'Für Gewerbekunden sind wir nicht zugelassen, daher können wir Ihnen leider keinen Preis nennen.'],
    ['de', 'Diese Bauart führen wir nicht, wir können Ihnen also kein Angebot erstellen.'],
    ['de', 'Tut mir leid, dass ich Ihnen nicht weiterhelfen kann.'],
    ['nl', 'Dat model hebben we niet meer, dus we kunnen u helaas geen offerte maken.'],
    ['nl', 'Sorry dat ik je niet verder kan helpen.'],
    ['it', 'Ci dispiace non potervi essere utili questa volta.'],
    ['fr', 'Nous ne travaillons plus ce bois, désolés de ne pas pouvoir vous aider.'],
    ['es', 'Ese material ya no lo trabajamos. Lo siento, no poder ayudarle.'],
    ['pt', 'Esse serviço já não existe, lamentamos não poder ajudar.'],
  ])('%s: %s', (_lang, text) => {
    expect(refusal(text)).toBeDefined();
  });

  it.each([
    // A price, an offer or another way forward: the reply is read, not closed.
    ['en', "That's not something we'd be able to help with, but we can quote the smaller model at £240."],
    ['de', 'Wir können Ihnen kein Angebot machen, aber ab März liefern wir wieder.'],
    ['nl', 'Ik kan je er geen prijs voor geven, maar we kunnen je wel een alternatief sturen: € 32 per zak.'],
    ['en', 'Sorry not to be more help on the delivery; the boards are £12.50 each.'],
    ['it', "Mi spiace non esserle d'aiuto per il trasporto: il materiale costa 45 € al metro."],
    // One part only, not the request.
    ['en', "Sorry, there's nothing we can offer you for the installation? Do you have a fitter?"],
    // An account the writer can open for us is an offer.
    ['en', 'We are trade only, but if you open an account we can quote you tomorrow.'],
  ])('%s: %s → not a refusal', (_lang, text) => {
    expect(refusal(text)).toBeUndefined();
  });
});
