import { describe, expect, it } from 'vitest';
import { findHandoff } from '../../services/worker/brain/guards/handoffs.js';
import { findPromise } from '../../services/worker/brain/guards/promises.js';
import { isProvisional } from '../../services/worker/brain/guards/provisional.js';
import { findRefusal } from '../../services/worker/brain/guards/refusals.js';
import { findOptOut } from '../../services/worker/brain/opt-out.js';
import { replySignal } from '../../services/worker/brain/reply-signals.js';
import { findStandIn } from '../../services/worker/brain/guards/stand-ins.js';
import { findCommitment } from '../../services/worker/brain/guards/commitments.js';
import { noLongerValid, refersToOlderMail } from '../../services/worker/brain/guards/older-mail.js';
import { CORRECTION } from '../../services/worker/brain/guards/corrections.js';

/** The conversation guards run on counterparty text: crafted near-misses stay fast (linear time). */

const CRAFTED = [
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

describe('linear time on crafted text', () => {
  it.each(CRAFTED.map((t, i) => [i, t] as const))('input %i', (_i, text) => {
    const started = performance.now();
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
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
