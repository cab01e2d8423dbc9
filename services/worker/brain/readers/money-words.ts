import type { FoundNumber } from './found-number.js';
import { CURRENCY_AFTER } from './lexicons/currencies.js';

/**
 * Amounts written in two parts, joined into one (readers/amounts.ts finds the parts):
 * - a major and a minor unit: "two thousand four hundred and fifty euros and fifty cents"
 *   (2450.50), "zwei Euro fünfzig", "einem Euro zweiundsechzig" (1.62), "twelve pounds fifty",
 *   "deux euros cinquante", "dos euros con veinte céntimos", "un euro e sessanta centesimi",
 *   "twee euro vijftig", "dois euros e cinquenta cêntimos"; "2 Euro 50" too;
 * - a minor unit alone: "douze centimes" (0.12), "80 Cent", "noventa céntimos", "45 pence";
 * - a scale word: "5 Mio. €", "2,5 Millionen Euro", "€2.5m", "3 millions d'euros",
 *   "2,5 millones de euros", "1,5 miljoen euro", "2 milioni di euro", "1,2 milhões de euros".
 * Without the join, "zwei Euro fünfzig" reads as 2 € beside a 50 and "3 millions" as 3 beside a
 * million: both wrong values. Each check is one bounded look after a part (linear).
 */

/** A minor unit: its words in the seven languages, and the currency it implies when unambiguous. */
const MINOR =
  /^\s*(cents?|centimes?|centime|c[eé]ntimos?|centesimi|centesimo|centavos?|c[eê]ntimos?|pence|penny|rappen|eurocents?)(?![\p{L}])/iu;
const MINOR_CODE: Record<string, string | undefined> = {
  centime: 'EUR',
  centimes: 'EUR',
  centimo: 'EUR',
  centimos: 'EUR',
  centesimi: 'EUR',
  centesimo: 'EUR',
  eurocent: 'EUR',
  eurocents: 'EUR',
  pence: 'GBP',
  penny: 'GBP',
  ct: 'EUR',
  cts: 'EUR',
  rappen: 'CHF',
};

