import { describe, expect, it } from 'vitest';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { paidVisit } from '../../services/worker/brain/guards/paid-visits.js';
import { evaluateReply } from '../../services/worker/brain/offline-brain.js';
import { createResultSchemaValidator } from '../../services/worker/brain/result-schema.js';
import { brainContext, them, us } from './brain-fixtures.js';

/**
 * A survey or site visit the counterparty charges for before the work is the client's to accept,
 * even on a goal that only asks for a price: it goes to the client, quoted, and no figure of the
 * reply (the visit's own amount least of all) is delivered as the price.
 */

const QUOTE = 'Get the price for treating the warehouse for cockroaches';
const AT = Date.parse('2026-11-20T09:00:00Z');
const validator = createResultSchemaValidator();
const find = (text: string, goal = QUOTE) => findCommitment(text, [goal], [goal], { goalCommits: false });

describe('a paid visit before the work, in the seven languages', () => {
  it.each([
    [
      'en',
      "To give you a firm price we'd have to survey the site first; the site survey is £95 + VAT, refunded if you go ahead.",
    ],
    ['en', 'We need to do an inspection before quoting, which we charge at £60.'],
    ['de', 'Für ein verbindliches Angebot brauchen wir einen Vor-Ort-Termin; die Besichtigung kostet 90 € netto.'],
    ['fr', 'Pour un prix précis, une visite technique est nécessaire : elle est facturée 75 € HT, déduite ensuite.'],
    ['es', 'Para darle un precio cerrado tenemos que hacer una visita técnica, que cuesta 60 € + IVA.'],
    ['it', 'Prima di darle una cifra dobbiamo fare un sopralluogo, che costa 120 € + IVA.'],
    ['nl', 'Om u een exacte prijs te geven moeten we eerst een schouw doen; de schouw kost € 75 excl. btw.'],
    ['pt', 'Para lhe dar um preço exato precisamos de fazer uma vistoria, que custa 80 € + IVA.'],
  ])('%s: %s', (_lang, text) => {
    expect(find(text)?.kinds).toContain('paid visit');
  });
});

describe('no paid visit', () => {
  it.each([
    ['included', 'The treatment is £650 + VAT including the site survey.'],
    ['free', 'We offer a free site survey; the treatment itself is £650 + VAT.'],
    ['free, German', 'Die Besichtigung ist kostenlos, die Behandlung kostet 650 € netto.'],
    ['free, Italian', 'Il sopralluogo è gratuito; l’intervento costa 600 € + IVA.'],
    ['waived', 'The site survey is normally £80, but we waive it.'],
    ['amount before the visit word', 'The job is £650 + VAT; we would survey the site on the day.'],
    ['no amount', 'We will need a site visit before we can confirm the price.'],
    [
      'an aside about another item',
      'Fitting is priced separately after a site survey of the roof (usually between £600 and £900); each panel is £189 + VAT.',
    ],
    ['a visit already done', 'After the inspection yesterday I would put the job at roughly £11,500 net.'],
    [
      'a visit already done, German',
      'Nach der Besichtigung am Montag schätze ich die Arbeiten auf rund 11.500 € netto.',
    ],
  ])('%s: %s', (_why, text) => {
    expect(paidVisit(text, 'en', QUOTE.toLowerCase())).toBeNull();
  });

  it('the client already spoke of the visit (it is what they asked about)', () => {
    const goal = 'Get the price of a site survey and of the treatment';
    expect(find('The site survey is £95 + VAT and the treatment £650 + VAT.', goal)).toBeUndefined();
  });
});

describe('the reply goes to the client; the visit fee is never delivered as the price', () => {
  const ctx = brainContext({
    objective: QUOTE,
    properties: { price: { type: 'number', description: 'EUR + VAT' } },
  });
  it.each([
    'Depending on the infestation it is between €600 and €900 + VAT. For an exact figure we must survey the site first: the survey costs €80 + VAT, deducted later. If you confirm the survey, I will propose a date.',
    'The treatment is about €700 + VAT; before we commit we carry out an inspection, which costs €80 + VAT.',
  ])('%s', (text) => {
    const latest = them(text, AT + 60_000);
    const got = evaluateReply(ctx, latest, validator, [us('Hello', AT), latest]);
    expect(got.outcome).toBe('needs_input');
    expect(got.outcome === 'needs_input' && got.question).toMatch(/survey|inspection|80/);
  });
});
