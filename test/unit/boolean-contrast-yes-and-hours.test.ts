import { describe, expect, it } from 'vitest';
import { readReply } from '../support/read-one-reply.js';

/**
 * Two yes/no fields answered in one reply with opposite polarities, the second by a contrastive
 * yes ("Die Sauna dagegen schon", "il parcheggio invece sì", "de lunch wel"); and a no-charge
 * phrase after an opening hour ("bis 22 Uhr ohne Aufpreis", "until 10pm at no charge"), which is
 * no condition on it (no-charge-scope.ts).
 */

type Props = Record<string, Record<string, unknown>>;
const two: Props = { saunaIncluded: { type: 'boolean' }, towelsIncluded: { type: 'boolean' } };
const read = (props: Props, text: string) => readReply(props, 'Ask what the membership includes.', { text });

describe("a contrastive yes after another subject's no", () => {
  it.each<[string, string]>([
    ['de', 'Handtücher sind leider nicht enthalten. Die Sauna dagegen schon.'],
    ['de', 'Handtücher sind nicht im Tarif enthalten, die Sauna hingegen schon.'],
    ['pt', 'As toalhas não estão incluídas. A sauna sim.'],
    ['it', 'Gli asciugamani non sono compresi. La sauna invece sì.'],
    ['nl', 'Handdoeken zijn niet inbegrepen, de sauna wel.'],
    ['es', 'Las toallas no están incluidas. La sauna en cambio sí.'],
  ])('%s: %s', (_lang, text) => {
    const got = read(two, text);
    expect(got['saunaIncluded']).toBe(true);
    expect(got['towelsIncluded']).toBe(false);
  });

  it('"schon" that is "already" before a verb is no yes', () => {
    expect(read(two, 'Die Sauna ist schon ausgebucht.')['saunaIncluded']).not.toBe(true);
  });
});

describe('an opening hour is no condition on a no-charge phrase', () => {
  it.each<[string, string, boolean | undefined]>([
    ['de', 'Die Sauna können Sie jeden Tag bis 22 Uhr ohne Aufpreis nutzen.', true],
    ['en', 'You can use the sauna until 10pm at no extra charge.', true],
    ['fr', "Le sauna est accessible jusqu'à 22 h sans supplément.", true],
    ['nl', 'De sauna kunt u tot 22 uur zonder extra kosten gebruiken.', true],
    // A bound of an amount or a distance is still one.
    ['de', 'Die Sauna ist bis 10 Besuche im Monat ohne Aufpreis.', undefined],
    ['en', 'The sauna is at no extra charge up to 5 visits a month.', undefined],
  ])('%s: %s', (_lang, text, value) => {
    const got = read({ saunaIncluded: { type: 'boolean' }, price: { type: 'number' } }, text);
    expect(got['saunaIncluded']).toBe(value);
  });
});
