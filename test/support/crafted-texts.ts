import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { CORRECTION } from '../../services/worker/brain/guards/corrections.js';
import { findHandoff } from '../../services/worker/brain/guards/handoffs.js';
import { noLongerValid, refersToOlderMail } from '../../services/worker/brain/guards/older-mail.js';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { isProvisional } from '../../services/worker/brain/guards/provisional.js';
import { findRefusal } from '../../services/worker/brain/guards/refusals.js';
import { findStandIn } from '../../services/worker/brain/guards/stand-ins.js';
import { findOptOut } from '../../services/worker/brain/opt-out.js';
import { readFromSources } from '../../services/worker/brain/readers/schema-reader.js';
import { regionsOf } from '../../services/worker/brain/regions/reply-regions.js';
import { replySignal } from '../../services/worker/brain/reply-signals.js';
import { findContacts } from '../../services/worker/brain/draft-guard.js';

/**
 * Crafted text a counterparty (or, for the draft guard, a model) could send to make the brain's
 * readers and guards slow: long runs of near-matches, no sentence ends, repeated openers. One
 * list, used twice: the unit tests check what each function finds in it (the run's test timeout
 * stops a function that never returns), and `npm run bench:patterns` prints how long each takes,
 * in ms per 1,000 characters at three lengths (linear when about flat). No test asserts a time.
 */

/** All the conversation guards on one text (what the offline brain runs on every reply). */
export function runConversationGuards(text: string): void {
  findHandoff(text);
  findPromise(text);
  isProvisional(text);
  findRefusal(text);
  findOptOut(text);
  CORRECTION.test(text);
  findStandIn(text);
  replySignal(text);
  refersToOlderMail(text);
  noLongerValid(text);
  findCommitment(text.slice(0, 20_000), [], [], { goalCommits: true });
}

/** Near-misses of every conversation guard's phrases, in the seven reading languages. */
export const GUARD_CRAFTED: readonly string[] = [
  `wir sind ${'abcdefghijkl '.repeat(15_000)}`,
  `schicke ich ihnen ${'wort '.repeat(30_000)}`,
  `my colleague ${'x'.repeat(100_000)}`,
  `le paso a ${'raul '.repeat(30_000)}`,
  `not interested in ${'a '.repeat(50_000)}`,
  `zoek ik ${'even '.repeat(30_000)}`,
  `${"i'll confirm the ".repeat(8_000)}`,
  `${'roughly '.repeat(20_000)}`,
  `remove me ${'from '.repeat(30_000)}`,
  `${'priya '.repeat(20_000)}asked me`,
  `ist ${'im urlaub '.repeat(10_000)}`,
  `${'nicht im buro '.repeat(10_000)}`,
  `hat mich gebeten ${'x'.repeat(100_000)}`,
  `${'wir werden den liefertermin '.repeat(4_000)}`,
  `${'we laten u de datum '.repeat(5_000)}`,
  `${'50 % '.repeat(20_000)}`,
  `${'my previous mail '.repeat(5_000)}`,
  `${'no longer '.repeat(10_000)}`,
  `${'abcdefghijklmnop'.repeat(6_000)}zuschlag`,
];

/** The one-guard texts of the guards' own tests. */
export const HANDOFF_CRAFTED = `my colleague ${'a'.repeat(200_000)}`;
export const OPT_OUT_CRAFTED = `${'we do not wish to receive further further further '.repeat(2000)}goods`;
export const SIGNAL_CRAFTED = 'not interested in '.repeat(5_000) + 'wir sehen '.repeat(5_000);

/** Runs of what a link, an address or a host looks like, for the outgoing-draft guard. */
export const CONTACT_UNITS: readonly string[] = ['a.', 'a', 'a-', '1.', 'a@', 'a.b@', 'www.a@', 'x.y:1', 'http://'];
export const contactRun = (unit: string, length = 20_000): string => unit.repeat(length / unit.length);

/** What a reply's regions are cut from: blank runs, openers of quoted history with no end. */
export const REGION_CRAFTED: readonly string[] = [
  ' '.repeat(30_000),
  'On '.concat('a '.repeat(15_000)),
  'From: a\n'.repeat(4_000),
  `Op ${'a '.repeat(10)}\n`.repeat(1_500),
  'hi\n'.repeat(7_000),
  `Dear Sam\n${'see below:\n\nhi there\n'.repeat(1_200)}`,
];

/** A schema with a field of every kind the readers have, and 30 KB texts of their near-misses. */
export const READER_SCHEMA = {
  type: 'object',
  properties: {
    trackingNumber: { type: 'string' },
    candidateName: { type: 'string' },
    deliveryDate: { type: 'string', description: 'delivery date' },
    checkIn: { type: 'string', format: 'date' },
    checkOut: { type: 'string', format: 'date' },
    minimumOrderQty: { type: 'integer', description: 'minimum order quantity' },
    totalInclVatEUR: { type: 'number', description: 'total including VAT in EUR' },
    shippingIncluded: { type: 'boolean' },
    paymentMethods: { type: 'array', items: { type: 'string', enum: ['visa', 'mastercard', 'paypal'] } },
    languages: { type: 'array', items: { type: 'string' }, description: 'ISO 639-1 codes' },
  },
};
export const READER_CRAFTED: readonly (readonly [string, string])[] = [
  ['code-like runs', 'tracking 1Z 999 AA1 '.repeat(1_500)],
  ['capitalised runs', 'Anna Maria Weiss '.repeat(1_800)],
  ['day ranges without a month', 'the 3rd to the 6th '.repeat(1_600)],
  ['summary-like lines', 'Total;;;;1.234,56\nVAT 21%;;;;12,00\n'.repeat(900)],
  ['clauses and negations', 'visa, no mastercard (not paypal) but inglese, '.repeat(650)],
  ['numeric dates', '3/5 4/6 12/11 '.repeat(2_000)],
];
const READ_AT = Date.parse('2026-11-23T10:00:00Z');
const noRefs = () => ({ dates: new Set<string>(), numbers: new Set<number>(), codes: new Set<string>() });

/** The schema reader on one crafted text (at most 30 KB, as the readers take it). */
export function readCrafted(text: string) {
  return readFromSources(READER_SCHEMA, [{ text: text.slice(0, 30_000), at: READ_AT, messageId: 'm1' }], noRefs());
}

/** Every family above as (name, text, run), for the benchmark. */
export const CRAFTED_FAMILIES: readonly (readonly [string, string, (text: string) => unknown])[] = [
  ...GUARD_CRAFTED.map((t, i) => [`guards #${i} ${JSON.stringify(t.slice(0, 18))}`, t, runConversationGuards] as const),
  ['handoff, no sentence end', HANDOFF_CRAFTED, findHandoff],
  ['opt-out near-miss', OPT_OUT_CRAFTED, findOptOut],
  ['reply signal near-misses', SIGNAL_CRAFTED, replySignal],
  ...CONTACT_UNITS.map((u) => [`draft contacts ${JSON.stringify(u)}`, contactRun(u), findContacts] as const),
  ...REGION_CRAFTED.map((t, i) => [`regions #${i} ${JSON.stringify(t.slice(0, 12))}`, t, regionsOf] as const),
  ...READER_CRAFTED.map(([name, t]) => [`readers: ${name}`, t.slice(0, 30_000), readCrafted] as const),
];
