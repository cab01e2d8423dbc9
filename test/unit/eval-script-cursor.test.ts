import { describe, expect, it } from 'vitest';
import { Step } from '../../eval/scenario-schema.js';
import { clientCursor, counterpartyCursor } from '../../eval/script-cursor.js';

const steps = (...raw: unknown[]) => raw.map((r) => Step.parse(r));
const name = (s: Step | undefined) => s?.note;

describe('the counterparty script', () => {
  it('answers each new email with the next unused step; then it is silent', () => {
    const c = counterpartyCursor(steps({ do: 'reply', text: 'a', note: '1' }, { do: 'silence', note: '2' }));
    expect(name(c.next('first email', true))).toBe('1');
    expect(name(c.next('follow-up', true))).toBe('2');
    expect(c.next('another', true)).toBeUndefined();
  });

  it('chooses by condition: a step waits for the email that fits it, the others go first', () => {
    const c = counterpartyCursor(
      steps(
        { do: 'reply', text: 'PO-1', when: { mentions: ['PO number'] }, note: 'po' },
        { do: 'reply', text: 'hi', when: { doesNotMention: ['PO number'] }, note: 'other' },
        { do: 'reply', text: 'late', note: 'late' },
      ),
    );
    expect(name(c.next('Hello, about your order', true))).toBe('other');
    expect(name(c.next('What is your PO number?', true))).toBe('po');
    expect(name(c.next('anything', true))).toBe('late');
  });

  it('a step `after: previous` follows the step before it on the same email, never a new one, and only once', () => {
    const c = counterpartyCursor(
      steps(
        { do: 'auto_reply', text: 'away', note: 'ooo' },
        { do: 'reply', text: 'back', after: 'previous', note: 'back' },
      ),
    );
    expect(c.next('x', false)).toBeUndefined(); // nothing used yet
    expect(name(c.next('first email', true))).toBe('ooo');
    expect(name(c.next('first email', false))).toBe('back');
    expect(c.next('first email', false)).toBeUndefined();
    const d = counterpartyCursor(steps({ do: 'silence' }, { do: 'reply', text: 'b', after: 'previous', note: 'b' }));
    d.next('one', true);
    expect(d.next('two', true)).toBeUndefined(); // a new email does not take a `previous` step
  });
});

describe('the client script', () => {
  it('answers in order, by condition on the question; `never` never answers', () => {
    const c = clientCursor([
      { answer: 'Yes, split is fine.', when: { mentions: ['partial'] } },
      { answer: 'Approved.' },
    ]);
    expect(c.answer('Is $15.20 OK?')).toBe('Approved.');
    expect(c.answer('Accept a partial delivery?')).toBeUndefined(); // answers are used in order
    const d = clientCursor([
      { answer: 'Yes, split is fine.', when: { mentions: ['partial'] } },
      { answer: 'Approved.' },
    ]);
    expect(d.answer('Accept a partial delivery?')).toBe('Yes, split is fine.');
    expect(d.answer('And the price?')).toBe('Approved.');
    expect(d.answer('Anything else?')).toBeUndefined();
    expect(clientCursor('never').answer('?')).toBeUndefined();
  });
});
