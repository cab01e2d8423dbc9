import { describe, expect, it } from 'vitest';
import { findDates } from '../../services/worker/brain/readers/dates.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';

const AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });
const read = (properties: Record<string, unknown>, text: string) =>
  readFromSources({ type: 'object', properties }, [{ text, at: AT, messageId: 'm1' }], noRefs()).values;

const calibrated = { type: 'string', description: 'date the scales can be calibrated (ISO date)' };
const audited = { type: 'string', description: 'date by which they would finish the audit (ISO date)' };

describe('a date field asked as what they can do is answered by "we can … on <date>"', () => {
  it.each([
    ['en', 'We can send an engineer round on Thursday 11 March 2027 from 8am.', '2027-03-11'],
    ['en', "I could fit the three sites in on Tuesday 16 March, if that's any good.", '2027-03-16'],
    ['de', 'Wir können am Donnerstag, 11. März 2027 mit zwei Technikern kommen.', '2027-03-11'],
    ['fr', 'Nous pouvons intervenir le jeudi 11 mars 2027 dans la matinée.', '2027-03-11'],
    ['es', 'Podemos pasar el jueves 11 de marzo de 2027 por la mañana.', '2027-03-11'],
    ['it', 'Buongiorno, possiamo intervenire giovedì 11 marzo 2027 in mattinata.', '2027-03-11'],
    ['nl', 'We kunnen op donderdag 11 maart 2027 langskomen.', '2027-03-11'],
    ['pt', 'Podemos fazer a visita na quinta-feira, 11 de março de 2027.', '2027-03-11'],
  ])('%s: %s', (_lang, text, date) => {
    expect(read({ calibrationDate: calibrated }, text)).toEqual({ calibrationDate: date });
  });

  it.each([
    ["We can't do Thursday 11 March 2027, the van is in for repair."],
    ['Could we do Thursday 11 March 2027 instead?'],
    ['We can invoice on Thursday 11 March 2027 once the work is signed off.'],
    ['I am away until Thursday 11 March 2027, we can talk after that.'],
  ])('no date when the sentence denies, asks or is about another occasion: %s', (text) => {
    expect(read({ calibrationDate: calibrated }, text)).toEqual({});
  });

  it.each([
    ['en', 'Hello, the survey costs £450. We can send you our terms on Friday 5 March 2027.'],
    ['en', 'I can call you on Friday 5 March 2027 to go through the figures.'],
    ['fr', 'Nous pouvons vous envoyer le devis le vendredi 5 mars 2027.'],
    ['es', 'Podemos enviarle el presupuesto el viernes 5 de marzo de 2027.'],
    ['it', 'Possiamo inviarle il preventivo venerdì 5 marzo 2027.'],
    ['de', 'Wir können Ihnen das Angebot am Freitag, 5. März 2027 schicken.'],
    ['nl', 'We kunnen u de offerte op vrijdag 5 maart 2027 sturen.'],
    ['pt', 'Podemos enviar-lhe o orçamento na sexta-feira, 5 de março de 2027.'],
  ])('%s: a "we can" about something else answers nothing: %s', (_lang, text) => {
    const visit = { type: 'string', description: 'date the surveyor can visit the site (ISO date)' };
    expect(read({ calibrationDate: calibrated, visitDate: visit }, text).calibrationDate).toBeUndefined();
    expect(read({ visitDate: visit }, text)).toEqual({});
    expect(read({ calibrationDate: calibrated }, text)).toEqual({});
  });

  it('a "we can" that names the field\'s own verb answers it', () => {
    expect(read({ calibrationDate: calibrated }, 'We can calibrate them on Monday 8 March 2027.')).toEqual({
      calibrationDate: '2027-03-08',
    });
  });

  it('a field not asked as what they can do is not bound by "we can" alone', () => {
    const invoiceDate = { type: 'string', description: 'date on the invoice (ISO date)' };
    expect(read({ invoiceDate }, 'We can take the six vans on Thursday 11 March 2027.')).toEqual({});
  });
});

describe('a deadline named before a date is a bound, not the date something happens', () => {
  it('the date they would finish by wins over the regulator deadline beside it', () => {
    expect(
      read(
        { auditDate: audited },
        'We would aim to finish by 14 May 2027, well ahead of the regulator deadline of 30 June 2027.',
      ),
    ).toEqual({ auditDate: '2027-05-14' });
  });

  it('a field that asks for the deadline still reads it', () => {
    const deadline = { type: 'string', description: 'the filing deadline (ISO date)' };
    expect(read({ filingDeadline: deadline }, 'The filing deadline is 30 June 2027.')).toEqual({
      filingDeadline: '2027-06-30',
    });
  });
});

describe('a figure glued to a model name is no time', () => {
  it.each([['We can take all four ID.4s on Wednesday 9 June 2027.'], ['Two X5s are booked in on 9 June 2027.']])(
    '%s',
    (text) => {
      expect(findDates(text, 'en', AT).map((d) => d.date)).toEqual(['2027-06-09']);
    },
  );
});
