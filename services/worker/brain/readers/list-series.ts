import { foldForMatching } from '../language-fold.js';
import type { ReadLang } from './language.js';
import { ADDITIVE, CONDITION } from './list-items.js';
import { LATER, NOT_YET } from './list-later.js';
import { AFRAID, IMPOSSIBLE, NO_LONGER, REGRET, negated } from './negation.js';
import { MONTH_OF } from './lexicons/month-names.js';
import type { Segment } from './segments.js';
import { WEEKDAY_NAMES } from './weekday-dates.js';

/**
 * A list of strings the reply writes with no word of the field beside it, in the seven
 * languages: the one series of three items or more in prose ("We've got Glen Ample, Polka and
 * Autumn Bliss in good numbers", "still got room in violin, cello and drums", "Wir haben Äpfel,
 * Birnen und Pflaumen", "il forfait comprend nitrates, pH, E. coli et entérocoques"), or the one
 * block of bullet lines after a line ending in ':' ("Le forfait comprend :" then "- nitrates" …).
 *
 * The series' first item is cut from the words before it at a function word (pronoun, article,
 * preposition, have/got, in the seven languages), or, outside German, at the last word that is not
 * capitalised when the other items are names; the last is cut at the first function word after
 * it ("walnuts in it"). The first item may be no longer than the longest other item, so an
 * unknown verb before it ("we grow wheat, eggs and milk") leaves the list unread.
 *
 * Precision: the list is read only when the reply holds one such list, in a clause that says no
 * no, names no condition and nothing coming later; no other sentence adds to it ("also", "auch",
 * "aussi" …) or names one of its items again ("Tulameen sold out" beside it is another item and
 * is left out; "Polka sold out" would make it unsure). Items are short (four words at most), hold
 * no figure, no bracket and no clause word.
 */

const FUNCTION_WORDS = new Set(
  // English
  (
    "we we've we're i i've i'm you they it it's is are was were have has had got get do does the a an our " +
    "your their my in on of for with at to from by as there there's here still also only currently now " +
    'include includes including contain contains into among ' +
    // German
    'wir ich sie es ist sind haben hat gibt die der das den dem des ein eine einen unser unsere ihr ihre in im ' +
    'an am auf mit von vom fur zu zum zur bei noch auch nur derzeit aktuell momentan enthalt enthalten umfasst ' +
    // French
    "nous je vous il elle on est sont avons avez a ont le la les l' un une des du de d' notre nos votre vos en " +
    'dans avec pour par sur au aux encore aussi seulement actuellement comprend comprennent contient y ' +
    // Spanish
    'tenemos tiene tienen hay es son el los las unos unas del con para por al nuestro nuestra nuestros su ' +
    'sus todavia aun tambien solo ahora actualmente incluye contiene quedan queda ' +
    // Italian
    "noi abbiamo ha hanno c' ci sono lo gli uno di della dei delle nel nella per al alla nostro nostra " +
    'nostri ancora anche attualmente include comprende contiene restano rimangono ' +
    // Dutch
    'wij we ik hebben heeft zijn er het een van met voor op aan bij tot naar uit om te ons onze nog ook alleen ' +
    'momenteel bevat omvat chez entre desde hasta tra fra da dal pelo pela ' +
    // Portuguese
    'nos temos tem ha sao o os as um uma do da dos das em no na nas com ao nosso nossa ainda so apenas ' +
    'atualmente inclui contem'
  ).split(' '),
);

