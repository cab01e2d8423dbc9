import { foldForMatching } from '../language-fold.js';
import { DURATION_UNIT_WORD } from './durations.js';
import { fieldTerms, relevance } from './field-terms.js';
import type { Segment } from './segments.js';

/**
 * The point a field's description counts from, and the sentences about only that point.
 * "Production time in working days after proof approval" counts from the proof: a sentence about
 * the proof alone ("the proof copy is with you within 3 working days") gives the proof's days,
 * never the production's, though it is the reply's one duration in working days. A sentence that
 * counts from the point ("21 jours avant l'arrivée", "7 giorni lavorativi dalla fine del
 * congresso") is the field's answer. Folded text; literal alternations, bounded (linear time).
 */

/** "after …", "before …", "nach …", "après …", "después de …", "dopo …", "nadat …", "após …", to "until" or a comma. */
const ANCHOR =
  /\b(?:after|before|following|nach|vor|apres|avant|despues de|antes de|dopo|prima di|nadat|na (?:ontvangst|akkoord|goedkeuring|bestelling|betaling)|apos|depois de)\b(?:(?!\b(?:until|till|to|bis|jusqu|hasta|fino|tot|ate)\b)[^,;()])*/g;

/** The prepositions that open an anchor: no word of what it is. */
const ANCHOR_WORD = /^(?:after|before|following|nach|vor|apres|avant|despues|antes|dopo|prima|nadat|apos|depois)$/;

/** A figure, up to three words, then a preposition that counts from something. */
const COUNTED_FROM =
  /\b\d{1,3}\s+(?:[\p{L}']+\s+){1,3}?(?:before|after|from|prior to|avant|apres|des|a partir|vor|nach|ab|antes de|despues de|desde|a partir de|prima|dopo|dal|dalla|dall'|dai|voor|na|vanaf|depois de|apos)\b/u;

/** The anchor's words with their counterparts in the other languages ("proof" → proef, épreuve, bozza …). */
export function anchorTerms(description?: string): string[] {
  if (!description) return [];
  const words = (foldForMatching(description).match(ANCHOR) ?? []).flatMap((a) => a.match(/\p{L}+/gu)?.slice(1) ?? []);
  return words.length > 0 ? fieldTerms('', words.join(' ')) : [];
}

/**
 * The sentence names the anchor and none of the field's own words (`terms` less the anchor's, the
 * unit's and the prepositions), and counts no figure from the anchor: it is about the anchor.
 */
export function anchorOnly(seg: Segment, anchor: readonly string[], terms: readonly string[]): boolean {
  if (anchor.length === 0 || relevance(seg, [...anchor]) === 0) return false;
  const own = terms.filter((t) => !anchor.includes(t) && !DURATION_UNIT_WORD.test(t) && !ANCHOR_WORD.test(t));
  return relevance(seg, own) === 0 && !COUNTED_FROM.test(seg.folded);
}
