import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A soft yes ("no problem", "is fine") of another day than the one asked stays open: the
 * objective's asked day is only a figure written as a day (a month or weekday beside it, or an
 * ordinal), never a count before a noun ("deliver 23 pallets on Saturday 16 January"); ", the
 * 23rd" opens no other item's clause; a day named anywhere in the sentence counts; and an
 * "unless" keeps the yes open. Before, each of these delivered saturdayDelivery: true.
 */

const props = { saturdayDelivery: { type: 'boolean' } };
const sat16 = 'Ask whether they can deliver on Saturday 16 January';

describe('a soft yes of another day is no yes', () => {
  it.each<[string, string]>([
    ['Saturday delivery is no problem, the 23rd anyway; the 16th is tricky.', sat16],
    ['Saturday 23rd is fine.', 'Ask whether they can deliver 23 pallets on Saturday 16 January'],
    ['Delivery on the 20th is no problem.', 'Ask whether they can deliver 20 pallets on Saturday 16 January'],
    // Of the same kind (mend's own).
    ['Saturday delivery is fine, the 9th at least; the 16th we are full.', sat16],
    ['Saturday the 12th is no problem.', 'Ask whether they can deliver 12 pallets on Saturday 16 January'],
    ['Saturday is no problem, the driver would need to leave by noon unless you can unload yourself.', sat16],
    ['Saturday delivery is fine unless the weather turns.', sat16],
  ])('%s', (text, objective) => {
    expect(readOneReply(props, text, objective)['saturdayDelivery']).toBeUndefined();
  });
});

describe('held', () => {
  it.each<[string, string]>([
    ['Saturday the 16th is no problem.', sat16],
    ['Saturday 16 January is fine.', 'Ask whether they can deliver 23 pallets on Saturday 16 January'],
    ['Saturday delivery is no problem, we run a wagon till 12.', sat16],
  ])('%s → true', (text, objective) => {
    expect(readOneReply(props, text, objective)['saturdayDelivery']).toBe(true);
  });
});
