import {
  askedCount,
  blankAtNoCost,
  blankConditions,
  countBelow,
  exceptedBefore,
  labelSaysNo,
} from './list-item-context.js';
import { polarity } from './booleans.js';
import { enumMentions, type EnumMention } from './enums.js';
import { type Found, type Prepared } from './field-readers.js';
import {
  ADDITIVE,
  CONDITION,
  cognateLabels,
  NOTICE_ONLY,
  endsOpenRange,
  orderedRanges,
  partialMentions,
} from './list-items.js';
import { blankNoProblem, IMPOSSIBLE, SAME_AS_BEFORE } from './negation.js';
import { relevance } from './field-terms.js';
import type { ReadLang } from './language.js';
import type { Segment } from './segments.js';
import { languageValue, translatedNames } from './list-names.js';
import { objectiveNames, unreadVerdict } from './objective-item-names.js';
import { outsideAskedDayPart, outsideAskedPeriod } from './list-exceptions.js';
import { laterClauseNames, NOT_YET } from './list-later.js';
import { EXCEPTED_BEFORE, wholeSetExcept } from './list-whole-set.js';
import { seriesHasUnreadItem } from './list-unread-items.js';
import { closedAsNo } from './list-closed.js';
import { clauseOf, seriesNo } from './list-clauses.js';
import { clauseSaysNo, NO, ownClauseSaysYes } from './list-clause-verdicts.js';

/**
 * A list field (an array of strings) read from a sentence: the schema's enum values named in
 * it ("we take Visa and Mastercard and of course bank transfer"; weekday values also by their
 * names in the seven languages, from Intl), or, for a list of ISO 639-1 language codes, the
 * languages the sentence names ("verso inglese, tedesco, francese e spagnolo" → en, de, fr, es;
 * names from Intl.DisplayNames). An item is left out when the clause that names it says no ("no
 * Amex I'm afraid", "we stopped accepting cheques"), or when its sentence says no and the no
 * belongs to no other item; a language after "from" is the source, not a target.
 */

export const SOURCE_BEFORE =
  /(?:\bfrom|\baus dem|\baus|\bde l'|\bdu|\bdesde el|\bdel|\bdall'|\bdal|\buit het|\bvan het|\bdo)\s*$/;

/** The mentions the text says yes to: see the file comment. */
export function affirmed<T extends EnumMention>(
  segments: readonly Segment[],
  mentions: readonly T[],
  /** Phrases that name an item with a word that would read as a no ("sans gluten", "sin lactosa"). */
  itemPhrases: readonly string[] = [],
  lang?: ReadLang,
): T[] {
  const neutral = segments.map((s) => {
    let f = blankConditions(blankAtNoCost(blankNoProblem(s.folded)));
    for (const ph of itemPhrases) f = f.split(ph).join(' '.repeat(ph.length));
    return f;
  });
  return mentions.filter((m) => {
    const folded = neutral[m.segment]!;
    const c = clauseOf(folded, m.index);
    const clause = folded.slice(c.from, c.to);
    if (exceptedBefore(folded, m.index)) return false;
    if (NO.test(clause, lang) || IMPOSSIBLE.test(clause) || polarity(clause, lang) === false) return false;
    // "Out of stock: RAL 7016, RAL 9005": a label that says no heads every item after it.
    if (labelSaysNo(folded, m.index, (t) => NO.test(t, lang) || IMPOSSIBLE.test(t) || polarity(t, lang) === false))
      return false;
    // "closed Sundays, Mondays and Tuesdays": a clause of items only takes its series' no.
    const sameSentence = mentions.filter((o) => o.segment === m.segment);
    if (seriesNo(folded, m, sameSentence, (t) => NO.test(t, lang) || IMPOSSIBLE.test(t)) !== undefined) return false;
    // "…we can't offer halal, and the same goes for kosher": the no of the clause before.
    if (SAME_AS_BEFORE.test(clause) && NO.test(folded.slice(0, c.from), lang)) return false;
    if (!NO.test(folded, lang) && !IMPOSSIBLE.test(folded)) return true;
    // The sentence says no somewhere: it is another item's no only when a clause holding another
    // mention says it.
    const others = mentions.filter((o) => o !== m && o.segment === m.segment);
    return others.some((o) => {
      const oc = clauseOf(folded, o.index);
      if (NO.test(folded.slice(oc.from, oc.to), lang) || IMPOSSIBLE.test(folded.slice(oc.from, oc.to))) return true;
      // "…de lunes a miércoles, y los viernes también, salvo en agosto, que … no llegamos": a no
      // after a later item's exception or condition, before the next item, is that item's, not
      // ours ("Dienstag und Donnerstag geht es, leider nicht immer" is both days').
      if (o.index < m.index) return false;
      const next = others.filter((x) => x.index > o.index).reduce((at, x) => Math.min(at, x.index), folded.length);
      const span = folded.slice(o.index, next);
      return CONDITION.test(span) && (NO.test(span, lang) || IMPOSSIBLE.test(span));
    });
  });
}

