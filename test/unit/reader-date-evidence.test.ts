import { describe, expect, it } from 'vitest';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

// Monday 23 November 2026, 10:00 UTC: the time the reply was written.
const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const DELIVERY = { deliveryDate: { type: 'string', format: 'date' }, totalEUR: { type: 'number' } };
const MOVE_IN = { moveInDate: { type: 'string', format: 'date', description: 'earliest move-in date' } };
const WORKSHOP = { workshopDate: { type: 'string', format: 'date', description: 'day of the workshop' } };
const VISIT = {
  visitStart: { type: 'string', format: 'date-time', description: 'when the surveyor comes, with offset' },
};
const COLLECTION = { collectionDate: { type: 'string', format: 'date', description: 'pickup date of the crates' } };

describe('a date bound by evidence that it answers the field, though its sentence does not name it', () => {
  it.each([
    ['en', DELIVERY, 'deliveryDate', 'The cabinets go out on 14 April 2027 with GLS.', '2027-04-14'],
    ['de', DELIVERY, 'deliveryDate', 'Die Regale gehen am 14.04.2027 bei uns raus.', '2027-04-14'],
    ['fr', DELIVERY, 'deliveryDate', 'Les étagères partent de l’atelier le 14 avril 2027.', '2027-04-14'],
    [
      'es',
      DELIVERY,
      'deliveryDate',
      'Buenos días, las estanterías salen de nuestra fábrica el 14 de abril de 2027 con la agencia.',
      '2027-04-14',
    ],
    ['nl', DELIVERY, 'deliveryDate', 'De kasten gaan op 14 april 2027 de deur uit.', '2027-04-14'],
    ['en', MOVE_IN, 'moveInDate', 'The flat is vacant from 1 March 2027.', '2027-03-01'],
    ['de', MOVE_IN, 'moveInDate', 'Die Wohnung ist frei ab 1. März 2027.', '2027-03-01'],
    ['it', MOVE_IN, 'moveInDate', "L'appartamento è libero dal 1 marzo 2027.", '2027-03-01'],
    ['es', MOVE_IN, 'moveInDate', 'El piso está disponible desde el 1 de marzo de 2027.', '2027-03-01'],
    ['en', WORKSHOP, 'workshopDate', 'The loft is still available on Wednesday 19 May 2027, all day.', '2027-05-19'],
    ['fr', WORKSHOP, 'workshopDate', 'La grande salle est libre le mercredi 19 mai 2027.', '2027-05-19'],
    ['en', COLLECTION, 'collectionDate', 'Our van can pick up the crates on 9 February 2027.', '2027-02-09'],
    ['en', DELIVERY, 'deliveryDate', 'The agreed date is 14 April 2027.', '2027-04-14'],
    ['de', DELIVERY, 'deliveryDate', 'Als Datum haben wir den 14.04.2027 eingeplant.', '2027-04-14'],
  ])('%s: %s', (_lang, schema, field, text, iso) => {
    expect(read(schema, text)[field]).toBe(iso);
  });

  it('an appointment by when the person can come', () => {
    expect(read(VISIT, 'Our surveyor can come by on 2 March 2027 at 09:00 CET.')['visitStart']).toBe(
      '2027-03-02T09:00:00+01:00',
    );
  });
});

