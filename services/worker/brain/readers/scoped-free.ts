import { OPENING } from './amount-parts.js';
import { WAIVER_CONDITION } from './lexicons/cost-terms.js';
import { INCLUDED } from './lexicons/inclusion.js';
import { CONDITION } from './list-items.js';

const INCLUDED_ALL = new RegExp(INCLUDED.source, 'g');
const WAIVER_CONDITIONS = new RegExp(WAIVER_CONDITION.source, 'g');
/** "For all orders", "pour toute commande": a scope that leaves nothing out. */
const EVERY = /\b(?:all|any|toute)\b/;
/** How far either side of a free/included word a condition or a part is its own (same clause). */
const SCOPE = 40;
/** A figure right after a condition word ("over £250", "sopra i 500", "ab 500 €"), not "under section 2". */
const AMOUNT_NEXT = /^\s*(?:\p{L}{1,3}\s+)?[€$£]?\s?\d/u;

/**
 * Free or included only under a condition or for a part ("free only for orders over €500",
 * "gratuite à partir de 500 €", "frei Haus ab 250 €", "la primera entrega es gratuita", "il primo
 * mese è gratuito", "de eerste levering is gratis"): whether the client's order is in that scope
 * is not known, so the sentence says neither yes nor no and the field is asked. The conditions are
 * those of list-items.ts and cost-terms.ts, the "first" words those of amount-parts.ts, read in
 * the free word's own clause and within a few words of it; `text` has "free" words read as "included".
 */
export function scopedFree(text: string): boolean {
  for (const m of text.matchAll(INCLUDED_ALL)) {
    const lo = Math.max(0, m.index - SCOPE);
    const hi = m.index + m[0].length + SCOPE;
    const before = text.slice(lo, m.index);
    const after = text.slice(m.index, hi);
    const cut = after.search(/[,;:()](?:\s|$)|[.!?](?:\s|$)/);
    const stop = Math.max(...[', ', '; ', ': ', '(', ')', '. '].map((c) => before.lastIndexOf(c)));
    const near = `${before.slice(stop + 1)}${cut < 0 ? after : after.slice(0, cut)}`;
    if (CONDITION.test(near)) return true;
    for (const c of near.matchAll(WAIVER_CONDITIONS)) {
      if (!EVERY.test(c[0]) && AMOUNT_NEXT.test(near.slice(c.index + c[0].length))) return true;
    }
    if ((near.match(/\p{L}+/gu) ?? []).some((w) => OPENING.has(w))) return true;
  }
  return false;
}