/** A leading article, dropped from an item ("the violin", "le pH", "die Birnen"). */
const ARTICLE =
  /^(?:the|a|an|der|die|das|den|ein|eine|le|la|les|l'|un|une|des|el|los|las|unos|unas|il|lo|gli|i|de|het|een|o|os|as|um|uma)\s+/i;
/** "And" and "or" in the reply's language (French "en" and Spanish "o" are other words elsewhere). */
const AND_OR: Readonly<Record<ReadLang, RegExp>> = {
  en: /\s+(?:and|or)\s+/i,
  de: /\s+(?:und|oder|sowie)\s+/i,
  fr: /\s+(?:et|ou)\s+/i,
  es: /\s+(?:y|e|o)\s+/i,
  it: /\s+(?:e|ed|o)\s+/i,
  nl: /\s+(?:en|of)\s+/i,
  pt: /\s+(?:e|ou)\s+/i,
};
/** Words that make a part a clause, not an item (list-items.ts's, for the items between the ends). */
const CLAUSE_WORD =
  /\b(?:if|only|except|unless|but|not|no|wenn|nur|ausser|aber|nicht|kein\w*|si|seulement|sauf|mais|pas|solo|salvo|pero|tranne|ma|non|als|alleen|behalve|maar|niet|geen|apenas|exceto|mas|nao)\b/;
const MAX_WORDS = 4;

const fold = (w: string) => foldForMatching(w.replace(/[’]/g, "'"));
const isFunction = (w: string) => {
  const f = fold(w).replace(/^[("'«„“]+|[)"'»“”.,;:!?]+$/g, '');
  return FUNCTION_WORDS.has(f) || /^(?:l|d|c)'/.test(f);
};
const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
const capitalised = (w: string) => /^\p{Lu}/u.test(w);

/** A part that is an item as written: short, no figure, bracket, clause word or function word. */
function plainItem(part: string): boolean {
  const ws = words(part);
  return (
    ws.length > 0 &&
    ws.length <= MAX_WORDS &&
    !/[\d()[\]]/.test(part) &&
    !CLAUSE_WORD.test(fold(part)) &&
    !ws.some((w, i) => (i > 0 || !ARTICLE.test(`${w} `)) && isFunction(w))
  );
}

/** An item without its leading article, trimmed of quotes and stops. */
function clean(item: string): string {
  return item
    .trim()
    .replace(/^[«„“"']\s*|\s*[»“”"']$/g, '')
    .replace(ARTICLE, '')
    .replace(/[.;:!?]+$/, '')
    .trim();
}

/**
 * The items of the one series of a clause ("… A, B and C …"), three or more, or undefined.
 * `loose`: a first item longer than the others keeps its last words only ("Hacemos cortes" gives
 * "cortes"), for finding what a series names rather than delivering it.
 */
export function seriesOf(clause: string, lang: ReadLang, loose = false): string[] | undefined {
  const andOr = AND_OR[lang];
  const parts = clause.split(/\s*,\s*/);
  const lastAt = parts.findIndex((p) => andOr.test(p));
  if (lastAt < 1 || parts.slice(lastAt + 1).some((p) => andOr.test(p))) return undefined;
  const joined = parts[lastAt]!;
  const conj = andOr.exec(joined)!;
  const beforeLast = joined.slice(0, conj.index);
  // The last item: up to the first function word after its first word ("walnuts in it").
  const tail = words(joined.slice(conj.index + conj[0].length));
  const cut = tail.findIndex((w, i) => i > 0 && isFunction(w));
  const last = (cut < 0 ? tail : tail.slice(0, cut)).join(' ');
  // Parts after the last one must be no further items ("…and drums, all for beginners" is no item).
  const middle = [...parts.slice(1, lastAt), beforeLast];
  let first = parts[0]!;
  // A run of plain parts before the first comma's part: walk back to the part that holds the prefix.
  let start = 0;
  for (let i = lastAt - 1; i >= 1; i--)
    if (!plainItem(parts[i]!)) {
      start = i;
      break;
    }
  if (start > 0) {
    first = parts[start]!;
    middle.splice(0, start);
  }
  if (!plainItem(last) || !middle.every(plainItem)) return undefined;
  const others = [...middle, last];
  const longest = Math.max(...others.map((o) => words(o).length));
  const ws = words(first);
  let run: string[];
  // Names (outside German, whose nouns all are capitalised): the first is the capitalised words
  // before it, four at most; else the words after the last function word, no more than the
  // longest other item has.
  let limit = longest;
  if (lang !== 'de' && others.every((o) => capitalised(words(o)[0]!))) {
    let k = ws.length;
    while (k > 0 && capitalised(ws[k - 1]!) && !isFunction(ws[k - 1]!)) k--;
    run = ws.slice(k);
    limit = MAX_WORDS;
  } else {
    let k = ws.length;
    while (k > 0 && !isFunction(ws[k - 1]!)) k--;
    run = ws.slice(k);
  }
  if (loose && run.length > limit) run = run.slice(-limit);
  if (run.length === 0 || run.length > limit || !plainItem(run.join(' '))) return undefined;
  const items = [run.join(' '), ...middle, last].map(clean).filter((x) => x.length > 0);
  return items.length >= 3 && new Set(items.map(fold)).size === items.length ? items : undefined;
}

/** Bullet lines after the segment at `from`, as written (`- x`, `* x`, `• x`, `1. x`). */
function bulletsAfter(segments: readonly Segment[], from: number): string[] {
  const out: string[] = [];
  for (let i = from + 1; i < segments.length; i++) {
    const m = /^\s*(?:[-*•–]|\d{1,2}[.)])\s+(.+)$/u.exec(segments[i]!.text);
    if (!m?.[1]) break;
    out.push(m[1].trim().replace(/[.;,]+$/, ''));
  }
  return out;
}

/** Whether a clause says no (negation.ts). */
function saysNo(folded: string, lang: ReadLang): boolean {
  return (
    negated(folded, lang) ||
    REGRET.test(folded) ||
    AFRAID.test(folded) ||
    NO_LONGER.test(folded) ||
    IMPOSSIBLE.test(folded)
  );
}

/** Whether a clause names a condition or something coming later (list-items.ts, list-later.ts). */
function unsure(folded: string, lang: ReadLang): boolean {
  return saysNo(folded, lang) || CONDITION.test(folded) || NOT_YET.test(folded) || LATER.test(folded);
}

/** Days and months: a series of them answers a date or a weekday field, never a list of things. */
const CALENDAR = new Set([...WEEKDAY_NAMES.flat(), ...MONTH_OF.keys()]);
const calendarWord = (item: string) => {
  const f = fold(item);
  return CALENDAR.has(f) || CALENDAR.has(f.replace(/s$/, ''));
};

/** A field that asks for what is not there ("unavailableItems", "fullInstruments", "excludedTests"): no list is read for it by shape. */
const NEGATIVE_FIELD =
  /\b(?:not|no|non|unavailable|without|exclu\w*|except\w*|missing|full|sold|out|lacking|nicht|kein\w*|ohne|pas|sans|sin|senza|niet|geen|zonder|sem|nao)\b/;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The reply's one list of strings (see the file comment): items and the segment, or undefined. */
export function proseList(
  segments: readonly Segment[],
  lang: ReadLang,
): { value: string[]; segment: number } | undefined {
  // `no`: a list said no to ("Piano, guitar and flute are full, I'm afraid"), not ours; `unsure`:
  // one under a condition, coming later, or bullets that are not plain items.
  const found: Array<{ value: string[]; segment: number; lines: number[]; no?: boolean; unsure?: boolean }> = [];
  segments.forEach((seg, si) => {
    if (/:\s*$/.test(seg.text)) {
      const bullets = bulletsAfter(segments, si);
      if (bullets.length >= 2) {
        if (!bullets.every(plainItem) || unsure(seg.folded, lang))
          found.push({ value: [], segment: si, lines: [], unsure: true });
        else
          found.push({
            value: bullets.map(clean),
            segment: si,
            lines: bullets.map((_, k) => si + 1 + k),
          });
      }
      return;
    }
    for (const clause of seg.text.split(/\s*;\s*/)) {
      const items = seriesOf(clause.replace(/[.!?]+$/, ''), lang);
      if (!items) continue;
      const f = fold(clause);
      if (saysNo(f, lang)) found.push({ value: [], segment: si, lines: [], no: true });
      else if (unsure(f, lang)) found.push({ value: [], segment: si, lines: [], unsure: true });
      else found.push({ value: items, segment: si, lines: [si] });
    }
  });
  // Lists said no to do not count; two lists, or one beside an unsure one, leave it unread.
  const kept = found.filter((f) => f.value.length > 0);
  if (kept.length !== 1 || found.some((f) => f.unsure)) return undefined;
  const list = kept[0]!;
  if (list.value.some(calendarWord)) return undefined;
  const own = new Set(list.lines);
  const names = list.value.map((v) => new RegExp(`(?<![\\p{L}\\d])${escapeRe(fold(v))}(?![\\p{L}\\d])`, 'u'));
  for (const [si, seg] of segments.entries()) {
    if (own.has(si)) {
      // The list's sentence names an item again in another clause ("…; Polka sold out last week").
      const clauses = seg.folded.split(/\s*;\s*/);
      const counts = names.map((n) => clauses.filter((c) => n.test(c)).length);
      if (counts.some((c) => c > 1)) return undefined;
      continue;
    }
    if (names.some((n) => n.test(seg.folded))) return undefined;
    if (ADDITIVE.test(seg.folded) && !negated(seg.folded, lang)) return undefined;
  }
  return { value: list.value, segment: list.segment };
}

/** The list of strings for a field no sentence names (`fieldWords`: its terms and description), read by its shape; none for a field asking for what is not there. */
export function listByShape(
  p: { segments: readonly Segment[]; lang: ReadLang },
  fieldWords: readonly string[],
): { value: string[]; segment: number } | undefined {
  return NEGATIVE_FIELD.test(fieldWords.join(' ')) ? undefined : proseList(p.segments, p.lang);
}
