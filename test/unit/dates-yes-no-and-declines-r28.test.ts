import { describe, expect, it } from 'vitest';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { findRefusal } from '../../services/worker/brain/guards/refusals.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';
import { findOptOut } from '../../services/worker/brain/opt-out.js';
import { findRangeEnds } from '../../services/worker/brain/readers/dates.js';
import { fieldLabel } from '../../services/worker/brain/writers/field-labels.js';
import { readFields } from '../support/read-fields.js';

/**
 * Round 28's dates, yes/no readings, declines and writer labels, by class: a weekday "of the same
 * week" is in the week of the date before it; the first of two days written with one month is in
 * that month; "war die letzte Prüfung am …" is an earlier occasion; "some weeks nothing, some weeks
 * loads" says neither yes nor no; "vous n'aurez pas de frais de livraison" says free; "bei uns
 * 22,00 €" is no guess (Portuguese "uns" is); declines that say the writer does not do the thing
 * at all, or cannot take it on, and what is none of them.
 */

const REF = Date.parse('2026-11-23T10:00:00Z');

describe('dates', () => {
  const report = {
    reportBy: { type: 'string', format: 'date', description: 'Datum, bis zu dem wir den Prüfbericht erhalten' },
  };
  it('a weekday of the same week is in the week of the date before it', () => {
    const text =
      'Der Techniker kommt am Mittwoch, 10.03.2027. Den Prüfbericht erhalten Sie bis zum Freitag derselben Woche.';
    expect(readFields(report, text)).toEqual({ reportBy: '2027-03-12' });
  });
  it('without a dated day before it, it is no date', () => {
    expect(readFields(report, 'Den Prüfbericht erhalten Sie bis zum Freitag derselben Woche.')).toEqual({});
  });
  it('the first of two days written with one month, in our own text', () => {
    const ends = findRangeEnds('for the nights of Thursday 4 and Friday 5 March 2027', 'en', REF);
    expect(ends).toContain('2027-03-04');
    expect(findRangeEnds('am 4. und 5. März 2027', 'de', REF)).toContain('2027-03-04');
  });
  it('an earlier occasion in German word order is no date of the next one', () => {
    const props = {
      inspectionDate: { type: 'string', format: 'date', description: 'Datum der Prüfung in der Praxis' },
    };
    const text = 'Laut Kartei war die letzte Prüfung an Ihren Geräten am 22.03.2025, fällig also bis Ende März.';
    expect(readFields(props, text)['inspectionDate']).toBeUndefined();
  });
});

describe('yes or no', () => {
  it('two alternating cases say neither', () => {
    const props = { inStock: { type: 'boolean', description: 'true if the battery is in stock' } };
    const text = 'Battery stock has been all over the place this year, some weeks nothing, some weeks loads.';
    expect(readFields(props, text)['inStock']).toBeUndefined();
  });
  it.each([
    ['fr', "Vous n'aurez pas de frais de livraison."],
    ['fr', "Chez nous vous n'aurez aucun frais de livraison."],
    ['it', 'La consegna non avrà alcun costo per voi.'],
    ['pt', 'A entrega não terá qualquer custo.'],
  ])('%s: a "ne … pas de frais" says free: %s', (_lang, text) => {
    const props = {
      freeDelivery: { type: 'boolean', description: 'true if delivery is free (livraison, consegna, entrega)' },
    };
    expect(readFields(props, text)).toEqual({ freeDelivery: true });
  });
});

describe('a German "bei uns" before an amount', () => {
  it('is no guess', () => {
    const props = { pricePerPieceEUR: { type: 'number', description: 'Preis pro Stück in EUR netto' } };
    expect(readFields(props, 'Der Artikel kostet bei uns 22,00 € netto pro Stück.')).toEqual({ pricePerPieceEUR: 22 });
  });
  it('a Portuguese "uns" still is', () => {
    const props = { priceEUR: { type: 'number', description: 'preço em EUR' } };
    expect(readFields(props, 'O preço fica em uns 300 €.')['priceEUR']).toBeUndefined();
  });
});

describe('declines', () => {
  it.each([
    ['de', 'Glutenfrei backen wir aber leider überhaupt nicht, das Risiko ist zu groß.'],
    ['en', "We don't do gluten-free baking at all, I'm afraid."],
    ['fr', 'Malheureusement nous ne pourrons pas nous en occuper : ce week-end-là nous avons déjà deux mariages.'],
    ['fr', 'Sans nacelle côté cour on ne pourra pas faire votre façade.'],
    ['nl', 'Glasvezel leggen doen we helemaal niet.'],
  ])('%s: %s', (_lang, text) => {
    expect(findRefusal(foldForMatching(text))).toBeDefined();
  });
  it.each([
    ['de', 'Samstags liefern wir gar nicht am Vormittag, nur nachmittags.'],
    ['en', "We don't deliver at all on Saturdays, but Friday is fine."],
    ['de', 'Samstags liefern wir gar nicht.'],
    ['en', "On Sundays we don't open at all."],
    ['fr', 'Le samedi nous ne livrons pas du tout.'],
    ['nl', 'Op zaterdag leveren we helemaal niet.'],
    ['de', 'Preis für 600 lfm: 8,90 €/lfm netto. Das Umwickeln auf 50-m-Rollen können wir leider nicht anbieten.'],
  ])('a part, not the request (%s): %s', (_lang, text) => {
    expect(findRefusal(foldForMatching(text))).toBeUndefined();
  });
  it('the client’s own right to cancel is no opt-out', () => {
    expect(findOptOut(foldForMatching('No hay permanencia, os podéis dar de baja cuando queráis.'))).toBeUndefined();
    expect(findOptOut(foldForMatching('Por favor, denme de baja de esta lista.'))).toBeDefined();
  });
});

describe('a yes/no label written in the client’s language', () => {
  it('"true, wenn …" is asked as the condition', () => {
    const schema = {
      properties: {
        rolls: { type: 'boolean', description: 'true, wenn Lanz den Stoff auf 50-m-Rollen aufmachen kann' },
      },
    };
    expect(fieldLabel(schema, 'rolls').words).toBe('whether Lanz den Stoff auf 50-m-Rollen aufmachen kann');
  });
});

describe('a Dutch promise to come back', () => {
  it.each([
    'Ik vraag het morgen na bij onze backoffice en laat het je dan weten.',
    'We vragen het even na bij de fabriek.',
  ])('%s', (text) => {
    expect(findPromise(foldForMatching(text))).toBeDefined();
  });
  it('a question is none', () => {
    expect(findPromise(foldForMatching('Kunt u ons laten weten welke datum u past?'))).toBeUndefined();
  });
});

describe('an identifier named in the field’s own language', () => {
  it('"número de seguimiento" is answered by the "nº de expedición"', () => {
    const props = { numeroSeguimiento: { type: 'string', description: 'número de seguimiento del envío' } };
    const text = 'El nº de expedición es 8102 3347 5561 09, lo puedes seguir en la web de SEUR.';
    expect(readFields(props, text)).toEqual({ numeroSeguimiento: '8102 3347 5561 09' });
  });
  it('a version letter after the last slash is part of the code', () => {
    const props = { policyNumber: { type: 'string', description: 'the new policy number' } };
    expect(readFields(props, 'Your policy number is OFC/0041 8273/B, the B is the second version.')).toEqual({
      policyNumber: 'OFC/0041 8273/B',
    });
  });
});
