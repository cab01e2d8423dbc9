import { describe, expect, it } from 'vitest';
import { draftFollowUp } from '../../services/worker/brain/writers/follow-up-email.js';
import { draftInitial } from '../../services/worker/brain/writers/initial-email.js';
import { cutSubject } from '../../services/worker/brain/writers/subjects.js';
import { ctx } from './writer-fixtures.js';

/** A long subject is cut between words, never inside one, in every language we write. */

/** Every word of the cut subject (before "…") is a whole word of the original. */
function expectWholeWords(cut: string, original: string) {
  expect(cut.endsWith('…')).toBe(true);
  expect(cut.length).toBeLessThanOrEqual(78);
  const words = original.split(/\s+/);
  const kept = cut.slice(0, -1).split(/\s+/);
  expect(kept).toEqual(words.slice(0, kept.length));
}

describe('cutSubject', () => {
  it.each([
    [
      'it',
      'Richiedere un preventivo per la fornitura di quaranta sedie da ufficio con consegna a Milano entro fine marzo',
    ],
    ['nl', 'Vraag een offerte voor het schilderen van de gevel van ons kantoorpand aan de Lange Voorhout in Den Haag'],
    ['pt', 'Pedir orçamento para a substituição das caixilharias de alumínio do armazém de Matosinhos até ao verão'],
    ['de', 'Angebot für die Wartung der Kälteanlagen in unseren Filialen in Augsburg, Ulm und Kempten anfragen'],
    ['fr', "Demander un devis pour l'entretien annuel des chaudières de nos trois agences de la région lyonnaise"],
    ['es', 'Solicitar presupuesto para la impresión de quinientos catálogos a todo color con entrega en Zaragoza'],
    ['en', 'Quote for the repainting of the warehouse loading bays and the office corridor at our Leeds depot'],
  ])('%s: cut at a word boundary', (_lang, subject) => {
    const cut = cutSubject(subject);
    expectWholeWords(cut, subject);
  });

  it('drops a short word or punctuation left dangling at the cut', () => {
    const cut = cutSubject(
      'Richiedere un preventivo per la fornitura di sedie e tavoli per la sala riunioni con consegna a Milano',
      78,
    );
    expect(cut).not.toMatch(/\s(?:a|di|e|per|la)…$/);
    expect(cutSubject('Quote for oak chairs, tables, shelving, lamps and more, delivered to Berlin', 40)).toBe(
      'Quote for oak chairs, tables, shelving…',
    );
    expect(cutSubject('Offerte voor het onderhoud in de koelcellen van ons magazijn', 32)).toBe(
      'Offerte voor het onderhoud…',
    );
  });

  it('leaves a short subject as it is', () => {
    expect(cutSubject('Preventivo per 40 sedie')).toBe('Preventivo per 40 sedie');
  });
});

describe('subjects of our emails', () => {
  it('an Italian case: the first email and a follow-up quote the subject cut between words', () => {
    const objective =
      'Richiedere un preventivo per la fornitura di quaranta sedie impilabili per la mensa aziendale con consegna a Milano';
    const c = ctx({ goal: { objective } });
    const first = draftInitial(c).subject;
    expectWholeWords(first, objective);
    const follow = draftFollowUp(c, 1);
    expect(follow.subject).toBe(`Re: ${first}`);
    expect(follow.text).toContain(`"${first}"`);
  });
});
