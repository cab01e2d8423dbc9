import { foldForMatching } from '../language-fold.js';
import { DENIED_BEFORE } from '../guards/corrections.js';
import type { FoundNumber } from './amounts.js';
import type { Segment } from './segments.js';

/**
 * The figures a text takes back by writing them again, denied, beside a new one: "the rebuild is
 * £2,480 … sorry, it's £2,840, not £2,480", "2.840 € statt 2.480 €", "2 840 € et non 2 480 €",
 * "2.840 € en lugar de 2.480 €", "2.840 € invece di 2.480 €", "€ 2.840 in plaats van € 2.480",
 * "2.840 € em vez de 2.480 €". Only a figure stated in an earlier sentence of the same text, in
 * a sentence that writes another figure of its kind (both amounts in a currency, or both bare):
 * every reading of that value is superseded (guards/corrections.ts has the denials).
 */
export function deniedFigures(segments: readonly Segment[], numbers: readonly FoundNumber[][]): Set<number> {
  const out = new Set<number>();
  for (let si = 1; si < segments.length && si < numbers.length; si++) {
    const here = numbers[si] ?? [];
    for (const n of here) {
      if (n.percent || out.has(n.value)) continue;
      const kind = (m: FoundNumber) => !m.percent && (m.currency === undefined) === (n.currency === undefined);
      if (!here.some((m) => m.value !== n.value && kind(m))) continue;
      if (!numbers.slice(0, si).some((ns) => ns.some((m) => m.value === n.value && kind(m)))) continue;
      const before = segments[si]!.text.slice(Math.max(0, n.index - 24), n.index);
      if (DENIED_BEFORE.test(foldForMatching(before))) out.add(n.value);
    }
  }
  return out;
}

/** `{ denied }` for a text that takes figures back, else nothing (readers/field-readers.ts `prepare`). */
export function deniedIn(segments: readonly Segment[], numbers: readonly FoundNumber[][]): { denied?: Set<number> } {
  const denied = deniedFigures(segments, numbers);
  return denied.size > 0 ? { denied } : {};
}