/** The enum values a list field's text names and affirms. */
export function readEnumList(
  p: Prepared,
  values: readonly unknown[],
  terms: readonly string[],
  /** The field's description, folded: a period it asks for ("every week of the year, August included"). */
  about = '',
  /** The case's objective: its own names for the values, in order (objective-item-names.ts). */
  objective = '',
): Found | undefined {
  // "We shut Sundays and Mondays": a closing word is a no for a list of what is open.
  p = closedAsNo(p, `${terms.join(' ')} ${about}`);
  const labels = cognateLabels(values, p.segments);
  const clientNames = objectiveNames(values, objective);
  for (const v of values) {
    const names = [...translatedNames(v, values), ...(clientNames.get(v) ?? [])];
    if (names.length > 0) labels.set(v, [...(labels.get(v) ?? []), ...names]);
  }
  // A language after "from" is the source, not a target ("from English into German").
  const languages = values.every((v) => languageValue(v, values) !== undefined);
  const raw = enumMentions(p.segments, values, labels, true).filter(
    (m) => !languages || !SOURCE_BEFORE.test(p.segments[m.segment]!.folded.slice(Math.max(0, m.index - 12), m.index)),
  );
  const all = raw.map((m) => ({ ...m, end: wordEnd(p, m) }));
  // "Everything on your list bar the air-con regas": every value but the excepted ones.
  const whole = readWholeSet(p, values, raw, all);
  if (whole) return whole.found;
  const phrases = [...labels.values()].flat().filter((l) => l.includes(' '));
  const affirmedAll = affirmed(p.segments, all, phrases, p.lang);
  // "La integración con Sage está en desarrollo": an item not there yet is out of the list when
  // its clause names no other item; beside another item, whose it is is not sure (asked).
  const later = affirmedAll.filter((m) => NOT_YET.test(clauseText(p, m)));
  if (later.some((m) => all.some((o) => o !== m && o.segment === m.segment && sameClause(p, m, o)))) return undefined;
  const mentions = affirmedAll.filter((m) => !later.includes(m));
  if (mentions.length === 0) return undefined;
  // An item its own clause says yes to, not read yes because a no stands elsewhere in its
  // sentence ("Arabic we can do for Levantine dialects (…); we don't currently have anyone for
  // Sudanese Arabic"): yes for a part of it, no for another. The list is not sure: asked.
  if (all.some((m) => !affirmedAll.includes(m) && ownClauseSaysYes(p, m))) return undefined;
  // One item said yes in one clause and no in another ("Arabic we can do for Levantine dialects;
  // we don't currently have anyone for Sudanese Arabic"): two readings compete, the list is asked.
  const denied = all.filter((m) => !affirmedAll.includes(m) && clauseSaysNo(p, m, all));
  if (mentions.some((m) => denied.some((d) => d.value === m.value))) return undefined;
  // Items named in sentences that are not about the field ("we also deliver on Sundays in
  // December" beside the answer) would make the list unsure: only sentences about the field, or
  // all when none names it.
  const named = mentions.filter((m) => relevance(p.segments[m.segment]!, terms) > 0);
  const said = named.length > 0 ? named : mentions;
  // Items said yes to in sentences that are not about the field, beside those that are: which
  // belong to the list is not sure.
  if (said.length < mentions.length) return undefined;
  // "Fridays too, except in August" when the field asks for every week of the year, August
  // included: the exception takes the item out of what is asked, surely.
  // So does a limit to another part of the day ("Fridays only in the afternoon" for "before 9:30").
  const outside = (m: EnumMention & { end: number }) => {
    const span = spanOf(p, all, m);
    return outsideAskedPeriod(span, about) || outsideAskedDayPart(span, about);
  };
  const pool = said.filter((m) => !outside(m));
  if (pool.length === 0) return undefined;
  // "at least 6 drums" asked, and an item's own row or clause gives fewer: the list is asked.
  const asked = askedCount(about);
  if (asked !== undefined && pool.some((m) => countBelow(p.numbers[m.segment] ?? [], m, asked))) return undefined;
  // An item offered only under a condition or with an exception ("Grenoble only from 10
  // pallets", "Fridays too, except in August"): the list is not sure, with or without it.
  // So is an item whose own clause says yes under a condition while its sentence says no
  // ("halal only with the premium buffet, not with the standard one"), unless the no is
  // about us ("… so unfortunately not for you", "your street is just outside the area").
  const conditional = (m: EnumMention & { end: number }) => {
    // "à partir de 18 h", "ab 18 Uhr", "from 18:00": a start time, no threshold on the item;
    // "S to 3XL, except XL": an exception that names the next item is that item's no.
    const span = spanOf(p, all, m).replace(START_TIME, ' ').replace(EXCEPTS_NEXT, ' ');
    return CONDITION.test(span) && !NOTICE_ONLY.test(span);
  };
  if (all.some((m) => partlyExcepted(p, all, m))) return undefined;
  const unplaced = all.filter(
    (m) =>
      !mentions.includes(m) &&
      !later.includes(m) &&
      !clauseSaysNo(p, m, all) &&
      !exceptedBefore(p.segments[m.segment]!.folded, m.index),
  );
  // An item named in the same sentence as the list's items that is read neither yes nor no ("the
  // two coffee breaks and the lunch are included, as is the projector" read for the projector
  // alone): the list cannot be read whole, and a list missing items is a wrong list.
  const poolSegments = new Set(pool.map((m) => m.segment));
  if (unplaced.some((m) => poolSegments.has(m.segment) && !outside(m))) return undefined;
  // When the client named every value in the objective (objective-item-names.ts), each item the
  // reply names is read yes or no, wherever it stands; one read neither leaves the list unsure.
  // A no in its sentence outside brackets places it ("pour l'arabe, nous avons arrêté"); one only
  // in brackets is another variant's ("le générateur est libre (celui de 8 kVA non)").
  const saysNoOutsideBrackets = (m: EnumMention) =>
    NO.test(p.segments[m.segment]!.folded.replace(/\([^)]*\)?/g, ' '), p.lang);
  if (clientNames.size === values.length && unplaced.some((m) => !outside(m) && !saysNoOutsideBrackets(m)))
    return undefined;
  // So is a series whose other items map to no value ("les coupes, les couleurs et les balayages").
  if (seriesHasUnreadItem(p.segments, pool, values, labels, p.lang)) return undefined;
  // So is one named by one of its own words only ("backup diário na nuvem" for cloud_backup), in
  // the list's sentence or in another of the reply ("Round cloths at 2.3m are fine." beside
  // "Bistro aprons yes": a reply item by item names each in a sentence of its own).
  if (partialMentions(values, p.segments, new Set(all.map((m) => m.value))).length > 0) return undefined;
  // And a list whose first item is added to something said before ("We do all the outside
  // glass. We also wipe down the frames and the sills"): that earlier item was not read.
  const first = pool.reduce((a, m) =>
    m.segment < a.segment || (m.segment === a.segment && m.index < a.index) ? m : a,
  );
  if (first.segment > 0 && ADDITIVE.test(p.segments[first.segment]!.folded.slice(0, first.index))) return undefined;
  if (
    pool.some(conditional) ||
    unplaced.some((m) => conditional(m) && !outside(m) && !speaksOfReader(p.segments[m.segment]!))
  )
    return undefined;
  // "Monday to Wednesday", "S to XL": the values between the two ends are named too, but for
  // those the reply excepts or says no to ("S to 3XL, except XL"); a range of values of no known
  // order ("Lyon to Grenoble") leaves the list unsure.
  const days = new Set<unknown>(pool.map((m) => m.value));
  const opens = (m: EnumMention) => {
    const prev = all.filter((o) => o.segment === m.segment && o.index < m.index);
    const from = prev.reduce((at, o) => Math.max(at, o.end), 0);
    return endsOpenRange(p.segments[m.segment]!.folded.slice(from, m.index), values);
  };
  if (pool.some(opens)) return undefined;
  let ranged = false;
  for (const [si, seg] of p.segments.entries()) {
    if (
      !orderedRanges(
        seg.folded,
        all.filter((m) => m.segment === si),
        values,
      )
    )
      return undefined;
    const between =
      orderedRanges(
        seg.folded,
        pool.filter((m) => m.segment === si),
        values,
      ) ?? [];
    for (const d of between) if (!all.some((m) => m.value === d && !pool.includes(m))) days.add(d);
    ranged ||= between.length > 0;
  }
  // "S to XL; XL is sold out until March", "S to L in stock; XL and XXL arrive in March": a value
  // of the range a clause of the reply names as sold out or coming later is not surely in stock
  // now (a value is read once, so the clauses are searched for its names).
  if (ranged && laterClauseNames(p, [...days], labels)) return undefined;
  const value = ranged ? values.filter((v) => days.has(v)) : pool.map((m) => m.value);
  // Every value named by the client, some never named in the reply, and a sentence of the reply
  // that says yes or no of something it names in words no value is read from ("bonne nouvelle
  // du côté des pivoines : aucun souci"): that verdict may be a missing item's; asked.
  if (
    clientNames.size === values.length &&
    unreadVerdict(
      p.segments,
      all,
      values,
      (t) => NO.test(t, p.lang) || IMPOSSIBLE.test(t) || polarity(t, p.lang) !== undefined,
    )
  )
    return undefined;
  return { value, segment: pool[0]!.segment };
}

