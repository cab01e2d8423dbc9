import { saysIncluded } from './booleans.js';
import type { EnumMention } from './enums.js';

/**
 * A list named as the whole set less some items ("covers everything on your list bar the air-con
 * regas", "all of them except the pollen filter", "alles außer der Endreinigung", "tout sauf le
 * parking", "todo menos el seguro", "tutto tranne il parcheggio", "alles behalve de ramen", "tudo
 * o que refere, à exceção do estacionamento"), on folded text: the list is every enum value but
 * the excepted ones. Only when the whole set is named ("everything", "all of them", "alles",
 * "tout", "todo", "tutto", "tudo"); a list that names only some items is read item by item
 * (list-field.ts), and an item the rest of the reply says no to or makes conditional leaves the
 * list unsure (the caller checks).
 */

/**
 * An exception word before an item in its clause ("except the parking", "außer Parken", "sauf le
 * parking", "menos el aparcamiento", "tranne il parcheggio", "behalve parkeren", "à exceção do
 * estacionamento"), folded.
 */
export const EXCEPTED_BEFORE =
  /\b(?:except(?:ing)?|apart from|other than|ausser|ausgenommen|mit ausnahme|sauf|excepte|hormis|a l'exception|salvo|excepto|menos|a excepcion|con excepcion|tranne|eccetto|ad eccezione|fuorche|behalve|uitgezonderd|met uitzondering|exceto|a excecao|com excecao)\b/;

/** The whole set, folded: "everything", "all of them", "all the items", "alles", "tout", "todo", "tutto", "tudo". */
const WHOLE =
  /\b(?:everything|all of (?:it|them|these|those|the above)|all (?:the )?(?:items|services|things|points|of your (?:list|items|points))|alles|samtliche|alle (?:punkte|leistungen|positionen|punten|diensten|onderdelen)|tout(?! a fait| de suite| le monde)|tous les (?:points|elements|services|postes)|l'ensemble|todo|todos (?:los|os) (?:puntos|servicios|elementos|pontos|servicos|itens)|tutto|tutti (?:i )?(?:punti|servizi|voci)|tudo)\b/g;

/**
 * What may stand between the whole set and its exception: a verb or a reference to the client's
 * list ("is included", "on your list", "you mentioned", "que refere", "was Sie nennen"), a few
 * words with no break and no negation, and a comma before the exception ("tudo o que refere, à
 * exceção do estacionamento"). "Tout à fait" and "tout de suite" name no set.
 */
const GAP = /^[^.;:!?,()\n]{0,32}(?:,\s*)?$/;
const GAP_NO = /\b(?:not|nicht|pas|no|non|niet|nao|nothing|nichts|rien|nada|niente|niets)\b/;

/** The exception word after the whole set (also English "bar", "but", "save" there only). */
const EXCEPTION = new RegExp(`^(?:${EXCEPTED_BEFORE.source}|\\b(?:bar|barring|but|save|bis auf|a part|fuori)\\b)`);

/**
 * What may join two excepted items: a comma or an "and"/"or", then up to two short words
 * (articles). A comma and an "and" together may open a clause of its own ("except the pollen
 * filter, and the air filter is only changed when dirty"): the item after them is no exception.
 */
const AND = '(?:and|or|nor|und|oder|sowie|et|ou|ni|y|e|o|en|of|noch)';
const JOIN = new RegExp(`^(?:\\s*,\\s*|\\s+${AND}\\s+)(?:(?!${AND}\\b)\\p{L}{1,4}'?\\s*){0,2}$`, 'u');
/** What may stand between the exception word and the first item: up to two short words. */
const LEAD = /^\s*(?:[\p{L}]{1,4}'?\s*){0,2}$/u;

/** A conjunction after an exception word makes it a condition ("except when", "salvo que", "tranne se"). */
const CONJUNCTION =
  /^\s+(?:if|when|where|that|unless|wenn|falls|dass|sofern|si|quand|lorsque|que|cuando|se|quando|qualora|als|wanneer|indien|tenzij)\b/;

export interface WholeSetExcept {
  /** Index of the whole-set word in the segment's folded text. */
  index: number;
  /** The excepted mentions, in order. */
  excepted: EnumMention[];
}

/**
 * The whole set less its excepted items in a segment (`folded`, its `mentions` in any order), or
 * undefined when the segment names no whole set with an exception followed by items.
 */
export function wholeSetExcept(folded: string, mentions: readonly EnumMention[]): WholeSetExcept | undefined {
  for (const w of folded.matchAll(WHOLE)) {
    const at = w.index ?? 0;
    // "not everything except …", "nothing": no whole set.
    if (GAP_NO.test(folded.slice(Math.max(0, at - 12), at))) continue;
    // Only a whole set said to be included or covered ("covers everything", "comprend tout", "alles
    // … enthalten") in its own clause: "Todo bien, menos el parking", "all the services are
    // available except dinner", "Tout est prêt, sauf le spa" speak of something else.
    if (!saysIncluded(clauseAround(folded, at))) continue;
    const rest = folded.slice(at + w[0].length);
    const gapEnd = findException(rest);
    if (!gapEnd) continue;
    let from = at + w[0].length + gapEnd.end;
    const sorted = mentions.filter((m) => m.index >= from).sort((a, b) => a.index - b.index);
    const excepted: EnumMention[] = [];
    for (const m of sorted) {
      const between = folded.slice(from, m.index);
      if (!(excepted.length === 0 ? LEAD : JOIN).test(between)) break;
      excepted.push(m);
      from = m.end ?? m.index + (/^[^\s,]*/.exec(folded.slice(m.index))?.[0].length ?? 0);
    }
    if (excepted.length > 0) return { index: at, excepted };
  }
  return undefined;
}

/** Where the exception word after a whole set ends, within a short gap. */
function findException(rest: string): { end: number } | undefined {
  for (let i = 0; i <= Math.min(33, rest.length); i++) {
    if (i > 0 && !/\s/.test(rest[i - 1]!)) continue;
    const m = EXCEPTION.exec(rest.slice(i));
    if (!m) continue;
    // "except if …", "a menos que …", "sauf si …", "außer wenn …": a condition, not an exception.
    if (CONJUNCTION.test(rest.slice(i + m[0].length))) return undefined;
    const gap = rest.slice(0, i);
    if (!GAP.test(gap) || GAP_NO.test(gap)) return undefined;
    return { end: i + m[0].length };
  }
  return undefined;
}

/** The clause of folded text around `at`: from the last stop before it to the next one after it. */
function clauseAround(folded: string, at: number): string {
  const before = folded.slice(0, at);
  const start =
    Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('!'), before.lastIndexOf('?')) + 1;
  const after = folded.slice(at).search(/[.;!?]/);
  return folded.slice(start, after < 0 ? folded.length : at + after);
}
