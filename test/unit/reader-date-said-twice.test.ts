import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * The same date said twice is one candidate with the better of its two sayings' evidence: a range
 * that names it first ("access from the 15th to the 19th") leaves it the binding of its second
 * saying, right after the field's verb ("the crew starts building on Thursday 15 April").
 */

const props = {
  buildStartDate: {
    type: 'string',
    format: 'date',
    description: "day the stand builder's crew starts building our stand",
  },
  handoverDate: { type: 'string', format: 'date', description: 'day the stand is handed over to us' },
};

describe('a date said twice keeps its better binding', () => {
  it.each<[string, string]>([
    [
      'it',
      "L'ente fiera ci dà accesso al padiglione dal 15 al 19 aprile, quindi la nostra squadra inizia il montaggio giovedì 15 aprile; lo stand vi sarà consegnato lunedì 19 aprile.",
    ],
    [
      'en',
      'The hall is open to builders from 15 to 19 April, so our crew starts building your stand on Thursday 15 April; we hand it over to you on Monday 19 April.',
    ],
  ])('%s', (_lang, text) => {
    expect(readOneReply(props, text, 'When do you start building our stand?').buildStartDate).toBe('2027-04-15');
  });
});

describe('dismantling in the seven languages', () => {
  const dismantle = {
    dismantleDate: { type: 'string', format: 'date', description: 'day the crew dismantles our stand' },
  };
  it.each<[string, string]>([
    ['it', 'Lo smontaggio lo facciamo sabato 24 aprile a partire dalle 8:00.'],
    ['de', 'Der Abbau erfolgt am Samstag, 24.04.2027, ab 8 Uhr.'],
    ['fr', 'Le démontage aura lieu le samedi 24 avril à partir de 8 h.'],
    ['es', 'El desmontaje lo hacemos el sábado 24 de abril desde las 8:00.'],
    ['nl', 'De afbouw doen we op zaterdag 24 april vanaf 8 uur.'],
    ['pt', 'A desmontagem é no sábado, 24 de abril, a partir das 8h.'],
  ])('%s', (_lang, text) => {
    const got = readOneReply(
      { ...dismantle, buildStartDate: props.buildStartDate },
      `${text} The fair closes on Friday 23 April.`,
      'When do you dismantle our stand?',
    );
    expect(got.dismantleDate).toBe('2027-04-24');
  });
});