/** What may follow an excepted item in its clause, the item whole: nothing, "and" another, or a reason ("which is on back order"). */
const WHOLE_EXCEPTION =
  /^\s*(?:$|(?:and|or|und|oder|et|ou|y|o|e|en|of)\b|(?:which|that|as|because|since|die|der|das|welche\w*|weil|da|qui|que|car|porque|ya que|che|perche|omdat|want|pois)\b)/;

/**
 * Whether an excepted mention is only partly excepted ("except Wednesday mornings", "sauf le
 * mercredi après-midi", "except Wednesday during school holidays"): words follow it in its clause
 * before the next mention.
 */
function partlyExcepted(
  p: Prepared,
  all: readonly (EnumMention & { end: number })[],
  m: EnumMention & { end: number },
) {
  const folded = p.segments[m.segment]!.folded;
  if (!exceptedBefore(folded, m.index)) return false;
  const next = all
    .filter((o) => o.segment === m.segment && o.index >= m.end)
    .reduce((at, o) => Math.min(at, o.index), folded.length);
  const stop = folded.slice(m.end, next).search(/[,;.:!?()]/);
  const rest = folded.slice(m.end, stop < 0 ? next : m.end + stop);
  return !WHOLE_EXCEPTION.test(rest);
}

/**
 * The whole set less its excepted items (list-whole-set.ts), in one sentence naming an item:
 * `found` is the list, or undefined (asked) when two sentences do it, nothing is left, or the
 * rest of the reply says no to a remaining item, offers one under a condition, or says yes to an
 * excepted one. Undefined when no sentence names the whole set with an exception.
 */
