import { describe, expect, it } from 'vitest';
import { findRequests } from '../../services/worker/brain/guards/data-requests.js';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/** A request written as a statement: the counterparty needs something of ours before answering. */

describe('a need with an object the client holds is a request', () => {
  it.each([
    ['en', 'Before we can quote we will need your company registration number.'],
    ['en', 'Please send us the floor plan and we will price it.'],
    ['de', 'Für das Angebot benötigen wir noch Ihre Rechnungsanschrift.'],
    ['de', 'Bitte senden Sie uns die Maße der Öffnung.'],
    ['fr', 'Nous avons besoin de votre numéro de TVA intracommunautaire pour établir le devis.'],
    ['fr', 'Merci de nous communiquer l’adresse de livraison.'],
    ['es', 'Para preparar la oferta necesitamos su CIF y la dirección fiscal.'],
    ['it', 'Per il preventivo ci serve la vostra partita IVA.'],
    ['it', 'Abbiamo bisogno del codice destinatario per la fattura.'],
    ['nl', 'Voor de offerte hebben we uw KvK-nummer en factuuradres nodig.'],
    ['pt', 'Para avançar precisamos do número de contribuinte e da morada.'],
  ])('%s: %s', (_lang, text) => {
    expect(findRequests(`Hello,\n\n${text}\n\nThanks`)).toEqual([text]);
  });
});

describe('no request', () => {
  it.each([
    'We need to check with the workshop first.',
    'We need about two weeks for the production.',
    'Wir brauchen etwa drei Tage dafür.',
    'Let us know if you have any questions.',
    'Do you need the invoice in paper?',
    'Nous avons bien reçu votre demande.',
    'Precisamos de 4 dias úteis para a entrega.',
    'We hebben nog tijd nodig.',
  ])('%s', (text) => {
    expect(findRequests(text)).toEqual([]);
  });
});

describe('the case asks the client instead of repeating its own request', () => {
  const validator = createResultSchemaValidator();
  const ctx = brainContext({
    objective: 'Ask for a quote for 2,000 brochures, A4, stapled',
    properties: {
      totalPrice: { type: 'number', description: 'total price in EUR excluding VAT' },
      leadTimeDays: { type: 'integer', description: 'production time in working days' },
    },
  });
  it('a VAT number asked for goes to the client, quoted; nothing is stored', () => {
    const latest = them('Hi,\n\nTo issue the quote we need your VAT number and the billing address.\n\nBest', 2);
    const got = evaluateReply(ctx, latest, validator, [us('Hello', 1), latest]);
    expect(got.outcome).toBe('needs_input');
    if (got.outcome === 'needs_input') expect(got.question).toContain('VAT number');
  });
  it('a complete answer beside a request still completes', () => {
    const latest = them(
      'Hi,\n\nThe 2,000 brochures come to EUR 640 excluding VAT, production time 5 working days. Please send us your PO number when you order.\n\nBest',
      2,
    );
    const got = evaluateReply(ctx, latest, validator, [us('Hello', 1), latest]);
    expect(got.outcome).toBe('goal_achieved');
  });
});
