import { describe, expect, it } from 'vitest';
import { clientDeadline } from '../../services/worker/brain/guards/client-deadline.js';
import { confirmedBy } from '../../services/worker/brain/readers/date-evidence.js';
import { foldForMatching } from '../../services/worker/brain/language-fold.js';

/**
 * One list of the words that bound a date ("by", "before", "au plus tard", "a más tardar", "al
 * più tardi", "o mais tardar" …), read by both the client's deadline and a promise to confirm a
 * date by a day: a word added for one is known to the other.
 */

const AT = Date.parse('2026-11-20T10:00:00Z');

describe('the bound words are one list', () => {
  it.each([
    ['en', 'Order 12 desks; they must arrive before 10 December.'],
    ['fr', 'Commander 12 bureaux, livrés au plus tard le 10 décembre.'],
    ['es', 'Pedir 12 escritorios, entregados a más tardar el 10 de diciembre.'],
    ['it', 'Ordinare 12 scrivanie, consegnate al più tardi il 10 dicembre.'],
    ['pt', 'Encomendar 12 secretárias, entregues o mais tardar a 10 de dezembro.'],
  ])("%s: the client's deadline: %s", (_lang, objective) => {
    expect(clientDeadline([objective], AT)).toBe('2026-12-10');
  });

  it.each([
    'We will confirm the delivery date before Friday the 9th.',
    'Nous vous confirmerons la date au plus tard le 9.',
    'Le confirmaremos la fecha a más tardar el viernes 9.',
  ])('a day by which they will confirm is no date of the thing: %s', (text) => {
    const folded = foldForMatching(text);
    const at = folded.search(/\b9/);
    expect(confirmedBy(folded, at)).toBe(true);
  });

  it('a date of the thing itself is not bound: "delivery on Friday the 9th"', () => {
    const folded = foldForMatching('We will deliver on Friday the 9th.');
    expect(confirmedBy(folded, folded.search(/\b9/))).toBe(false);
  });
});
