import { describe, expect, it } from 'vitest';
import { findQuestions } from '../../services/worker/brain/guards/counterparty-questions.js';
import { questionItself, withLeadIn } from '../../services/worker/brain/writers/question-context.js';

/**
 * A short question is quoted to the client with the sentence that leads into it (the options,
 * the surcharge, the visit it is about); a long one stands alone; a greeting is no lead-in.
 */
describe('a question quoted with its lead-in (writers/question-context.ts)', () => {
  it('a choice between two deliveries carries the options before it', () => {
    const text =
      'Hello Sam,\n\nWe have 30 of the 50 valves in stock.\nA) 30 now and 20 on 14 May\nB) all 50 on 14 May\n\nWhich suits you better?\n\nBest, Ida';
    const q = findQuestions(text)[0]!;
    expect(q).toBe('Which suits you better?');
    expect(withLeadIn(text, q)).toBe('B) all 50 on 14 May Which suits you better?');
  });
  it('an extra service offered, then "shall I add it?": the price of the extra is quoted', () => {
    const text =
      "Dear Kim,\n\nThe sofa is £1,180 delivered to the door. For £90 more our crew carries it upstairs and unpacks it (it fits the stairs, doesn't it?).\n\nShall I add that?\n\nRegards";
    expect(withLeadIn(text, 'Shall I add that?')).toContain('£90 more');
  });
  it('a question about a visit carries the visit', () => {
    const text =
      'Guten Tag,\n\nein Angebot erstellen wir erst nach einer Besichtigung vor Ort.\nPasst Ihnen Dienstag um 14:00 Uhr?\n\nGruß';
    const q = findQuestions(text)[0]!;
    expect(withLeadIn(text, q)).toContain('Besichtigung');
  });
  it('another question is no lead-in', () => {
    const text = 'Is the gate wide enough for a 7.5 t lorry?\nShall we book the crane?';
    expect(withLeadIn(text, 'Shall we book the crane?')).toBe('Shall we book the crane?');
  });
  it('a greeting is no lead-in, and a long question stands alone', () => {
    expect(withLeadIn('Hi Jo,\nDo you need the pallets wrapped?', 'Do you need the pallets wrapped?')).toBe(
      'Do you need the pallets wrapped?',
    );
    const long =
      'Could you tell us whether the loading bay at your depot takes a 40-tonne articulated lorry, or should we send two rigid trucks instead?';
    expect(withLeadIn(`We can deliver on the 3rd. ${long}`, long)).toBe(long);
  });
  it('the reply to them quotes their question alone, not the lead-in', () => {
    const quoted = 'Ein Angebot erstellen wir erst nach einer Besichtigung. Passt Ihnen der 9. März um 14 Uhr?';
    expect(questionItself(quoted)).toBe('Passt Ihnen der 9. März um 14 Uhr?');
    expect(questionItself('Shall we book the crane?')).toBe('Shall we book the crane?');
  });
});
