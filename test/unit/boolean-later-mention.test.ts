import { describe, expect, it } from 'vitest';
import { readOneReply } from '../support/read-one-reply.js';

/**
 * A yes/no field's subject named first in a clause that says nothing of it (under a condition, as
 * the object of another verb) and again in a clause that does: the later clause answers. A later
 * mention that is the other branch of a condition ("otherwise", "sinon", "sonst") answers nothing.
 */

const bool = { type: 'boolean' };
const read = (field: string, text: string) => readOneReply({ [field]: bool }, text)[field];

describe('a later mention of the subject answers when the first said nothing', () => {
  it.each<[string, string, boolean]>([
    [
      'deliveryIncluded',
      'If the delivery van breaks down we hire one in, but delivery is not included in the quote.',
      false,
    ],
    [
      'veterinaireCouvert',
      "Si le chien a besoin du vétérinaire, nous l'emmenons chez notre vétérinaire, mais les frais de vétérinaire ne sont pas couverts.",
      false,
    ],
    ['montajeIncluido', 'Si llueve, el montaje se retrasa un día, pero el montaje está incluido en el precio.', true],
    ['montageInbegrepen', 'Als het regent, schuiven we de montage een dag op, maar de montage is inbegrepen.', true],
    [
      'veterinarioIncluido',
      'Se o cão precisar do veterinário, levamo-lo ao veterinário da vila, mas o veterinário não está incluído.',
      false,
    ],
    [
      'tierarztInbegriffen',
      'Wenn der Hund zum Tierarzt muss, bringen wir ihn hin, aber der Tierarzt ist im Preis nicht inbegriffen.',
      false,
    ],
  ])('%s: %s', (field, text, want) => {
    expect(read(field, text)).toBe(want);
  });
});

describe('a later mention that is the other branch, or another item, answers nothing', () => {
  it.each<[string, string]>([
    ['vetCostsCovered', 'If you take the premium plan, vet costs are covered, otherwise vet costs are not covered.'],
    ['montageCompris', 'Si vous réservez avant vendredi, le montage est compris, sinon le montage est exclu.'],
    [
      'lieferungInklusive',
      'Wenn Sie bis Freitag bestellen, ist die Lieferung inklusive, sonst ist die Lieferung nicht inklusive.',
    ],
    ['parkingIncluded', 'If the parking is full, we can offer the garage, but breakfast is not included.'],
    ['montaggioIncluso', 'Se confermate entro venerdì, il montaggio è compreso, altrimenti il montaggio è escluso.'],
  ])('%s: %s', (field, text) => {
    expect(read(field, text)).toBeUndefined();
  });
});