function readWholeSet(
  p: Prepared,
  values: readonly unknown[],
  raw: readonly EnumMention[],
  all: readonly (EnumMention & { end: number })[],
): { found: Found | undefined } | undefined {
  const hits = p.segments.flatMap((seg, si) => {
    const hit = wholeSetExcept(
      blankNoProblem(seg.folded),
      raw.filter((m) => m.segment === si),
    );
    return hit ? [{ ...hit, segment: si }] : [];
  });
  if (hits.length === 0) return undefined;
  if (hits.length > 1) return { found: undefined };
  const hit = hits[0]!;
  const out = new Set<unknown>(hit.excepted.map((m) => m.value));
  const value = values.filter((v) => !out.has(v));
  if (value.length === 0) return { found: undefined };
  const at = (m: EnumMention) => m.segment === hit.segment && hit.excepted.some((x) => x.index === m.index);
  // "except the parking unless you book ten rooms": the exception itself holds under a condition.
  const last = hit.excepted[hit.excepted.length - 1]!;
  const after =
    /^[^.;!?]*?(?=[.;!?]|\s[-–]\s|$)/.exec(p.segments[hit.segment]!.folded.slice(last.end ?? last.index))?.[0] ?? '';
  if (CONDITION.test(after) && !NOTICE_ONLY.test(after)) return { found: undefined };
  const unsure = all.some((m) => {
    if (at(m)) return false;
    if (out.has(m.value)) {
      const folded = p.segments[m.segment]!.folded;
      const c = clauseOf(folded, m.index);
      return polarity(folded.slice(c.from, c.to), p.lang) === true;
    }
    if (clauseSaysNo(p, m, all)) return true;
    const span = spanOf(p, all, m).replace(START_TIME, ' ');
    return CONDITION.test(span) && !NOTICE_ONLY.test(span);
  });
  return { found: unsure ? undefined : { value, segment: hit.segment } };
}