/** A minor unit abbreviated: "45 ct", "45 Ct.", "45 cts" (euro cents; "92p" is read in amounts.ts). */
const SHORT_MINOR = /^\s?(ct|cts)\.?(?![\p{L}\d'])/iu;

/** What may stand between a major and a minor part: "and", "und", "et", "y", "con", "e", "en", "com". */
const JOIN = /^\s*(?:(?:and|und|et|y|con|e|en|com)\s+)?$/i;

/** What may follow a minor part written without its unit: the end, a stop, a "per", a tax word. */
const BARE_MINOR_END =
  /^(?:\s*$|\s*[,.;:)!?]|\s+(?:per|pro|par|por|je|each|the|le|la|el|il|het|de|a|al|ao|das|der|die|net|netto|brutto|ht|htva|ttc|tvac|excl|exkl|zzgl|inkl|incl|plus|mais|piu|mas|\+|iva|vat|mwst|btw|tva|all|alles|tout|todo|tutto)(?![\p{L}]))/iu;

/** One as an article before a currency word ("einem Euro zweiundsechzig", "un euro e sessanta"). */
const ONE_MAJOR =
  /(?<![\p{L}])(?:one|a|ein|eine|einen|einem|un|une|uno|een|um|uma)\s+(euro|euros|pound|dollar|franken|franc)(?![\p{L}])/giu;
const MAJOR_CODE: Record<string, string> = { pound: 'GBP', dollar: 'USD', franc: 'CHF' };

/** A scale word after a figure: million, thousand, billion, in the seven languages, abbreviated too. */
const SCALE =
  /^\s?(mio\.?|millions?|millionen|million|millones|mill[oó]n|milioni|milione|miljoen|milh[oõ]es|milh[aã]o|mn|mrd\.?|bn|billion|milliards?|miliardi|miljard)(?![\p{L}])/iu;
const SCALE_VALUE = (w: string): number => (/^(?:mrd|bn|billion|milliard|miliard|miljard)/i.test(w) ? 1e9 : 1e6);
/** The currency after a scale word: "Mio. €", "millions d'euros", "millones de euros", "milioni di euro". */
const SCALE_CURRENCY =
  /^\s?(?:(?:d['’]|de |di |van )\s?)?(€|eur|euros?|£|gbp|pounds|\$|usd|dollars?|chf|franken|francs)(?![\p{L}])/iu;

export function joinMoneyParts<T extends FoundNumber>(text: string, found: T[]): T[] {
  const out = [...found];
  const drop = new Set<T>();
  const add: T[] = [];
  const partAt = (index: number) => out.find((m) => m.index === index && !drop.has(m));
  const minorAfter = (m: T) =>
    MINOR.exec(text.slice(m.end, m.end + 14)) ?? SHORT_MINOR.exec(text.slice(m.end, m.end + 6));
  /** The minor part right after a major one ending at `end`: under 100, whole, joined by a space or "and". */
  const minorPart = (end: number, majorInWords: boolean) => {
    const next = out.find((m) => m.index > end && m.index - end <= 8 && !drop.has(m));
    if (!next || next.currency || next.percent || !Number.isInteger(next.value) || next.value >= 100) return undefined;
    if (!JOIN.test(text.slice(end, next.index))) return undefined;
    const unit = minorAfter(next);
    // Without a minor word: both parts in words ("zwei Euro fünfzig") or two digits ("2 Euro 50").
    // Either way nothing it counts follows ("12 euros 30 minutes" is no 12.30).
    // Joined by "and" ("€30 and 10 per person", "300 Euro und 20 pro Stunde") the second figure is
    // another price unless a minor word names it cents: only a plain space joins a bare part.
    const bare =
      /^\s+$/.test(text.slice(end, next.index)) &&
      (majorInWords ? !/\d/.test(next.text) : /^\d{2}$/.test(next.text)) &&
      BARE_MINOR_END.test(text.slice(next.end, next.end + 12));
    if (!unit && !bare) return undefined;
    return { next, end: unit ? next.end + unit[0].length : next.end };
  };
  for (const n of found) {
    if (drop.has(n) || !n.currency || n.percent || !Number.isInteger(n.value)) continue;
    const words = !/\d/.test(n.text);
    const minor = minorPart(n.end, words);
    if (!minor) continue;
    drop.add(n).add(minor.next);
    add.push({
      ...n,
      value: Number((n.value + minor.next.value / 100).toPrecision(12)),
      text: text.slice(n.index, minor.end),
      end: minor.end,
    });
  }
  for (const m of text.slice(0, 4_000).matchAll(ONE_MAJOR)) {
    const index = m.index ?? 0;
    const end = index + m[0].length;
    if (out.some((n) => n.index < end && n.end > index && !drop.has(n))) continue;
    const minor = minorPart(end, true);
    if (!minor) continue;
    drop.add(minor.next);
    const word = m[1]!.toLowerCase();
    const currency = CURRENCY_AFTER[word] ?? MAJOR_CODE[word];
    add.push({
      ...minor.next,
      value: Number((1 + minor.next.value / 100).toPrecision(12)),
      ...(currency ? { currency } : {}),
      percent: false,
      text: text.slice(index, minor.end),
      index,
      end: minor.end,
    });
  }
  for (const n of found) {
    if (drop.has(n) || n.currency || n.percent) continue;
    const unit = minorAfter(n);
    if (unit && Number.isInteger(n.value) && n.value < 100) {
      const code = MINOR_CODE[(unit[1] ?? '').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')];
      drop.add(n);
      const end = n.end + unit[0].length;
      add.push({
        ...n,
        value: n.value / 100,
        ...(code ? { currency: code } : {}),
        text: text.slice(n.index, end),
        end,
      });
      continue;
    }
    const scale = SCALE.exec(text.slice(n.end, n.end + 14));
    if (!scale) continue;
    const afterScale = n.end + scale[0].length;
    const cur = SCALE_CURRENCY.exec(text.slice(afterScale, afterScale + 12));
    // "5 Mio. €", "€2.5m": a scale is read as money only beside a currency (before or after).
    const currency = cur ? CURRENCY_AFTER[cur[1]!.toLowerCase()] : n.currency;
    const signBefore = /(?:€|£|\$)\s?$/.test(text.slice(Math.max(0, n.index - 2), n.index));
    if (!currency && !signBefore) continue;
    const word = partAt(n.end + (scale[0].length - scale[0].trimStart().length));
    if (word) drop.add(word); // "3 millions": the word number "millions" is no figure of its own
    drop.add(n);
    const end = cur ? afterScale + cur[0].length : afterScale;
    add.push({
      ...n,
      value: Number((n.value * SCALE_VALUE(scale[1]!)).toPrecision(12)),
      ...(currency ? { currency } : {}),
      text: text.slice(n.index, end),
      end,
    });
  }
  if (add.length === 0) return found;
  return [...out.filter((n) => !drop.has(n)), ...add].sort((a, b) => a.index - b.index);
}