describe('a date never bound without evidence (the one date of a reply is not the answer)', () => {
  it.each([
    ['an absence', "I'm out of the office on 14 April 2027; Sam will look after your order."],
    ['an invoice date', 'The invoice date is 14 April 2027.'],
    ['an order date', 'Thanks, we have your order, order date 2 December 2026.'],
    ['a compound naming another thing', 'Rechnungsdatum ist der 14.04.2027.'],
    ['a date of the invoice', 'La date de la facture est le 14 avril 2027.'],
    ['a promise date', 'I will get back to you on 14 April 2027 with the details.'],
    ['a price list', 'Our new price list comes into force on 1 January 2027.'],
    ['a sentence about another event', 'We are at the trade fair in Milan on 14 April 2027.'],
    ['a question', 'Would the cabinets go out on 14 April 2027 suit you?'],
    ['a denied date', 'The cabinets will not go out on 14 April 2027.'],
  ])('%s', (_name, text) => {
    expect(read(DELIVERY, text)['deliveryDate']).toBeUndefined();
  });

  it('a room free on one day and possible on another is two readings, not one', () => {
    expect(
      read(WORKSHOP, 'The loft is free on Wednesday 19 May 2027, and Thursday 20 May 2027 might also work.')[
        'workshopDate'
      ],
    ).toBeUndefined();
  });

  it('a day denied beside a day offered leaves the offered one', () => {
    expect(
      read(WORKSHOP, 'The loft is free on Wednesday 19 May 2027. Thursday 20 May 2027 is not possible, sorry.')[
        'workshopDate'
      ],
    ).toBe('2027-05-19');
  });

  it('a generic date word binds no date when the schema asks two dates', () => {
    expect(
      read(
        { startDate: { type: 'string', format: 'date' }, endDate: { type: 'string', format: 'date' } },
        'The date is 14 April 2027.',
      ),
    ).toEqual({});
  });

  it('"free" names no delivery: a room free on a day is no delivery date', () => {
    expect(read(DELIVERY, 'Our showroom is free on 14 April 2027 if you want to come and look.')).toEqual({});
  });

  it('"mai" in French is May, not the Italian "never"', () => {
    expect(read(WORKSHOP, 'La salle est libre le mercredi 19 mai 2027.')['workshopDate']).toBe('2027-05-19');
  });
});

describe('a date taken back or changed in the same message (class D)', () => {
  const MOVE = { moveDate: { type: 'string', format: 'date', description: 'the day of the move' } };
  it('a P.S. that takes the named date back and writes another', () => {
    expect(
      read(
        MOVE,
        'We can do the move on Tuesday 4 May 2027 with two vans.\nP.S. Scratch the Tuesday, the crew is booked. Wednesday 5 May 2027 works, same price.',
      )['moveDate'],
    ).toBe('2027-05-05');
  });
  it.each([
    ['en', 'The delivery was planned for 3 May 2027, but a press broke down. The new date is 10 May 2027.'],
    ['de', 'Die Lieferung war für den 3. Mai 2027 geplant. Neuer Liefertermin ist der 10. Mai 2027.'],
    ['es', 'La entrega estaba prevista para el 3 de mayo de 2027. La nueva fecha es el 10 de mayo de 2027, sin falta.'],
    ['fr', 'La livraison était prévue le 3 mai 2027 ; la nouvelle date est le 10 mai 2027.'],
  ])('%s: a changed date replaces the one before it', (_lang, text) => {
    expect(read(DELIVERY, text)['deliveryDate']).toBe('2027-05-10');
  });
  it('two dates after the cue leave the field to be asked', () => {
    expect(
      read(
        MOVE,
        'We can do the move on Tuesday 4 May 2027.\nP.S. Scratch the Tuesday: Wednesday 5 May 2027 or Friday 7 May 2027.',
      )['moveDate'],
    ).toBeUndefined();
  });
});