/** An exception word that ends a span, right before the next item ("…, except XL"). */
const EXCEPTS_NEXT = new RegExp(`(?:${EXCEPTED_BEFORE.source})(?:\\s+\\p{L}{1,4}'?)*\\s*$`, 'u');

/** A start time of day after "from" in the seven languages ("à partir de 18 h", "ab 18 Uhr", "desde las 18:00"). */
const START_TIME =
  /\b(?:from|a partir de|ab|desde|dalle|vanaf|a partir das)\s+(?:las\s+|les\s+|ore\s+)?\d{1,2}(?:[:.h]\d{2}(?:\s?(?:h|uhr|heures?|hrs?|horas?|ore|uur|am|pm))?|\s?(?:h|uhr|heures?|hrs?|horas?|ore|uur|am|pm))(?![\d\p{L}])/gu;

/**
 * A sentence that speaks of the reader ("not for you", "your street is just outside", "pour
 * vous", "jullie stuk valt erbuiten"): its no is about us, so the condition is not met.
 */
const READER =
  /\b(?:you|your|yours|vous|votre|vos|usted|ustedes|vosotros|vuestr[oa]s?|voi|vostr[oaie]|jullie|jouw|jij|uw|u|voce|voces)\b/;
const READER_DE = /\b(?:Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|euch|dich|dir|du)\b/;
function speaksOfReader(seg: Segment): boolean {
  return READER.test(seg.folded) || READER_DE.test(seg.text);
}

/** The clause that names a mention, folded. */
function clauseText(p: Prepared, m: EnumMention): string {
  const folded = p.segments[m.segment]!.folded;
  const c = clauseOf(folded, m.index);
  return folded.slice(c.from, c.to);
}

/** Whether two mentions of one sentence stand in one clause. */
function sameClause(p: Prepared, a: EnumMention, b: EnumMention): boolean {
  const c = clauseOf(p.segments[a.segment]!.folded, a.index);
  return b.index >= c.from && b.index < c.to;
}

/** Where the word a mention starts ends. */
function wordEnd(p: Prepared, m: EnumMention): number {
  const folded = p.segments[m.segment]!.folded;
  return m.index + (/^[\p{L}'-]+/u.exec(folded.slice(m.index))?.[0].length ?? 0);
}

/** The text from a mention to the next mention of its sentence (or the sentence's end). */
function spanOf(
  p: Prepared,
  all: readonly (EnumMention & { end: number })[],
  m: EnumMention & { end: number },
): string {
  const folded = p.segments[m.segment]!.folded;
  const next = all
    .filter((o) => o.segment === m.segment && o.index > m.index)
    .reduce((at, o) => Math.min(at, o.index), folded.length);
  return folded.slice(m.end, next);
}
