import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A yes read from "no problem", "fine" or "free" stays open beside another day than the one asked,
 * a condition or a contrast; but a quantity, an amount or an hour is no day ("3ml", "£35", "till
 * 12", "bis 12 Uhr"), the day the objective asks about is asked, an offer at the end ("if you
 * want") is no condition, and a neighbour clause's "though … unless" after ", the …" is its own.
 * Before, each of these left the field unread.
 */

const sat = (name: string) => ({ [name]: { type: 'boolean' } });

describe('a figure that is no day leaves a soft yes read', () => {
  it.each<[string, string]>([
    ["Saturday's fine, we run a wagon till 12.", 'saturdayDelivery'],
    ['Samstagslieferung ist kein Problem, wir fahren bis 12 Uhr.', 'samstagLieferung'],
    ["La livraison le samedi, pas de souci, nous livrons jusqu'a 12h.", 'livraisonSamedi'],
    ['La entrega el sábado no es ningún problema, repartimos hasta las 14.', 'entregaSabado'],
    ['La consegna di sabato non è un problema, consegniamo fino alle 12.', 'consegnaSabato'],
    ['Levering op zaterdag is geen probleem, we rijden tot 12 uur.', 'leveringZaterdag'],
    ['Saturday delivery is no problem, the van costs £35 less on Saturdays.', 'saturdayDelivery'],
  ])('%s', (text, name) => {
    expect(readOneReply(sat(name), text, 'Ask whether they deliver on Saturday')[name]).toBe(true);
  });

  it('reads stock beside a size and the asked count', () => {
    const got = readOneReply(
      { inStock: { type: 'boolean', description: '20 boxes available now' } },
      "Yep, we've got plenty of the 3ml Luer locks - 20 boxes is no problem and could go out on tomorrow's van if you want.",
      'Check whether 20 boxes of syringes are in stock',
    );
    expect(got['inStock']).toBe(true);
  });

  it('leaves stock open when another day is named', () => {
    const got = readOneReply(
      { inStock: { type: 'boolean', description: '20 boxes available now' } },
      '20 boxes is no problem, they come in on the 14th.',
      'Check whether 20 boxes of syringes are in stock',
    );
    expect(got['inStock']).toBeUndefined();
  });
});

describe('the day the objective asks about', () => {
  const hall = { available: { type: 'boolean', description: 'the hall is free that evening' } };
  const objective = 'Find out whether the Great Hall is free on the evening of Friday 18 December';
  it('reads the hall free on that day', () => {
    expect(
      readOneReply(
        hall,
        "I'm pleased to say the Great Hall is free on the evening of Friday 18th December.",
        objective,
      )['available'],
    ).toBe(true);
  });
  it('leaves it open when free on another day', () => {
    expect(
      readOneReply(hall, 'The Great Hall is still free on Saturday 19th December.', objective)['available'],
    ).toBeUndefined();
  });
});

describe('a neighbour clause keeps its own contrast and condition', () => {
  it('reads Saturday yes and the offload no in one run-on sentence', () => {
    const got = readOneReply(
      { saturdayDelivery: { type: 'boolean' }, craneOffloadIncluded: { type: 'boolean' } },
      "Hi Kirsty, Saturday's not a problem, the Hiab offload is extra though at £35 a drop unless the order's over £1,000.",
      'Ask whether they deliver on Saturday and whether crane offload is included',
    );
    expect(got).toMatchObject({ saturdayDelivery: true, craneOffloadIncluded: false });
  });
  it('a condition after the comma stays the yes’s own', () => {
    const got = readOneReply(
      sat('saturdayDelivery'),
      "Saturday's not a problem, a condition being that you order by Wednesday.",
      'Ask whether they deliver on Saturday',
    );
    expect(got['saturdayDelivery']).toBeUndefined();
  });
});
