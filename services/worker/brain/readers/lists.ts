import type { Segment } from './segments.js';

/**
 * List items written in prose or as bullets: "sizes: S, M and L", "we have red, blue or
 * green", a line ending with ':' followed by bullet lines. Items are verbatim text, trimmed of
 * punctuation; the caller converts them to the schema's item type.
 */

const MAX_ITEMS = 50;
const AND_OR = /\s+(?:and|or|und|oder|et|ou|y|e|o)\s+/i;

/** Items after a colon (or the whole sentence) split on commas, semicolons and "and"/"or". */
export function inlineItems(segment: Segment): string[] {
  const t = segment.text;
  const colon = t.indexOf(':');
  const body = (colon >= 0 ? t.slice(colon + 1) : t).replace(/[.!?]+$/, '');
  const parts = body
    .split(/\s*[,;]\s*/)
    .flatMap((p) => p.split(AND_OR))
    .map((p) =>
      p
        .trim()
        .replace(/^[-*•]\s*/, '')
        .replace(/[.;:!?]+$/, '')
        .trim(),
    )
    .filter((p) => p.length > 0 && p.length <= 100);
  return parts.slice(0, MAX_ITEMS);
}

/** Bullet lines (`- x`, `* x`, `• x`, `1. x`) right after the segment at `from`. */
export function bulletItems(segments: readonly Segment[], from: number): string[] {
  const out: string[] = [];
  for (let i = from + 1; i < segments.length && out.length < MAX_ITEMS; i++) {
    const m = segments[i]!.text.match(/^\s*(?:[-*•]|\d{1,2}[.)])\s+(.+)$/);
    if (!m?.[1]) break;
    out.push(m[1].trim().replace(/[.;,]+$/, ''));
  }
  return out;
}

/** Words that make an item a clause (a condition, a no, a verb of the sentence), in the seven languages. */
const CLAUSE_WORDS =
  /\b(?:if|only|except|unless|but|not|no|we|you|deliver\w*|can|will|would|wenn|nur|ausser|aber|nicht|kein\w*|wir|sie|si|seulement|sauf|mais|pas|nous|vous|solo|salvo|pero|no|nosotros|ustedes|se|tranne|ma|non|noi|voi|als|alleen|behalve|maar|niet|geen|wij|u|se|apenas|exceto|mas|nao|nos|voces)\b/;

/**
 * The items of a list when each is an item, not a clause: short (at most four words), without
 * parentheses, a condition, a negation or a verb of the sentence ("Grenoble (only above 10
 * pallets)", "and to Grenoble if you order 10 pallets", "but not Annecy" make the list unsure:
 * undefined).
 */
export function plainItems(items: readonly string[]): string[] | undefined {
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.replace(/^(?:and|or|und|oder|et|ou|y|e|o|en|of)\s+/i, '').trim();
    const folded = item
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase();
    if (item === '' || /[()[\]]/.test(item) || item.split(/\s+/).length > 4 || CLAUSE_WORDS.test(folded))
      return undefined;
    out.push(item);
  }
  return out;
}