describe('the day something will be confirmed is not the date confirmed', () => {
  const VISIT_DATE = { siteVisitDate: { type: 'string', format: 'date', description: 'date of the site visit' } };
  it.each([
    ['en', 'We will confirm the date of the site visit by Friday 9 April 2027.'],
    ['de', 'Den Termin für den Besuch bestätigen wir Ihnen bis Freitag, 9. April 2027.'],
    ['pt', 'Vamos confirmar a data da visita até sexta-feira, dia 9 de abril de 2027.'],
    ['es', 'Le confirmaremos la fecha de la visita antes del viernes 9 de abril de 2027.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(VISIT_DATE, text)['siteVisitDate']).toBeUndefined();
  });
  it('the date itself, later, is read', () => {
    expect(read(VISIT_DATE, 'The site visit is on Wednesday 14 April 2027 at 10:00.')['siteVisitDate']).toBe(
      '2027-04-14',
    );
  });
});

describe("a line's label names the date field only by what the date is of", () => {
  it.each([
    ['de', 'Rechnungsdatum: 14.04.2027'],
    ['en', 'Invoice date: 14 April 2027'],
    ['en', 'Order date: 14 April 2027'],
    ['en', 'Due date   14 April 2027'],
    ['fr', 'Date de facture : 14/04/2027'],
  ])('%s: %s is not the delivery date', (_lang, text) => {
    expect(read(DELIVERY, text)['deliveryDate']).toBeUndefined();
  });
  it.each([
    ['Liefertermin: 14.04.2027', '2027-04-14'],
    ['Delivery date: 14 April 2027', '2027-04-14'],
    ['Date: 14 April 2027', '2027-04-14'],
  ])('%s', (text, iso) => {
    expect(read(DELIVERY, text)['deliveryDate']).toBe(iso);
  });
});

describe('the end of a window is not the date, unless the field asks for an end', () => {
  it.each([
    ['en', 'Delivery is possible until 18 December 2026.'],
    ['de', 'Lieferung ist bis zum 18.12.2026 möglich.'],
    ['fr', "La livraison est possible jusqu'au 18 décembre 2026."],
  ])('%s: %s', (_lang, text) => {
    expect(read(DELIVERY, text)['deliveryDate']).toBeUndefined();
  });
  it('a field asking until when takes it', () => {
    expect(
      read(
        { validUntil: { type: 'string', format: 'date', description: 'until when the offer is valid' } },
        'The offer is valid until 18 December 2026.',
      )['validUntil'],
    ).toBe('2026-12-18');
  });
});

describe('an installation date by the work being booked or planned', () => {
  const INSTALL = { installDate: { type: 'string', format: 'date', description: 'installation date' } };
  it.each([
    ['en', 'Our engineer is booked for you on Tuesday 23 March 2027.'],
    ['en', 'The fitter comes on 23 March 2027.'],
    ['fr', 'La pose est prévue le 23 mars 2027.'],
    ['de', 'Der Einbau ist für den 23.03.2027 eingeplant.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(INSTALL, text)['installDate']).toBe('2027-03-23');
  });
  it.each([
    ['someone else booked', "I'm booked on 23 March 2027 at another site."],
    ['an invoice planned', 'The invoice is scheduled for 23 March 2027.'],
  ])('never %s', (_name, text) => {
    expect(read(INSTALL, text)['installDate']).toBeUndefined();
  });
});

describe('an appointment offered as the earliest or next slot', () => {
  const APPT = {
    appointmentDate: { type: 'string', format: 'date', description: 'YYYY-MM-DD' },
    doctor: { type: 'string' },
  };
  it.each([
    ['en', 'The earliest we can offer is Thursday 11 March 2027 at 9:20 with Dr. Lee.'],
    ['de', 'Der nächste freie Termin ist Donnerstag, 11.03.2027 um 9:20 Uhr.'],
  ])('%s: %s', (_lang, text) => {
    expect(read(APPT, text)['appointmentDate']).toBe('2027-03-11');
  });
  it('not a date the slot is held until', () => {
    expect(read(APPT, 'We can hold the slot until Thursday 11 March 2027.')['appointmentDate']).toBeUndefined();
  });
});

describe('a date read in its own clause', () => {
  const APPOINTMENT = { visitDate: { type: 'string', format: 'date', description: 'the day the fitter comes' } };

  it('a bound in the clause before "but" is not the date\'s ("booked till the 3rd, but … Tuesday 9 February")', () => {
    expect(read(APPOINTMENT, "We're booked solid till the 3rd but I've pencilled you in for Tues 9th Feb.")).toEqual({
      visitDate: '2027-02-09',
    });
    expect(read(APPOINTMENT, 'Bis zum 3. sind wir voll, aber Dienstag, 9. Februar ist noch frei.')).toEqual({
      visitDate: '2027-02-09',
    });
  });

  it("the bound in the date's own clause still rules it out", () => {
    expect(read(APPOINTMENT, "We're away until Tues 9th Feb, but I'll write when I'm back.")).toEqual({});
  });

  it('"should be with you at 10" is no correction of the date before it', () => {
    expect(read(APPOINTMENT, "I've pencilled you in for Tues 9th Feb, should be with you about 10ish.")).toEqual({
      visitDate: '2027-02-09',
    });
  });
});
