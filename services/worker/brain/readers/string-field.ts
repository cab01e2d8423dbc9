import { splitName } from './field-terms.js';
import type { Found, Prepared } from './field-readers.js';
import { codeAt, isIdentifierName, readCode } from './identifiers.js';

/**
 * A text property from prose: "<field words> is <value>" in a segment that names the field by
 * its own words, the value cut at its clause; an identifier is only its code
 * (readers/identifiers.ts).
 */

const COPULA = /\s+(?:is|are|will be|would be|ist|sind|lautet|wird|est|sera|sont|es|sera|son)\s*:?\s+|\s*[:=]\s*/;

/** "<field words> is <value>." in a segment that names the field by its own words. */
export function readString(p: Prepared, name: string): Found | undefined {
  const own = splitName(name).filter((w) => w.length >= 3);
  if (own.length === 0) return undefined;
  const identifier = isIdentifierName(splitName(name));
  const found: Found[] = [];
  p.segments.forEach((seg, si) => {
    const at = seg.folded.indexOf(own.join(' '));
    if (at < 0) return;
    const after = seg.text.slice(at + own.join(' ').length);
    const m = after.match(COPULA);
    if (!m || m.index === undefined || m.index > 20) return;
    // An identifier is its code only ("RMA-2027-00481 and the collection …" → RMA-2027-00481);
    // words that are no code ("is still pending") are no value.
    if (identifier) {
      const code = codeAt(after, m.index + m[0].length);
      if (code) found.push({ value: code, segment: si });
      return;
    }
    const value = after
      .slice(m.index + m[0].length)
      .replace(/[.!;]+\s*$/, '')
      // "the carrier is DB Schenker, they will call": the value ends at the clause.
      .split(/[,;]\s/)[0]!
      .trim();
    if (value.length > 0 && value.length <= 120) found.push({ value, segment: si });
  });
  if (found.length === 1) return found[0];
  if (found.length > 1) return undefined;
  return readCode(p, own);
}
