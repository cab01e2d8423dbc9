import { describe, expect, it } from 'vitest';
import { caseReferenceFigures, caseSubjectWords } from '../../services/worker/brain/readers/case-subject.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// Friday 27 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-27T10:00:00Z');
const read = (objective: string, field: string, text: string, description = 'YYYY-MM-DD') =>
  readFromSources(
    { type: 'object', properties: { [field]: { type: 'string', description } } },
    [{ text, at: AT, messageId: 'm1' }],
    {
      dates: new Set<string>(),
      numbers: new Set<number>(),
      codes: new Set<string>(),
      subject: caseSubjectWords(objective),
    },
  ).values[field];

const SWEEP = 'Termin für die Feuerstättenschau im Haus Lindenstraße 14 vereinbaren und den Preis erfragen';
const TREES = 'Een datum en prijs krijgen voor het snoeien van de zes platanen langs onze parkeerplaats.';
const CROWNS = 'Obtenir du laboratoire la date de livraison des deux couronnes zircone du patient';
const SHOOT = 'Book a date for the product photo shoot of our spring catalogue and find out the day rate.';
const TUNING = 'Chiedere all’accordatore quando può accordare il pianoforte del salone.';
const BOILER = 'Preguntar al técnico cuándo puede revisar la caldera de la comunidad.';

describe("a date bound by the case's context: its clause names the objective's subject, or books the client in", () => {
  it.each([
    [
      'de: the objective’s noun',
      SWEEP,
      'visitDate',
      'Die Feuerstättenschau mache ich am Donnerstag, den 10.12. vormittags.',
      '2026-12-10',
    ],
    [
      'nl: the objective’s noun',
      TREES,
      'datum',
      'De platanen doen we op dinsdag 15 december, met hoogwerker.',
      '2026-12-15',
    ],
    [
      'fr: the objective’s noun, a past reception ruled out',
      CROWNS,
      'deliveryDate',
      'Nous avons bien reçu les empreintes jeudi. Notre coursier vous déposera les deux couronnes le mardi 8 décembre.',
      '2026-12-08',
    ],
    [
      'it: the objective’s noun',
      TUNING,
      'visitDate',
      'Il pianoforte lo sistemo giovedì 10 dicembre nel pomeriggio.',
      '2026-12-10',
    ],
    [
      'es: the objective’s noun, a deadline ruled out',
      BOILER,
      'fecha',
      'La caldera la revisamos el martes 15 de diciembre. Si quieren cambiar algo, avísennos antes del 10 de diciembre.',
      '2026-12-15',
    ],
    [
      'en: booked in, whatever the field',
      SHOOT,
      'shootDate',
      "The first clear day we have is Thursday 14 January, I've pencilled you in for that.",
      '2027-01-14',
    ],
    [
      'en: in the diary',
      'Book the caterer for our staff party',
      'eventDate',
      "All sorted, you're in the diary for Saturday the 12th of December.",
      '2026-12-12',
    ],
    [
      'en: booked in without a subject',
      'Arrange a pallet collection',
      'pickupDate',
      'Booked in for Sat 5 Dec, 8am-12pm window.',
      '2026-12-05',
    ],
  ])('%s', (_what, objective, field, text, iso) => {
    expect(read(objective, field, text)).toBe(iso);
  });

  it.each([
    [
      'en: two dates in the subject’s sentences',
      SHOOT,
      'shootDate',
      'The catalogue proofs are ready on Tuesday 8 December, the product samples arrive on Friday 11 December.',
    ],
    ['de: a guess', SWEEP, 'visitDate', 'Die Feuerstättenschau mache ich voraussichtlich am Donnerstag, den 10.12.'],
    ['nl: a condition', TREES, 'datum', 'De platanen kunnen we op dinsdag 15 december doen, tenzij het vriest.'],
    ['fr: a question', CROWNS, 'deliveryDate', 'Les couronnes le mardi 8 décembre, cela vous convient-il ?'],
    ['en: fully booked', SHOOT, 'shootDate', "We're fully booked in for Thursday 14 January, sorry."],
    [
      'de: a sample received last week, read as next year',
      'Erfragen, wann die Ergebnisse der Wasseranalyse (Probe 3 Brunnen Nord) vorliegen.',
      'resultsDate',
      'Ihre Probe 3 Brunnen Nord ist am 25.11. bei uns eingegangen.',
    ],
    [
      'it: the subject with another occasion (closed)',
      TUNING,
      'visitDate',
      'Il negozio di pianoforti è chiuso dal 10 dicembre.',
    ],
    ['es: no subject and no booking', BOILER, 'fecha', 'Le escribo el martes 15 de diciembre con más detalles.'],
  ])('no value: %s', (_what, objective, field, text) => {
    expect(read(objective, field, text)).toBeUndefined();
  });
});

describe("the case's context binds no date of another item: the objective names a reference and the clause another", () => {
  const readRefs = (objective: string, text: string) =>
    readFromSources(
      { type: 'object', properties: { deliveryDate: { type: 'string', description: 'YYYY-MM-DD' } } },
      [{ text, at: AT, messageId: 'm1' }],
      {
        dates: new Set<string>(),
        numbers: new Set<number>(),
        codes: new Set<string>(),
        subject: caseSubjectWords(objective),
        subjectRefs: caseReferenceFigures(objective),
      },
    ).values['deliveryDate'];

  it.each([
    [
      'pt',
      'Saber a data de entrega da encomenda n.º 5520 (malte e lúpulo).',
      'A vossa encomenda 5497 (garrafas) sai do armazém a 10 de dezembro. Quanto ao resto tenho de confirmar.',
    ],
    [
      'en',
      'Find out when order 88123 (the oak flooring) will be delivered.',
      'Your order 88120 (the skirting boards) goes out on Tuesday 8 December.',
    ],
    [
      'de',
      'Liefertermin für die Bestellung 4471 (Hopfen) erfragen.',
      'Ihre Bestellung 4469 (Flaschen) verlässt unser Lager am 10.12.',
    ],
    [
      'fr',
      'Connaître la date de livraison de la commande 7310 (cartons).',
      'Votre commande 7302 (étiquettes) part de l’entrepôt le 9 décembre.',
    ],
  ])('%s: no date', (_lang, objective, text) => {
    expect(readRefs(objective, text)).toBeUndefined();
  });

  it.each([
    [
      'pt: the same reference',
      'Saber a data de entrega da encomenda n.º 5520 (malte e lúpulo).',
      'A encomenda 5520 do malte e lúpulo chega aí no dia 17 de dezembro, de manhã.',
      '2026-12-17',
    ],
    [
      'en: no other reference in the clause',
      'Find out when order 88123 (the oak flooring) will be delivered.',
      'The oak flooring goes out on Tuesday 8 December.',
      '2026-12-08',
    ],
  ])('%s', (_what, objective, text, want) => {
    expect(readRefs(objective, text)).toBe(want);
  });

  it('a year is no reference', () => {
    expect(caseReferenceFigures('Delivery date of order 5520 for the 2027 season')).toEqual(['5520']);
  });
});
