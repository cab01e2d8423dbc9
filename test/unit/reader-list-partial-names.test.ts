import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A list item named by one of its own words only ("the daily backup in the cloud" for
 * cloud_backup, "e-mail and Office" for email_office_suite) is not read as the item, and the
 * list around it is not delivered without it: asked.
 */
describe('a list whose sentence names an item by one of its words only', () => {
  const services = {
    included: {
      type: 'array',
      description: 'services included in the package price',
      items: {
        type: 'string',
        enum: ['email_office_suite', 'antivirus', 'cloud_backup', 'managed_firewall', 'helpdesk', 'onsite_support'],
      },
    },
  };

  it('asks instead of storing the list with the item missing, in several languages', () => {
    for (const text of [
      'The package includes the antivirus, the helpdesk and a nightly backup to our data centre.',
      'Im Paket enthalten sind Antivirus, Helpdesk und das tägliche Backup in der Cloud.',
      'Le forfait comprend l’antivirus, le helpdesk et la messagerie e-mail avec Office.',
      'Está incluído o antivírus gerido, o helpdesk e o backup diário na nuvem.',
    ])
      expect(readOneReply(services, text)).toEqual({});
  });

  it('still reads a list whose items are all named', () => {
    expect(readOneReply(services, 'The package includes the antivirus and the helpdesk.')).toEqual({
      included: ['antivirus', 'helpdesk'],
    });
    expect(readOneReply(services, 'Included: antivirus, helpdesk and cloud backup.')).toEqual({
      included: ['antivirus', 'helpdesk', 'cloud_backup'],
    });
  });
});

/** A list whose first read item is added to something said before ("We also …") misses that earlier item: asked. */
describe('a list whose first item is added to an earlier one', () => {
  const glass = {
    included: {
      type: 'array',
      items: { type: 'string', enum: ['exterior windows', 'interior windows', 'frames', 'sills', 'skylights'] },
    },
  };
  const days = {
    deliveryDays: {
      type: 'array',
      description: 'weekdays we deliver',
      items: { type: 'string', enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] },
    },
  };

  it('asks when the earlier item was not read, in several languages', () => {
    expect(
      readOneReply(
        glass,
        'Hi Sam,\n\nFor £60 a month we clean all the outside glass. We also wipe the frames and the sills.',
      ),
    ).toEqual({});
    expect(readOneReply(glass, 'We do the glass on both floors. Plus the frames and sills each visit.')).toEqual({});
    expect(readOneReply(days, 'Nach Hamburg fahren wir zweimal pro Woche. Außerdem liefern wir donnerstags.')).toEqual(
      {},
    );
    expect(readOneReply(days, 'Nous livrons deux fois par semaine. Nous passons aussi le jeudi.')).toEqual({});
  });

  it('reads the list when the earlier item is read too', () => {
    expect(readOneReply(days, 'Wir liefern dienstags und außerdem donnerstags.')).toEqual({
      deliveryDays: ['tuesday', 'thursday'],
    });
    expect(readOneReply(days, 'Hi Sam,\n\nWe deliver on Tuesdays and also on Thursdays.')).toEqual({
      deliveryDays: ['tuesday', 'thursday'],
    });
  });
});

/**
 * A reply that answers item by item in sentences of their own: an item named there by one of its
 * own words ("Round cloths at 2.3m are fine" for round_tablecloths_2_3m) is not read, so the list
 * from the other sentences is not whole and is asked, wherever that sentence stands.
 */
describe('an item named in part in another sentence than the read items', () => {
  const linen = {
    availableItems: {
      type: 'array',
      description: 'the items, as asked for, that they can supply on weekly hire',
      items: {
        type: 'string',
        enum: ['round_tablecloths_2_3m', 'ivory_napkins', 'chef_jackets', 'bistro_aprons', 'glass_cloths'],
      },
    },
  };

  it.each([
    'Round cloths at 2.3m are fine, we have them in white. We sold the workwear side in 2024. Bistro aprons yes, black or navy, and glass cloths come in our kitchen pack.',
    'We can do the bistro aprons and the glass cloths. Napkins we only stock in white, sorry.',
    'Glass cloths and bistro aprons: yes, every week.\n\nThe jackets we stopped doing last year.',
  ])('asks: %s', (text) => {
    expect(readOneReply(linen, text)).toEqual({});
  });

  it('still reads the list when no other sentence names an item in part', () => {
    expect(
      readOneReply(linen, 'Bistro aprons yes, and glass cloths come in our kitchen pack. We deliver on Tuesdays.'),
    ).toEqual({ availableItems: ['bistro_aprons', 'glass_cloths'] });
  });
});
